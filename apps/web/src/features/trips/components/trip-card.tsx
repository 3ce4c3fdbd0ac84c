import { coachCheckDue, type TripSummary } from '@wycieczki/shared';
import { BedDouble, Bus, CalendarClock, CalendarDays, ClipboardCheck, CopyPlus, FileWarning, Flag, MapPin, Megaphone, Pencil, ScrollText, Siren, Trash2, Users, UsersRound, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErasureNotice } from '@/components/erasure-notice';
import { warsawToday } from '@/lib/warsaw-today';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateRange } from '@/lib/format-date-range';
import { ATTENDANCE_LIST_FORMS, countLabel, ROOM_FORMS, STUDENT_FORMS } from '@/lib/plural';
import { lazy, Suspense } from 'react';
import { TripApproval } from './trip-approval';
import { TripDocumentsMenu } from './trip-documents-menu';

type TripCardProps = {
  trip: TripSummary;
  isCurrent: boolean;
  onSelect: () => void;
  onGuardians: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onProgram: () => void;
  onEmergency: () => void;
  onAccessLog: () => void;
  onMessages: () => void;
  /** 'Wpłaty' of the trip (issue 26). */
  onPayments: () => void;
  /** 'Utwórz podobną' (issue 31). */
  onSimilar: () => void;
  /** 'Zakończ wycieczkę' (issue 48): the settlement's closing, from the trip's last day, for those who may close it. */
  onFinish: () => void;
  /** 'Przewóz i ubezpieczenie' (issue 54). */
  onTransport: () => void;
};

/** 'Powiadomienia na tym telefonie' (issue 50), loaded when the chosen trip's card shows it. */
const PushToggle = lazy(() => import('@/components/push/push-toggle').then((m) => ({ default: m.PushToggle })));
/** 'Zgłoś autokar do kontroli' (issue 54): loaded only in the week before a departure with a coach not yet checked. */
const CoachCheckReminder = lazy(() => import('@/components/coach-check-reminder').then((m) => ({ default: m.CoachCheckReminder })));

export function TripCard({ trip, isCurrent, onSelect, onGuardians, onEdit, onDelete, onProgram, onEmergency, onAccessLog, onMessages, onPayments, onSimilar, onFinish, onTransport }: TripCardProps) {
  // On the card from the trip's last day on, not only inside 'Rozliczenie' (issue 48).
  const canFinish = trip.canClose && trip.closed === null && trip.endDate <= warsawToday();
  // The leader (and the creator) from 7 days before the departure until the check is recorded (issue 54).
  const checkDue = trip.canEdit && coachCheckDue({ startDate: trip.startDate, ...trip.transportStatus }, warsawToday());
  return (
    <Card
      data-testid="trip-card"
      className={cn(
        'relative flex w-full flex-col transition-colors focus-within:border-ring hover:border-primary/40',
        isCurrent && 'border-primary/60 ring-2 ring-primary/20',
      )}
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h2 className="min-w-[12rem] flex-1 text-lg font-semibold leading-tight">
            {/* The whole card is the button's click area (the ::after layer); the actions sit above it. */}
            <button
              type="button"
              onClick={onSelect}
              className="cursor-pointer wrap-anywhere text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {trip.name}
            </button>
          </h2>
          {trip.closed ? (
            <span data-testid="trip-closed-badge" className="shrink-0 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-foreground">
              Zakończona
            </span>
          ) : null}
          {isCurrent ? (
            <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary">Aktualnie wybrana</span>
          ) : null}
        </div>
        <div className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 truncate" title={trip.destination}>{trip.destination}</span>
          </p>
          <p className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {formatDateRange(trip.startDate, trip.endDate)}
          </p>
          <ErasureNotice trip={trip} />
        </div>
        <ul aria-label="Podsumowanie" className="mt-auto flex flex-wrap gap-x-4 gap-y-1.5 pt-1 text-sm">
          <Count icon={Users} text={countLabel(trip.studentCount, STUDENT_FORMS)} />
          <Count icon={BedDouble} text={countLabel(trip.roomCount, ROOM_FORMS)} />
          <Count icon={ClipboardCheck} text={countLabel(trip.attendanceCheckCount, ATTENDANCE_LIST_FORMS)} />
          {trip.studentCount > 0 && trip.missingConsentCount > 0 ? (
            <li className="flex items-center gap-1.5 font-medium text-amber-800">
              <FileWarning aria-hidden="true" className="size-4" />
              Brak zgody: {trip.missingConsentCount}
            </li>
          ) : null}
        </ul>
        <TripApproval trip={trip} onProgram={onProgram} onEdit={onEdit} onTransport={onTransport} />
        {checkDue ? (
          <Suspense fallback={null}>
            <CoachCheckReminder trip={trip} onOpen={onTransport} />
          </Suspense>
        ) : null}
        {/* Above the card's click area, like the actions below. */}
        <div className="relative z-10 grid gap-2">
          <TripDocumentsMenu trip={trip} />
          {/* Its own button (issue 48), not an entry in the documents' menu: the karta and the roll calls start from it. */}
          <Button variant="outline" className="w-full" onClick={onProgram}>
            <CalendarClock aria-hidden="true" />
            Program wycieczki
          </Button>
          <Button variant="outline" className="w-full" onClick={onTransport}>
            <Bus aria-hidden="true" />
            Przewóz i ubezpieczenie
          </Button>
          <Button variant="outline" className="w-full" onClick={onEmergency}>
            <Siren aria-hidden="true" className="text-destructive" />
            Karta alarmowa
          </Button>
          <Button variant="outline" className="w-full" onClick={onMessages}>
            <Megaphone aria-hidden="true" />
            Komunikaty dla rodziców
          </Button>
          <Button variant="outline" className="w-full" onClick={onPayments}>
            <Wallet aria-hidden="true" />
            {trip.closed ? 'Wpłaty i rozliczenie' : 'Wpłaty'}
          </Button>
          {canFinish ? (
            <Button variant="outline" className="w-full" onClick={onFinish}>
              <Flag aria-hidden="true" />
              Zakończ wycieczkę
            </Button>
          ) : null}
          {isCurrent ? (
            <Suspense fallback={null}>
              <PushToggle />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className="relative z-10 flex flex-wrap items-center gap-1 border-t border-border px-3 py-2">
        <span className="mr-auto px-2 text-xs text-muted-foreground">{trip.myRole === 'creator' ? 'Twoja wycieczka' : 'Jesteś opiekunem'}</span>
        <Button variant="ghost" size="icon" aria-label="Opiekunowie" title="Opiekunowie" onClick={onGuardians}>
          <UsersRound aria-hidden="true" />
        </Button>
        {trip.myRole === 'creator' ? (
          <Button variant="ghost" size="icon" aria-label="Dziennik dostępu" title="Dziennik dostępu" onClick={onAccessLog}>
            <ScrollText aria-hidden="true" />
          </Button>
        ) : null}
        {trip.canEdit ? (
          <Button variant="ghost" size="icon" aria-label="Edytuj wycieczkę" title="Edytuj wycieczkę" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : null}
        {trip.canClose ? (
          <Button variant="ghost" size="icon" aria-label="Utwórz podobną" title="Utwórz podobną" onClick={onSimilar}>
            <CopyPlus aria-hidden="true" />
          </Button>
        ) : null}
        {trip.canDelete ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Usuń wycieczkę"
            title="Usuń wycieczkę"
            onClick={onDelete}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Count({ icon: Icon, text }: { icon: typeof Users; text: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-primary" />
      {text}
    </li>
  );
}
