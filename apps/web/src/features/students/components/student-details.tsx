import { MEDICAL_CONSENT_LABELS, type Student } from '@wycieczki/shared';
import { formatCheckDate } from '@/lib/format-date';
import { sensitiveText } from '../student-form-schema';
import { CONSENT_OPTION_LABELS, HIDDEN_DATA_TEXT, SENSITIVE_ERASED_TEXT } from './student-form';

type StudentDetailsProps = { student: Student; canSeeSensitive: boolean; sensitiveErased: boolean };

/**
 * 'Dane ucznia' (issue 31): a closed trip's student as the form would show it, read only. The trip
 * is over, but an insurer or a parent may still need the PESEL or a phone until the erasure; the
 * creator reads them here without reopening the trip, everyone else sees what they always see.
 */
export function StudentDetails({ student, canSeeSensitive, sensitiveErased }: StudentDetailsProps) {
  const consent = [CONSENT_OPTION_LABELS[student.consent], student.consentDate ? formatCheckDate(student.consentDate) : null, student.consentBy].filter(Boolean).join(', ');
  return (
    <div className="grid gap-3">
      {sensitiveErased ? <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">{SENSITIVE_ERASED_TEXT}</p> : null}
      <dl className="grid gap-x-4 gap-y-3 text-sm min-[420px]:grid-cols-[auto_1fr]">
        <Item label="Imię i nazwisko" value={student.name} />
        <Item label="Klasa" value={student.className} />
        {sensitiveErased ? null : canSeeSensitive ? (
          <>
            <Item label="PESEL" value={sensitiveText(student.pesel)} />
            <Item label="Telefon rodzica" value={sensitiveText(student.parentPhone)} />
            <Item label="Drugi telefon rodzica" value={sensitiveText(student.parentPhone2)} />
          </>
        ) : (
          <Item label="PESEL i telefony rodziców" value={HIDDEN_DATA_TEXT} />
        )}
        {sensitiveErased ? null : (
          <>
            <Item label="Alergie" value={student.allergies} />
            <Item label="Dieta" value={student.diet} />
            <Item label="Leki" value={student.medicines} />
          </>
        )}
        <Item label="Pokój" value={student.roomNumber} />
        <Item label="Niepełnosprawność" value={student.disability ? 'tak' : 'nie'} />
        <Item label="Zgoda rodzica" value={consent} />
        <Item label="Pomoc medyczna w nagłym wypadku" value={MEDICAL_CONSENT_LABELS[student.medicalConsent]} />
      </dl>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-y-0.5 min-[420px]:col-span-2 min-[420px]:grid-cols-subgrid">
      <dt data-label className="text-muted-foreground">
        {label}
      </dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{value ? value : '—'}</dd>
    </div>
  );
}
