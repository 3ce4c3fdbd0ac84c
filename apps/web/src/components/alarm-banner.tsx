import { doneByLabel, groupName, pupilAdjective, pupilGender, userGender, verbOf, type MissingAlarm } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, Phone, Siren } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { noteAlarmSeen, resolveAlarm, useOpenAlarms, useUnsentAlarms } from '@/lib/alarms';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatCheckDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';

/**
 * 'Zaginięcie ucznia' (issue 28) on every screen of the current trip: each open alarm with what a
 * guardian searching needs, and 'Odnaleziony' for everyone; an alarm raised here and not sent yet says
 * so plainly. Seeing it is noted once ('Aktywność').
 */
export function AlarmBanner() {
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) return null;
  return <TripAlarms tripId={currentTrip.id} />;
}

const NO_ALARMS: MissingAlarm[] = [];

function TripAlarms({ tripId }: { tripId: string }) {
  const alarms = useOpenAlarms(tripId).data ?? NO_ALARMS;
  const unsent = useUnsentAlarms(tripId);
  const { user } = useAuth();
  useEffect(() => {
    for (const alarm of alarms) if (alarm.raisedBy !== user?.fullName) noteAlarmSeen(tripId, alarm.id);
  }, [alarms, tripId, user?.fullName]);
  if (alarms.length === 0 && unsent.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-2 px-4 pt-3 sm:px-6">
      {unsent.map((change) => (
        <p key={change.id} role="alert" data-testid="alarm-unsent" className="flex items-start gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {change.label}: alarm NIE został jeszcze wysłany (brak internetu). Wyślemy go, gdy tylko wróci połączenie. Zadzwoń do pozostałych opiekunów.
        </p>
      ))}
      {alarms.map((alarm) => (
        <AlarmCard key={alarm.id} tripId={tripId} alarm={alarm} />
      ))}
    </div>
  );
}

function AlarmCard({ tripId, alarm }: { tripId: string; alarm: MissingAlarm }) {
  const [ending, setEnding] = useState(false);
  const where = [alarm.className ? `Klasa ${alarm.className}` : null, alarm.groupGuardianName ? groupName(alarm.groupGuardianName, userGender(alarm.groupGuardianName, alarm.groupGuardianGender)) : null, alarm.roomNumber ? `Pokój ${alarm.roomNumber}` : null]
    .filter(Boolean)
    .join(' · ');
  const seen = alarm.lastSeen;
  const pupil = { name: alarm.studentName, sex: alarm.studentSex };
  // 'Odnaleziona' of a girl (issue 63): a word about the child in the child's gender.
  const found = pupilAdjective('Odnaleziony', pupil);
  return (
    <section role="alert" aria-labelledby={`alarm-${alarm.id}`} data-testid="alarm-banner" className="grid gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm text-foreground sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`alarm-${alarm.id}`} className="flex min-w-0 items-center gap-2 text-base font-bold text-red-800 wrap-anywhere">
          <Siren aria-hidden="true" className="size-5 shrink-0" />
          ZAGINIĘCIE UCZNIA: {alarm.studentName}
        </h2>
        <Button variant="destructive" size="sm" onClick={() => setEnding(true)}>
          {found}
        </Button>
      </div>
      {where ? <p className="wrap-anywhere">{where}</p> : null}
      <p data-testid="alarm-last-seen" className="wrap-anywhere">
        {seen
          ? `Ostatnio ${pupilAdjective('obecny', pupil)}: lista „${seen.listName}” (${formatCheckDate(seen.date)}, ${seen.time})${seen.markedBy ? `, ${verbOf('oznaczył', seen.markedBy, seen.markedByGender)} ${seen.markedBy}` : ''}${seen.markedAt ? ` o ${formatDateTime(seen.markedAt).slice(-5)}` : ''}`
          : pupilGender(pupil) === 'F'
            ? 'Żadna lista obecności nie oznaczyła jej jako obecnej.'
            : 'Żadna lista obecności nie oznaczyła go jako obecnego.'}
      </p>
      {alarm.lastLocation ? (
        <p>
          Ostatnia lokalizacja ({formatDateTime(alarm.lastLocation.at)}):{' '}
          <a className="font-medium underline" href={`https://www.openstreetmap.org/?mlat=${alarm.lastLocation.lat}&mlon=${alarm.lastLocation.lng}#map=18/${alarm.lastLocation.lat}/${alarm.lastLocation.lng}`} target="_blank" rel="noreferrer">
            {alarm.lastLocation.lat.toFixed(5)}, {alarm.lastLocation.lng.toFixed(5)}
          </a>
        </p>
      ) : null}
      {alarm.allergies ? <p className="font-medium wrap-anywhere">Alergie: {alarm.allergies}</p> : null}
      {alarm.medicines ? <p className="font-medium wrap-anywhere">Leki: {alarm.medicines}</p> : null}
      {alarm.parentPhone ? (
        <Button asChild variant="secondary" size="sm" className="w-fit">
          <a href={`tel:${alarm.parentPhone.replace(/\s+/g, '')}`}>
            <Phone aria-hidden="true" />
            Telefon rodzica: {alarm.parentPhone}
          </a>
        </Button>
      ) : alarm.hasParentPhone ? (
        <p className="text-muted-foreground">Telefon rodzica: na karcie alarmowej (po podaniu powodu).</p>
      ) : null}
      <p className="text-xs text-muted-foreground wrap-anywhere">
        {doneByLabel('ogłosił', alarm.raisedBy, alarm.raisedByGender)}, {formatDateTime(alarm.raisedAt)}
        {alarm.seenBy.length > 0 ? ` · Widzieli: ${alarm.seenBy.join(', ')}` : ''}
      </p>
      <FoundDialog tripId={tripId} alarm={alarm} found={found} open={ending} onOpenChange={setEnding} />
    </section>
  );
}

type FoundDialogProps = { tripId: string; alarm: MissingAlarm; found: string; open: boolean; onOpenChange: (open: boolean) => void };

function FoundDialog({ tripId, alarm, found, open, onOpenChange }: FoundDialogProps) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    resolveAlarm(queryClient, tripId, alarm.id, note.trim())
      .then(
        () => {
          toast.success(`Odnaleziono: ${alarm.studentName}`);
          onOpenChange(false);
        },
        (error: unknown) => toast.error(errorMessage(error)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`${found}: ${alarm.studentName}`}
        description="Alarm zniknie u wszystkich opiekunów."
        footer={<DialogActions form={`found-${alarm.id}`} pending={busy} label={found} pendingLabel="Zapisywanie..." />}
      >
        <form id={`found-${alarm.id}`} onSubmit={submit}>
          <FormField id={`found-note-${alarm.id}`} label="Gdzie i jak odnaleziono? (opcjonalnie)" maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
