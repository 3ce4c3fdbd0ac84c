import { GENERAL_EMERGENCY, numbersToDial, telHref, type EmergencyCard, type EmergencyContact, type EmergencyStudent, type Student, type TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { BedDouble, FileDown, Search, ShieldAlert, ShieldCheck, SearchX, Siren } from 'lucide-react';
import { useState } from 'react';
import { useMyGroupOnly, useTripGroups } from '@/lib/groups';
import { useStudents } from '@/lib/trip-students-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useTripClosed } from '@/lib/trip-closed';
import { formatCheckDate } from '@/lib/format-date';
import { matchesName } from '@/lib/match-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/toast';
import { downloadEmergencyPdf, useEmergencyCard } from './api/emergency';
import { RevealPhoneDialog } from './components/reveal-phone-dialog';
import { PhoneLink, StudentRow } from './components/emergency-student-row';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Karta alarmowa' (issue 16): for a child missing in a museum or taken ill at night. Every guardian
 * of the trip reads it, with no network too (it is kept on the device like the trip's other data,
 * never with a PESEL, and with parents' phones only on the creator's device).
 */
export default function EmergencyPage() {
  useDocumentTitle('Karta alarmowa');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title="Karta alarmowa" />
        <ChooseTripState icon={ShieldAlert} title="Wybierz wycieczkę aby zobaczyć kartę alarmową" />
      </div>
    );
  }
  return <TripEmergencyCard key={currentTrip.id} trip={currentTrip} />;
}

function TripEmergencyCard({ trip }: { trip: TripSummary }) {
  const card = useEmergencyCard(trip.id);
  let content;
  if (card.isPending) content = <Spinner label="Ładowanie karty alarmowej..." className="py-16" />;
  else if (card.isError) {
    content = (
      <EmptyState icon={ShieldAlert} title="Nie udało się wczytać karty alarmowej" description={errorMessage(card.error)}>
        <Button variant="outline" onClick={() => void card.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else content = <CardContent tripId={trip.id} card={card.data} />;
  return (
    <div className={PAGE}>
      <PageHeader title="Karta alarmowa" description={trip.name} actions={<DownloadPdf tripId={trip.id} />} />
      {content}
    </div>
  );
}

/** 'Karta alarmowa (PDF)': the card to print and take, without any parent's phone (issue 31). */
function DownloadPdf({ tripId }: { tripId: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadEmergencyPdf(tripId)
      .then(
        () => toast.success('Pobrano kartę alarmową'),
        (error: unknown) => toast.error('Nie udało się pobrać karty alarmowej', { description: errorMessage(error) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" onClick={download} disabled={busy} className="w-full sm:w-auto">
      <FileDown aria-hidden="true" />
      {busy ? 'Przygotowywanie...' : 'Karta alarmowa (PDF)'}
    </Button>
  );
}

const NO_STUDENTS: Student[] = [];

function CardContent({ tripId, card }: { tripId: string; card: EmergencyCard }) {
  const [query, setQuery] = useState('');
  // 'Grupy' (issue 28): each child's guardian, from the students' list kept on the device.
  const groups = useTripGroups(tripId, useStudents(tripId).data ?? NO_STUDENTS);
  const [myGroupOnly, setMyGroupOnly] = useMyGroupOnly(tripId);
  const mineOnly = myGroupOnly && groups.haveMine;
  const groupOf = (studentId: string) => {
    const guardian = groups.guardianOf(studentId);
    return guardian ? groups.nameOf(guardian.id) : undefined;
  };
  const [asking, setAsking] = useState<EmergencyStudent | null>(null);
  // A closed trip (issue 31) is over: no alarm to raise, no numbers left to set; a parent's phone still shows.
  const closed = useTripClosed();
  // Revealed numbers live here only: never in the query cache, never on the device, gone with the screen.
  const [revealed, setRevealed] = useState<Record<string, string[]>>({});
  const visible = card.students.filter((student) => matchesName(student.name, query) && (!mineOnly || groups.guardianOf(student.id)?.id === groups.myId));

  return (
    <div className="grid gap-6">
      <NumbersToDial card={card} closed={closed} />
      <section aria-labelledby="emergency-contacts" className="grid gap-3">
        <h2 id="emergency-contacts" className="text-lg font-semibold">
          Opiekunowie
        </h2>
        <Card className="divide-y divide-border">
          {card.contacts.map((contact) => (
            <ContactRow key={contact.userId} contact={contact} />
          ))}
        </Card>
        <Card data-testid="emergency-lodging" className="flex gap-3 p-4">
          <BedDouble aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {card.lodging ? (
            <p className="min-w-0 text-sm">
              <span className="font-medium">Nocleg {formatCheckDate(card.lodging.day)}:</span> <span className="wrap-anywhere">{card.lodging.text}</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Program wycieczki nie podaje adresu noclegu.</p>
          )}
        </Card>
        {/* 'Ubezpieczenie' (issue 54): the insurer's assistance line, to call from wherever the trip is. */}
        {card.insurance ? (
          <Card data-testid="emergency-insurance" className="flex gap-3 p-4">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid min-w-0 gap-1 text-sm">
              <p className="wrap-anywhere">
                <span className="font-medium">Ubezpieczenie:</span> {card.insurance.insurer}, polisa nr {card.insurance.policyNumber}
              </p>
              <p>
                <a href={telHref(card.insurance.emergencyPhone)} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {card.insurance.emergencyPhone}
                </a>{' '}
                <span className="text-muted-foreground">telefon alarmowy ubezpieczyciela</span>
              </p>
            </div>
          </Card>
        ) : null}
      </section>

      <section aria-labelledby="emergency-students" className="grid gap-3">
        <h2 id="emergency-students" className="text-lg font-semibold">
          Uczniowie ({card.students.length})
        </h2>
        {card.canSeePhones ? null : (
          <p className="text-sm text-muted-foreground">
            Telefon rodzica zobaczysz po podaniu powodu. Każde wyświetlenie jest zapisywane w dzienniku dostępu, który czyta twórca wycieczki.
            {card.revealsLeft !== null ? ` W tej godzinie możesz wyświetlić jeszcze ${card.revealsLeft} z 20 numerów.` : null}
          </p>
        )}
        {groups.haveMine ? (
          <Button className="w-fit" variant={mineOnly ? 'default' : 'outline'} size="sm" aria-pressed={mineOnly} onClick={() => setMyGroupOnly(!mineOnly)}>
            Moja grupa
          </Button>
        ) : null}
        <div className="relative">
          <Label htmlFor="emergency-search" className="sr-only">
            Szukaj ucznia
          </Label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="emergency-search" type="search" placeholder="Szukaj ucznia..." value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
        </div>
        {visible.length === 0 ? (
          <EmptyState icon={SearchX} title={card.students.length === 0 ? 'Brak uczniów na tej wycieczce' : 'Nie znaleziono uczniów'} />
        ) : (
          <Card>
            <ul className="divide-y divide-border">
              {visible.map((student) => (
                <StudentRow
                  key={student.id}
                  group={groupOf(student.id)}
                  tripId={tripId}
                  student={student}
                  phones={student.parentPhone ? [student.parentPhone, ...(student.parentPhone2 ? [student.parentPhone2] : [])] : (revealed[student.id] ?? [])}
                  onAsk={() => setAsking(student)}
                  canAlarm={!closed}
                />
              ))}
            </ul>
          </Card>
        )}
      </section>
      <RevealPhoneDialog
        tripId={card.tripId}
        student={asking}
        revealsLeft={card.revealsLeft}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onRevealed={(studentId, phones) => {
          setRevealed((known) => ({ ...known, [studentId]: phones }));
          setAsking(null);
        }}
      />
    </div>
  );
}

const ROLE: Record<'leader' | 'creator' | 'guardian', string> = { leader: 'Kierownik', creator: 'Twórca wycieczki', guardian: 'Opiekun' };

function ContactRow({ contact }: { contact: EmergencyContact }) {
  const role = contact.isLeader ? ROLE.leader : contact.isCreator ? ROLE.creator : ROLE.guardian;
  return (
    <div data-testid="emergency-contact" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">{contact.name}</p>
        <p className="text-xs text-muted-foreground">{role}</p>
      </div>
      {contact.phone ? (
        <PhoneLink phone={contact.phone} />
      ) : (
        <span className="text-sm text-muted-foreground italic">Brak telefonu w profilu</span>
      )}
    </div>
  );
}

/**
 * 'Numery alarmowe' (issue 31): 112 first and largest, then GOPR/TOPR in the mountains, WOPR by the
 * water and the leader's own numbers, each a tap away from dialling.
 */
function NumbersToDial({ card, closed }: { card: EmergencyCard; closed: boolean }) {
  const more = numbersToDial(card);
  return (
    <section aria-labelledby="emergency-numbers" className="grid gap-3">
      <h2 id="emergency-numbers" className="text-lg font-semibold">
        Numery alarmowe
      </h2>
      <Card className="grid gap-3 p-4">
        <a
          href={telHref(GENERAL_EMERGENCY.phones[0]!)}
          className="flex min-h-14 items-center gap-3 rounded-lg bg-destructive px-4 text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Siren aria-hidden="true" className="size-6 shrink-0" />
          <span className="text-3xl font-bold tabular-nums">112</span>
          <span className="text-sm">{GENERAL_EMERGENCY.label}</span>
        </a>
        {more.length > 0 ? (
          <ul className="grid gap-2" aria-label="Inne numery alarmowe">
            {more.map((line) => (
              <li key={`${line.label}-${line.phones.join()}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium wrap-anywhere">{line.label}:</span>
                <span className="flex flex-wrap items-center gap-2">
                  {line.phones.map((phone, index) => (
                    <span key={phone} className="flex items-center gap-2">
                      {index > 0 ? <span className="text-sm text-muted-foreground">lub</span> : null}
                      <PhoneLink phone={phone} />
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {closed ? null : <p className="text-xs text-muted-foreground">GOPR/TOPR, WOPR i dodatkowe numery ustawia kierownik w edycji wycieczki.</p>}
      </Card>
    </section>
  );
}
