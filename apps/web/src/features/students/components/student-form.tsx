import { zodResolver } from '@hookform/resolvers/zod';
import { answeredStatements, CONSENT_STATUSES, LIMITS, MEDICAL_CONSENT_LABELS, type ConsentAnswer, type Room, type Student } from '@wycieczki/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { SelectField } from '@/components/ui/select-field';
import { DraftNotice } from '@/components/ui/draft-notice';
import { FormField, registered } from '@/components/ui/form-field';
import { useFormDraft } from '@/lib/form-draft';
import { toastFirstFormError } from '@/lib/first-form-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import {
  STUDENT_FIELD_ORDER,
  studentFormSchema,
  toStudentFormValues,
  type StudentFormOutput,
  type StudentFormValues,
} from '../student-form-schema';
import { RoomSelect } from './room-select';

export const HIDDEN_DATA_TEXT = 'Dane ukryte - dostępne tylko dla twórcy wycieczki';

/** In place of PESEL, phone, allergies, diet and medicines once the trip's sensitive data is erased. */
export const SENSITIVE_ERASED_TEXT =
  'Dane wrażliwe tej wycieczki usunięto (RODO). PESEL, telefonu rodzica, alergii, diety ani leków nie można już wpisać.';

/** 'Zgoda rodzica' as the select offers it: brak, dostarczona, odmowa. */
export const CONSENT_OPTION_LABELS = { missing: 'Brak zgody', given: 'Dostarczona', refused: 'Odmowa' } as const;

type StudentFormProps = {
  formId: string;
  /** Where what is typed is kept until it is saved or discarded (lib/form-draft.ts). */
  draftName: string;
  student: Student | null;
  rooms: readonly Room[];
  /** Only the trip's creator sees and writes PESEL and the parent's phone. */
  canSeeSensitive: boolean;
  /** The trip's sensitive data was erased (RODO): none can be written again (issue 24). */
  sensitiveErased: boolean;
  onValid: (values: StudentFormOutput) => void;
};

export function StudentForm({ formId, draftName, student, rooms, canSeeSensitive, sensitiveErased, onValid }: StudentFormProps) {
  const form = useForm<StudentFormValues, unknown, StudentFormOutput>({
    resolver: zodResolver(studentFormSchema),
    defaultValues: toStudentFormValues(student),
  });
  const { errors } = form.formState;
  const draft = useFormDraft(draftName, form);
  const prefix = formId;

  const consent = useWatch({ control: form.control, name: 'consent' });
  // 'Dodatkowe zgody' (issue 48): the trip's added statements, each with the answer the paper carries.
  const statements = useCurrentTrip().currentTrip?.consentStatements ?? [];

  const onSubmit = form.handleSubmit(onValid, toastFirstFormError(STUDENT_FIELD_ORDER));

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
      {draft.restoredAt !== null ? <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} /> : null}
      <div className="grid grid-cols-[1fr_6rem] gap-4">
        <FormField id={`${prefix}-name`} label="Imię i nazwisko" autoComplete="off" placeholder="np. Jan Kowalski" maxLength={LIMITS.personNameMax} {...registered(form, 'name')} />
        <FormField id={`${prefix}-class`} label="Klasa" autoComplete="off" placeholder="np. 6b" maxLength={LIMITS.classNameMax} {...registered(form, 'className')} />
      </div>
      {sensitiveErased ? (
        <p data-testid="sensitive-erased-note" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          {SENSITIVE_ERASED_TEXT}
        </p>
      ) : (
        <>
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            {canSeeSensitive ? (
              <>
                <FormField id={`${prefix}-pesel`} label="PESEL" inputMode="numeric" autoComplete="off" maxLength={LIMITS.peselLength} placeholder="11 cyfr" {...registered(form, 'pesel')} />
                <FormField id={`${prefix}-phone`} label="Telefon rodzica" type="tel" inputMode="tel" autoComplete="off" placeholder="+48 600 000 000" {...registered(form, 'parentPhone')} />
              </>
            ) : (
              <>
                <FormField id={`${prefix}-pesel`} label="PESEL" value="" placeholder="•••••••••••" disabled readOnly hint={HIDDEN_DATA_TEXT} />
                <FormField id={`${prefix}-phone`} label="Telefon rodzica" value="" placeholder="•••••••••" disabled readOnly hint={HIDDEN_DATA_TEXT} />
              </>
            )}
          </div>
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            <FormField id={`${prefix}-allergies`} label="Alergie" autoComplete="off" placeholder="np. orzechy" {...registered(form, 'allergies')} />
            <FormField id={`${prefix}-diet`} label="Dieta" autoComplete="off" placeholder="np. wegetariańska" {...registered(form, 'diet')} />
          </div>
          <FormField
            id={`${prefix}-medicines`}
            label="Leki"
            autoComplete="off"
            placeholder="np. inhalator Ventolin przy duszności"
            // 'Leki' (issue 54): a medicine given at set hours is its own entry, with reminders, below the form.
            hint={
              student
                ? 'Widoczne dla opiekunów na karcie alarmowej. Lek podawany o stałych godzinach dodaj niżej, w sekcji „Leki”: opiekunowie dostaną przypomnienie.'
                : 'Widoczne dla opiekunów na karcie alarmowej. Lek podawany o stałych godzinach dodasz w sekcji „Leki” po zapisaniu ucznia.'
            }
            {...registered(form, 'medicines')}
          />
        </>
      )}
      <RoomSelect
        id={`${prefix}-room`}
        rooms={rooms}
        currentRoomId={student?.roomId ?? null}
        error={errors.roomId?.message}
        {...form.register('roomId')}
      />
      <label htmlFor={`${prefix}-disability`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id={`${prefix}-disability`} type="checkbox" className="size-5 accent-primary" {...form.register('disability')} />
        Uczeń z niepełnosprawnością (karta wycieczki ich liczy)
      </label>
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <SelectField id={`${prefix}-consent`} label="Zgoda rodzica" error={errors.consent?.message} {...form.register('consent')}>
          {CONSENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONSENT_OPTION_LABELS[status]}
            </option>
          ))}
        </SelectField>
        {consent === 'given' ? (
          <Controller
            control={form.control}
            name="consentDate"
            render={({ field, fieldState }) => (
              <DatePicker
                id={`${prefix}-consent-date`}
                label="Data dostarczenia zgody"
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <SelectField
          id={`${prefix}-medical-consent`}
          label="Zgoda na pomoc medyczną w nagłym wypadku"
          error={errors.medicalConsent?.message}
          {...form.register('medicalConsent')}
        >
          {CONSENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MEDICAL_CONSENT_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      {statements.length > 0 ? (
        <Controller
          control={form.control}
          name="consentExtra"
          render={({ field }) => (
            <div className="grid gap-4">
              {answeredStatements(statements, field.value).map(({ key, text, answer }, index) => (
                <SelectField
                  key={key}
                  id={`${prefix}-extra-${index}`}
                  label={`Zgoda: ${text}`}
                  value={answer ?? ''}
                  onChange={(event) => {
                    const next = { ...field.value };
                    if (event.target.value === '') delete next[key];
                    else next[key] = event.target.value as ConsentAnswer;
                    field.onChange(next);
                  }}
                >
                  <option value="">Brak odpowiedzi</option>
                  <option value="given">Wyrażona</option>
                  <option value="refused">Odmowa</option>
                </SelectField>
              ))}
            </div>
          )}
        />
      ) : null}
    </form>
  );
}
