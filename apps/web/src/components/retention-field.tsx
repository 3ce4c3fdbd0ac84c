import { LIMITS } from '@wycieczki/shared';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

/** The two periods a trip keeps things after it ends, each a trip's own or the one its school sets for new trips. */
const PERIODS = {
  eraseAfterDays: { label: 'Usuń dane wrażliwe po zakończeniu (dni)', min: LIMITS.eraseAfterDaysMin, max: LIMITS.eraseAfterDaysMax },
  consentKeepYears: { label: 'Archiwum zgód: przechowuj (lata)', min: LIMITS.consentKeepYearsMin, max: LIMITS.consentKeepYearsMax },
} as const;

/** What the caller still says: the field's id, its hint (the trip's or the school's words), value or registration. */
type RetentionFieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'type' | 'inputMode' | 'min' | 'max'>;

function RetentionField({ period, ...props }: RetentionFieldProps & { period: keyof typeof PERIODS }) {
  const { label, min, max } = PERIODS[period];
  return <FormField label={label} type="number" inputMode="numeric" min={min} max={max} {...props} />;
}

/** How many days after the trip the sensitive data is kept. */
export function EraseAfterDaysField(props: RetentionFieldProps) {
  return <RetentionField period="eraseAfterDays" {...props} />;
}

/** How many years after the trip the consent records are kept ('Archiwum zgód', issue 31). */
export function ConsentKeepYearsField(props: RetentionFieldProps) {
  return <RetentionField period="consentKeepYears" {...props} />;
}
