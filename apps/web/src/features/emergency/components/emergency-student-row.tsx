import { MEDICAL_CONSENT_WARNINGS, standingLines, telHref, type EmergencyStudent } from '@wycieczki/shared';
import { Phone } from 'lucide-react';
import { RaiseAlarmButton } from '@/components/raise-alarm';
import { Button } from '@/components/ui/button';
import { StudentMedicineLines } from './student-medicine-lines';

// A child's row of the karta alarmowa, and a number to dial.

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={telHref(phone)}>
        <Phone aria-hidden="true" />
        {phone}
      </a>
    </Button>
  );
}

type StudentRowProps = { tripId: string; student: EmergencyStudent; phones: string[]; onAsk: () => void; canAlarm: boolean; group?: string | undefined };

export function StudentRow({ tripId, student, phones, onAsk, canAlarm, group }: StudentRowProps) {
  return (
    <li data-testid="emergency-student" className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0 text-sm">
        <p className="font-medium wrap-anywhere">
          {student.name}
          {student.className ? <span className="font-normal text-muted-foreground"> · {student.className}</span> : null}
        </p>
        <p className="text-muted-foreground">{student.roomNumber !== null ? `Pokój ${student.roomNumber}` : 'Bez pokoju'}</p>
        {group ? <p className="text-muted-foreground wrap-anywhere">{group}</p> : null}
        {student.allergies ? <p className="font-medium text-rose-700 wrap-anywhere">Alergie: {student.allergies}</p> : null}
        {student.diet ? <p className="wrap-anywhere">Dieta: {student.diet}</p> : null}
        <StudentMedicineLines student={student} />
        {student.medicalConsent !== 'given' ? <p className="font-medium text-destructive">{MEDICAL_CONSENT_WARNINGS[student.medicalConsent]}</p> : null}
        {/* With a parent now, or missing (issue 63): the server's one read model of where the child stands. */}
        {student.standing?.collected
          ? standingLines({ collected: student.standing.collected, missing: null }).map((line) => (
              <p key={line} data-testid="emergency-standing" className="font-medium text-sky-800 wrap-anywhere">
                {line}
              </p>
            ))
          : null}
        {student.standing?.missing
          ? standingLines({ collected: null, missing: student.standing.missing }).map((line) => (
              <p key={line} data-testid="emergency-standing" className="font-semibold text-destructive wrap-anywhere">
                {line}
              </p>
            ))
          : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-self-end">
        {/* A child a parent took is not missing: no alarm offered for him. */}
        {canAlarm && !student.standing?.collected ? <RaiseAlarmButton tripId={tripId} student={student} /> : null}
        {phones.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {phones.map((phone) => (
              <PhoneLink key={phone} phone={phone} />
            ))}
          </div>
        ) : student.hasParentPhone ? (
          <Button variant="outline" size="sm" onClick={onAsk}>
            <Phone aria-hidden="true" />
            Pokaż telefon rodzica
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground italic">Brak telefonu rodzica</span>
        )}
      </div>
    </li>
  );
}
