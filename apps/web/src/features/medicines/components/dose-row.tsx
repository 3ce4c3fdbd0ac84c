import { DOSE_STATUS_LABELS, type DoseStatus, type MedicineDose } from '@wycieczki/shared';
import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const STATUSES: { status: DoseStatus; label: string }[] = [
  { status: 'given', label: 'Podano' },
  { status: 'refused', label: 'Odmowa' },
  // A noun, as 'Odmowa': right for a girl and a boy alike (issue 63; 'Nieobecny' was a boy's).
  { status: 'absent', label: 'Nieobecność' },
];

const hourOf = (iso: string) => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** 'Podano – Piotr Zieliński, 20:05' (and that it waits for the network, when it does). */
export function MarkLine({ mark, unsent }: { mark: MedicineDose; unsent: boolean }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', mark.status === 'given' ? 'text-emerald-700' : 'font-medium text-amber-800')} data-testid="dose-mark">
      <span className="font-semibold">{DOSE_STATUS_LABELS[mark.status].replace(/^./, (c) => c.toLocaleUpperCase('pl'))}</span>
      <span className="text-muted-foreground wrap-anywhere">
        – {mark.markedByName}, {hourOf(mark.markedAt)}
      </span>
      {unsent ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CloudOff aria-hidden="true" className="size-3.5" />
          czeka na wysłanie
        </span>
      ) : null}
    </p>
  );
}

type DoseRowProps = {
  time: string;
  studentName: string;
  medicine: string;
  dose: string;
  /** The medicine's 'Uwagi', shown with the dose. */
  notes?: string | null;
  mark: MedicineDose | null;
  overdue: boolean;
  unsent: boolean;
  /** Null: nothing can be marked (a closed trip). */
  onMark: ((status: DoseStatus) => void) | null;
};

/** One dose at a fixed hour: who, what, when, its mark or the three buttons ('Zmień' brings them back). */
export function DoseRow({ time, studentName, medicine, dose, notes = null, mark, overdue, unsent, onMark }: DoseRowProps) {
  const [changing, setChanging] = useState(false);
  const buttons = onMark && (!mark || changing);
  return (
    <li
      data-testid="dose"
      className={cn('grid gap-2 rounded-lg border p-3', overdue ? 'border-2 border-red-700 bg-red-50' : mark ? 'border-border bg-muted/40' : 'border-border bg-card')}
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-base font-bold tabular-nums">{time}</span>
        <span className="min-w-0 font-semibold wrap-anywhere">{studentName}</span>
        {overdue ? <span className="text-sm font-bold text-red-800">Zaległa – nie podano</span> : null}
      </div>
      <p className="text-sm wrap-anywhere">
        {medicine} – {dose}
      </p>
      {notes ? <p className="text-sm text-muted-foreground wrap-anywhere">Uwagi: {notes}</p> : null}
      {mark && !changing ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <MarkLine mark={mark} unsent={unsent} />
          {onMark ? (
            <Button variant="ghost" size="sm" onClick={() => setChanging(true)} aria-label={`Zmień oznaczenie: ${studentName}, ${time}`}>
              Zmień
            </Button>
          ) : null}
        </div>
      ) : null}
      {buttons ? (
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={`Dawka: ${studentName}, ${time}`}>
          {STATUSES.map(({ status, label }) => (
            <Button
              key={status}
              variant={status === 'given' ? 'default' : 'outline'}
              className="px-2"
              onClick={() => {
                setChanging(false);
                onMark(status);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
