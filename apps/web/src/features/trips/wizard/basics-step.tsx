import { MSG, perGuardianText } from '@wycieczki/shared';
import { Info } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { endFollowingStart } from '@/lib/trip-dates';
import { RATIO_OPTIONS } from '../ratio-options';
import { GuardianEmailsField } from './guardian-emails-field';
import { LeaderEmailField } from './leader-email-field';

// Loaded on the wizard's first step, not with the screen that opens it (issue 48).
const OwnPhoneField = lazy(() => import('./own-phone-field').then((m) => ({ default: m.OwnPhoneField })));
import type { WizardBasics } from './wizard-draft';

type BasicsStepProps = {
  form: UseFormReturn<WizardBasics>;
  leaderEmail: string;
  /** YYYY-MM-DD, as the form holds them now. */
  startDate: string;
  endDate: string;
  guardianEmails: readonly string[];
  onGuardianEmailsChange: (emails: string[]) => void;
  onGuardianAdded: (email: string) => void;
  studentLimit: number;
  studentsPerGuardian: number;
};


export function BasicsStep({ form, leaderEmail, startDate, endDate, guardianEmails, onGuardianEmailsChange, onGuardianAdded, studentLimit, studentsPerGuardian }: BasicsStepProps) {
  return (
    <div className="grid gap-4">
      <FormField id="wizard-name" label="Nazwa wycieczki" placeholder="np. Zielona szkoła 2026" {...form.register('name')} />
      <FormField id="wizard-destination" label="Miejsce docelowe" placeholder="np. Zakopane" {...form.register('destination')} />
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <DatePicker
          id="wizard-start"
          label="Data rozpoczęcia"
          value={startDate}
          onChange={(value) => {
            // A start moved onto or past the end takes the end with it (issue 48).
            const followed = endFollowingStart(startDate, endDate, value);
            form.setValue('startDate', value, { shouldDirty: true });
            if (followed) form.setValue('endDate', followed, { shouldDirty: true });
          }}
        />
        <DatePicker
          id="wizard-end"
          label="Data zakończenia"
          value={endDate}
          onChange={(value) => form.setValue('endDate', value, { shouldDirty: true })}
          // Said under the field as soon as it is so, not only in a toast at 'Dalej' (issue 48).
          error={/^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate) && endDate <= startDate ? MSG.endBeforeStart : undefined}
        />
      </div>
      {/* setValue rather than a Controller, which would pull more of react-hook-form into the sign-in screen's chunk. */}
      <LeaderEmailField
        id="wizard-leader"
        value={leaderEmail}
        onChange={(value) => form.setValue('tripLeaderEmail', value, { shouldDirty: true })}
      />
      <Suspense fallback={null}>
        <OwnPhoneField leaderEmail={leaderEmail} />
      </Suspense>
      <GuardianEmailsField
        id="wizard-guardian"
        leaderEmail={leaderEmail}
        emails={guardianEmails}
        onChange={onGuardianEmailsChange}
        onAdded={onGuardianAdded}
      />
      <SelectField
        id="wizard-ratio"
        label="Liczba uczniów na opiekuna"
        value={String(studentsPerGuardian)}
        onChange={(event) => form.setValue('studentsPerGuardian', Number(event.target.value), { shouldDirty: true })}
      >
        {RATIO_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Limit uczniów: {studentLimit} ({perGuardianText(studentsPerGuardian)}, kierownik liczy się jako opiekun).
        </span>
      </p>
    </div>
  );
}
