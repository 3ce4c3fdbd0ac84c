import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { PopoverPanel } from '@/components/ui/floating-panel';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isoToPolish, parsePolishDate } from '@/lib/parse-polish-date';

const loadCalendar = () => import('./calendar');
const Calendar = lazy(loadCalendar);

type DatePickerProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD; while a typed date is impossible, the text as typed (the form's schema refuses it). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The field may stay empty: emptied, it answers '' and says nothing is wrong. */
  optional?: boolean;
};

/**
 * A date the Polish way on every device (issue 23): typed as dd.mm.rrrr, or chosen on a calendar
 * with weeks from Monday that jumps by month and by year, never the browser's own date control
 * (whose format follows the browser's language). An impossible date says what is wrong in Polish
 * ('luty 2027 ma 28 dni'), and the form keeps it from being saved.
 */
export function DatePicker({ id, label, value, onChange, error, optional = false }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => isoToPolish(value));
  const [typingError, setTypingError] = useState<string | null>(null);
  // A value set from outside (the calendar, a reset) shows as its date; a value typed here stays as typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const parsed = parsePolishDate(text);
    if (!(parsed.ok && parsed.iso === value) && value !== text) {
      setText(isoToPolish(value));
      setTypingError(null);
    }
  }
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = typingError ?? error;

  const type = (next: string) => {
    setText(next);
    if (optional && next.trim() === '') {
      setTypingError(null);
      onChange('');
      return;
    }
    const parsed = parsePolishDate(next);
    if (parsed.ok) {
      setTypingError(null);
      onChange(parsed.iso);
    } else if (next.trim().length >= 8) {
      // A whole date that cannot be: said now, and the form refuses it until corrected.
      setTypingError(parsed.message);
      onChange(next.trim());
    } else {
      setTypingError(null);
    }
  };
  const leave = () => {
    if (optional && text.trim() === '') return;
    const parsed = parsePolishDate(text);
    if (parsed.ok) {
      setText(isoToPolish(parsed.iso));
      return;
    }
    setTypingError(parsed.message);
    onChange(text.trim());
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd.mm.rrrr"
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={leave}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : hintId}
          className="tabular-nums"
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            id={id}
            // Its name says the field and the chosen date, as the field's did before it could be typed in.
            aria-label={`${label} ${valid ? isoToPolish(value) : 'Wybierz datę'}`}
            title="Wybierz z kalendarza"
            // The calendar's chunk starts loading as the finger lands or focus arrives, before the click opens it.
            onPointerDown={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-lg border border-input bg-card text-muted-foreground shadow-xs transition-colors hover:bg-muted focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </Popover.Trigger>
          <PopoverPanel align="end" className="p-2 focus:outline-none">
            <Suspense fallback={<Spinner className="size-72 py-0" label="Wczytywanie kalendarza..." />}>
              <Calendar
                value={valid ? value : ''}
                onSelect={(day) => {
                  setText(isoToPolish(day));
                  setTypingError(null);
                  onChange(day);
                  setOpen(false);
                }}
              />
            </Suspense>
          </PopoverPanel>
        </Popover.Root>
      </div>
      {message ? (
        <FieldError id={errorId} message={message} />
      ) : (
        <p id={hintId} className="sr-only">
          Wpisz datę jako dd.mm.rrrr albo wybierz ją z kalendarza.
        </p>
      )}
    </div>
  );
}
