import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const loadCalendar = () => import('./calendar');
const Calendar = lazy(loadCalendar);

type DatePickerProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A date the Polish way on every device: shown as dd.MM.yyyy, chosen on a calendar with weeks from
 * Monday, never the browser's own date control (whose format follows the browser's language).
 * A date is always chosen: clicking the chosen day again keeps it.
 */
export function DatePicker({ id, label, value, onChange, error }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const parsed = parseISO(value);
  const valid = !Number.isNaN(parsed.getTime());
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          id={id}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The calendar's chunk starts loading as the finger lands or focus arrives, before the click opens it.
          onPointerDown={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          className={cn(
            'flex h-11 w-full cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-left text-base shadow-xs transition-colors hover:bg-muted focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm',
            error && 'border-destructive',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span id={valueId}>{valid ? format(parsed, 'dd.MM.yyyy') : 'Wybierz datę'}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 rounded-xl border border-border bg-card p-2 shadow-lg focus:outline-none"
          >
            <Suspense fallback={<Spinner className="size-72 py-0" label="Wczytywanie kalendarza..." />}>
              <Calendar
                value={valid ? value : ''}
                onSelect={(day) => {
                  onChange(day);
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
