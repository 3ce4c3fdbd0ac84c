import type { TripSummary, TripTransport } from '@wycieczki/shared';
import { Bus, OctagonAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApprovedKartaNotice } from '@/components/approval-status';
import { ChooseTripState } from '@/components/choose-trip-state';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTransport } from './api/get-transport';
import { CoachCheckPanel } from './components/coach-check-panel';
import { CoachForm } from './components/coach-form';
import { InsuranceForm } from './components/insurance-form';
import { CoachSummary, InsuranceSummary } from './components/transport-summary';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10';
const TITLE = 'Przewóz i ubezpieczenie';

/**
 * 'Przewóz i ubezpieczenie' (issue 54) of the current trip: the coach and its seats, the police's
 * check of it, and the insurance the karta and the karta alarmowa print. The creator and the leader
 * fill it in; every guardian reads it.
 */
export default function TransportPage() {
  useDocumentTitle(TITLE);
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title={TITLE} />
        <ChooseTripState icon={Bus} title="Wybierz wycieczkę aby zobaczyć przewóz i ubezpieczenie" />
      </div>
    );
  }
  return <TripTransportScreen key={currentTrip.id} trip={currentTrip} />;
}

function TripTransportScreen({ trip }: { trip: TripSummary }) {
  const transport = useTransport(trip.id);
  let content;
  if (transport.isPending) content = <Spinner label="Ładowanie przewozu..." className="py-16" />;
  else if (transport.isError) {
    content = (
      <EmptyState icon={Bus} title="Nie udało się wczytać przewozu i ubezpieczenia" description={errorMessage(transport.error)}>
        <Button variant="outline" onClick={() => void transport.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else content = <Sections trip={trip} transport={transport.data} />;
  return (
    <div className={PAGE}>
      <PageHeader title={TITLE} description={trip.name} actions={<BackButton to="/trips">Wycieczki</BackButton>} />
      {content}
    </div>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Sections({ trip, transport }: { trip: TripSummary; transport: TripTransport }) {
  const passengers = transport.passengers.students + transport.passengers.guardians;
  return (
    <div className="grid gap-4">
      {transport.blockers.length > 0 ? (
        <div data-testid="transport-blockers" role="note" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-medium">
            <OctagonAlert aria-hidden="true" className="size-4 shrink-0" />
            Karty wycieczki nie można jeszcze wysłać do zatwierdzenia:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {transport.blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {transport.canEdit ? <ApprovedKartaNotice trip={trip} /> : null}
      <Section
        id="transport-coach"
        title="Przewóz"
        description={`Autokar wycieczki. Miejsc musi wystarczyć dla uczniów i opiekunów (${transport.passengers.students} + ${transport.passengers.guardians}); kierowcy mają swoje.`}
      >
        {/* Keyed by what is stored: a copy restored from the device, then the server's answer, or another leader's save, fills the form anew. */}
        {transport.canEdit ? <CoachForm key={JSON.stringify(transport.coach)} trip={trip} coach={transport.coach} passengers={passengers} /> : <CoachSummary coach={transport.coach} />}
      </Section>
      {transport.request ? (
        <Section id="transport-check" title="Kontrola autokaru przez policję">
          <CoachCheckPanel trip={trip} transport={transport} />
        </Section>
      ) : null}
      <Section
        id="transport-insurance"
        title="Ubezpieczenie"
        description={
          transport.abroad
            ? 'Wycieczka za granicę: wymagane NNW i koszty leczenia (KL) na cały czas wyjazdu. Polisa będzie na karcie wycieczki i karcie alarmowej.'
            : 'Polisa będzie na karcie wycieczki i karcie alarmowej.'
        }
      >
        {transport.canEdit ? (
          <InsuranceForm key={JSON.stringify(transport.insurance)} trip={trip} insurance={transport.insurance} abroad={transport.abroad} />
        ) : (
          <InsuranceSummary insurance={transport.insurance} />
        )}
      </Section>
    </div>
  );
}
