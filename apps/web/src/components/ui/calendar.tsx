import { format, parseISO } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { pl } from 'react-day-picker/locale/pl';
import './calendar.css';
import { cn } from '@/lib/cn';
import { DATE_YEARS } from '@/lib/parse-polish-date';

const WEEKDAYS = ['nd', 'pn', 'wt', 'śr', 'cz', 'pt', 'sb'];

type CalendarProps = {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onSelect: (value: string) => void;
};

/**
 * The month grid of DatePicker, in its own chunk: react-day-picker loads when a calendar is first
 * opened, not with the screen. Polish names, weeks from Monday, whatever the browser's language.
 * Days are 44 px on a phone (a thumb's target), 40 px from `sm` up.
 */
export default function Calendar({ value, onSelect }: CalendarProps) {
  const selected = value ? parseISO(value) : undefined;
  const valid = selected !== undefined && !Number.isNaN(selected.getTime());
  return (
    <DayPicker
      mode="single"
      required
      locale={pl}
      weekStartsOn={1}
      // A June trip planned in November: the month and the year are chosen from lists, not by seven taps.
      captionLayout="dropdown"
      startMonth={new Date(DATE_YEARS.min, 0)}
      endMonth={new Date(DATE_YEARS.max, 11)}
      // Weekdays as Polish calendars print them: pn wt śr cz pt sb nd.
      formatters={{ formatWeekdayName: (day) => WEEKDAYS[day.getDay()]! }}
      selected={valid ? selected : undefined}
      defaultMonth={valid ? selected : undefined}
      onSelect={(day) => onSelect(format(day, 'yyyy-MM-dd'))}
      modifiersClassNames={{ selected: '[&>button]:border-primary [&>button]:bg-primary [&>button]:text-primary-foreground' }}
      className={cn(
        '[--rdp-accent-background-color:var(--color-primary-soft)] [--rdp-accent-color:var(--color-primary)]',
        '[--rdp-day-height:44px] [--rdp-day-width:44px] [--rdp-day_button-height:44px] [--rdp-day_button-width:44px]',
        '[--rdp-nav-height:44px] [--rdp-nav_button-height:44px] [--rdp-nav_button-width:44px]',
        'sm:[--rdp-day-height:40px] sm:[--rdp-day-width:40px] sm:[--rdp-day_button-height:38px] sm:[--rdp-day_button-width:38px]',
        'text-sm',
      )}
    />
  );
}
