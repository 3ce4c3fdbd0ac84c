import { FormField } from '@/components/ui/form-field';
import { normaliseTime } from '@/lib/time-text';

type TimeFieldProps = {
  id: string;
  label: string;
  /** hh:mm */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A time the Polish way on every device: typed as 24-hour hh:mm on the number pad ('730' becomes
 * '07:30' on leaving the field). Not the browser's time control, which shows AM/PM in an English browser.
 */
export function TimeField({ id, label, value, onChange, error }: TimeFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      value={value}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      placeholder="gg:mm"
      maxLength={5}
      // Four digits are a whole time at once ('0730'); shorter forms are completed on leaving the field.
      onChange={(event) => onChange(/^\d{4}$/.test(event.target.value) ? normaliseTime(event.target.value) : event.target.value)}
      onBlur={(event) => onChange(normaliseTime(event.target.value))}
    />
  );
}
