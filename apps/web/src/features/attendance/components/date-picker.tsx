import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { pl } from 'react-day-picker/locale/pl';
import './date-picker.css';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type DatePickerProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar in a popover, Polish, weeks from Monday. A date is always chosen: clicking the chosen
 * day again keeps it (SPEC: the date cannot be cleared).
 */
export function DatePicker({ id, label, value, onChange }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseISO(value);
  const valid = !Number.isNaN(selected.getTime());
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;

  return (
    <div className="grid gap-2">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          id={id}
          aria-labelledby={`${labelId} ${valueId}`}
          className="flex h-11 w-full cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-left text-base shadow-xs transition-colors hover:bg-muted focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm"
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span id={valueId}>{valid ? format(selected, 'dd.MM.yyyy') : value}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 rounded-xl border border-border bg-card p-2 shadow-lg focus:outline-none"
          >
            <DayPicker
              mode="single"
              required
              locale={pl}
              weekStartsOn={1}
              selected={valid ? selected : undefined}
              defaultMonth={valid ? selected : undefined}
              onSelect={(day) => {
                onChange(format(day, 'yyyy-MM-dd'));
                setOpen(false);
              }}
              modifiersClassNames={{ selected: '[&>button]:border-primary [&>button]:bg-primary [&>button]:text-primary-foreground' }}
              className={cn(
                '[--rdp-accent-background-color:var(--color-primary-soft)] [--rdp-accent-color:var(--color-primary)]',
                '[--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]',
                'text-sm',
              )}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
