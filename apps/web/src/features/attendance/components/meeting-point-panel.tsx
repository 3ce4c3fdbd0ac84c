import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';
import { ChevronDown, MapPin, Siren } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ConfirmAlarm } from '@/components/raise-alarm';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOpenAlarms, useUnsentAlarms } from '@/lib/alarms';
import { formatCheckDate } from '@/lib/format-date';
import { useTripClosed } from '@/lib/trip-closed';
import { alarmOfferedFrom, notArrived } from '../meeting-point';

const MeetingPointMap = lazy(() => import('./meeting-point-map'));

/**
 * Now, on this device's clock, read again at the moment `due` comes and every half minute: the screen
 * turns by itself when the meeting's five minutes are up, with no network and nobody tapping.
 */
function useNow(due: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const every = setInterval(tick, 30_000);
    const wait = due - Date.now();
    const at = wait > 0 ? setTimeout(tick, wait + 50) : undefined;
    return () => {
      clearInterval(every);
      if (at) clearTimeout(at);
    };
  }, [due]);
  return now;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function clock(ms: number): string {
  const at = new Date(ms);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

type MeetingPointPanelProps = { check: AttendanceCheckDetail; records: readonly AttendanceRecord[] };

/**
 * 'Zbiórka' on the roll call's screen (issue 54): 'Zbiórka 14:30 · przy fontannie', where it is, and,
 * five minutes after its time (the device's clock, so with no network too), 'Nie zaznaczono: 7 – pokaż',
 * which opens every child not ticked with 'Ogłoś zaginięcie': the alarm with its usual content, through
 * the outbox like any alarm. A child a parent took is not expected, so never offered.
 */
export default function MeetingPointPanel({ check, records }: MeetingPointPanelProps) {
  const due = alarmOfferedFrom(check);
  const now = useNow(due);
  const [mapOpen, setMapOpen] = useState(false);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [shown, setShown] = useState(false);
  const closed = useTripClosed();
  const missing = useMemo(() => notArrived(records), [records]);
  const alarms = useOpenAlarms(check.tripId).data;
  const unsent = useUnsentAlarms(check.tripId);
  const raised = new Set([...(alarms ?? []).map((a) => a.studentId), ...unsent.map((c) => c.studentId)]);
  const point = check.meetingLat != null && check.meetingLng != null ? { lat: check.meetingLat, lng: check.meetingLng } : null;
  const overdue = now >= due;
  const today = check.date === localDay(now);

  return (
    <section aria-labelledby="meeting-point-title" data-testid="meeting-point" className="grid gap-2 rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <h2 id="meeting-point-title" className="min-w-0 flex-1 font-semibold wrap-anywhere">
          Zbiórka {check.time} · {check.meetingPlace}
        </h2>
        {today ? null : <span className="text-sm text-muted-foreground">{formatCheckDate(check.date)}</span>}
        {point ? (
          <Button variant="outline" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
            {mapOpen ? 'Ukryj mapę' : 'Pokaż na mapie'}
          </Button>
        ) : null}
      </div>
      {point && mapOpen ? (
        <Suspense fallback={<Spinner className="py-10" label="Wczytywanie mapy..." />}>
          <MeetingPointMap point={point} label={`Mapa: miejsce zbiórki ${check.meetingPlace ?? ''}`} />
        </Suspense>
      ) : null}
      {missing.length === 0 ? (
        <p className="text-sm font-medium text-emerald-700">Wszyscy są na miejscu zbiórki.</p>
      ) : !overdue ? (
        <p className="text-sm text-muted-foreground" data-testid="meeting-point-waiting">
          Zaznaczaj przychodzących uczniów. Jeśli ktoś nie przyjdzie, o {clock(due)} (5 minut po czasie zbiórki) zaproponujemy tu zgłoszenie jego zaginięcia.
        </p>
      ) : (
        <div className="grid gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-2 sm:p-3" data-testid="meeting-point-missing">
          {/* One line on the phone (issue 63): the list to tick stays on the first screen; the children
              not ticked, each with 'Ogłoś zaginięcie', open from here. */}
          <Button
            variant="ghost"
            aria-expanded={shown}
            aria-controls="meeting-point-missing-list"
            onClick={() => setShown((open) => !open)}
            className="h-11 justify-between px-2 text-sm font-semibold text-red-800 hover:bg-red-100 hover:text-red-900"
          >
            <span>
              Nie zaznaczono: {missing.length} – {shown ? 'ukryj' : 'pokaż'}
            </span>
            <ChevronDown aria-hidden="true" className={shown ? 'rotate-180 transition-transform' : 'transition-transform'} />
          </Button>
          {shown ? (
            <div id="meeting-point-missing-list" className="grid gap-1 px-2">
              <p className="text-sm text-red-800">Minęło 5 minut od zbiórki. Sprawdź, czy są w pobliżu; jeśli nie, ogłoś zaginięcie.</p>
              <ul aria-label="Nie ma na zbiórce" className="divide-y divide-red-200">
                {missing.map((record) => (
                  <li key={record.studentId} className="flex min-h-12 flex-wrap items-center gap-2 py-1">
                    {/* At least 12rem for the name: on a narrow phone the button goes under it rather than squeezing it. */}
                    <span className="min-w-0 grow basis-48 font-medium wrap-anywhere">{record.studentName}</span>
                    {raised.has(record.studentId) ? (
                      <span className="text-sm font-medium text-red-800">Ogłoszono zaginięcie</span>
                    ) : closed ? null : (
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={`Ogłoś zaginięcie: ${record.studentName}`}
                        onClick={() => setAsking({ id: record.studentId, name: record.studentName })}
                      >
                        <Siren aria-hidden="true" />
                        Ogłoś zaginięcie
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmAlarm tripId={check.tripId} student={asking} onDone={() => setAsking(null)} />
    </section>
  );
}

/** The device's day at `ms`, as YYYY-MM-DD. */
function localDay(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
