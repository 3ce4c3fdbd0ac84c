import type { TripSummary } from '@wycieczki/shared';
import { Map, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { lazyDialog } from '@/components/lazy-dialog';
import { ConsentArchiveLink } from '@/components/consent-archive-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTrips } from './api/get-trips';
import { DeleteTripDialog } from './components/delete-trip-dialog';
import { TripCard } from './components/trip-card';

// The forms load as they open (components/lazy-dialog.tsx).
const NewTripWizard = lazyDialog(() => import('./wizard/new-trip-wizard').then((m) => m.NewTripWizard));
const EditTripDialog = lazyDialog(() => import('./components/edit-trip-dialog').then((m) => m.EditTripDialog));
const GuardiansDialog = lazyDialog(() => import('./components/guardians-dialog').then((m) => m.GuardiansDialog));
const ProgramDialog = lazyDialog(() => import('./components/program-dialog').then((m) => m.ProgramDialog));
const MessagesDialog = lazyDialog(() => import('./components/messages-dialog').then((m) => m.MessagesDialog));
const SimilarTripDialog = lazyDialog(() => import('./components/similar-trip-dialog').then((m) => m.SimilarTripDialog));

type OpenDialog = { kind: 'guardians' | 'edit' | 'delete' | 'program' | 'messages' | 'similar'; tripId: string } | null;

export default function TripsPage() {
  useDocumentTitle('Wycieczki');
  const navigate = useNavigate();
  const trips = useTrips();
  const { currentTrip, selectTrip } = useCurrentTrip();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = trips.data ?? [];
  // '/trips?wycieczka=<id>', the link of a message (issue 30: 'Dodano Cię do wycieczki'): that trip becomes the current one.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('wycieczka');
  useEffect(() => {
    if (!linked) return;
    // Chosen even when the copy kept on the device predates the trip: the provider waits for the server's list.
    selectTrip(linked);
    setSearch({}, { replace: true });
  }, [linked, selectTrip, setSearch]);
  // Looked up on every render: a trip renamed or deleted meanwhile (by anyone) shows as it is now.
  const dialogTrip = (kind: NonNullable<OpenDialog>['kind']): TripSummary | null =>
    dialog?.kind === kind ? (list.find((trip) => trip.id === dialog.tripId) ?? null) : null;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const choose = (trip: TripSummary) => {
    selectTrip(trip.id);
    toast.success(`Wybrano: ${trip.name}`);
    navigate('/students');
  };
  /** A screen of one trip opened from its card: the trip becomes the current one first. */
  const open = (trip: TripSummary, path: '/emergency' | '/access-log' | '/payments' | '/payments?widok=rozliczenie' | '/payments?widok=rozliczenie&zakoncz=1' | '/transport') => {
    selectTrip(trip.id);
    navigate(path);
  };

  const newTripButton = (
    <Button onClick={() => setWizardOpen(true)} className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Nowa wycieczka
    </Button>
  );

  let content;
  if (trips.isPending) {
    content = (
      <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner label="Ładowanie wycieczek..." />
        <p aria-hidden="true">Ładowanie wycieczek...</p>
      </div>
    );
  } else if (trips.isError) {
    content = (
      <EmptyState icon={Map} title="Błąd podczas wczytywania wycieczek">
        <Button variant="outline" onClick={() => void trips.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={Map}
        title="Nie masz jeszcze żadnych wycieczek"
        description="Utwórz pierwszą wycieczkę: kreator przeprowadzi Cię przez dane podstawowe, listę uczniów i pokoje. Tu pojawią się też wycieczki, do których doda Cię inny opiekun."
      >
        <Button onClick={() => setWizardOpen(true)}>
          <Plus aria-hidden="true" />
          Utwórz pierwszą wycieczkę
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label="Lista wycieczek" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((trip) => (
          <li key={trip.id} className="flex min-w-0">
            <TripCard
              trip={trip}
              isCurrent={trip.id === currentTrip?.id}
              onSelect={() => choose(trip)}
              onGuardians={() => setDialog({ kind: 'guardians', tripId: trip.id })}
              onEdit={() => setDialog({ kind: 'edit', tripId: trip.id })}
              onDelete={() => setDialog({ kind: 'delete', tripId: trip.id })}
              onProgram={() => setDialog({ kind: 'program', tripId: trip.id })}
              onEmergency={() => open(trip, '/emergency')}
              onAccessLog={() => open(trip, '/access-log')}
              onPayments={() => open(trip, trip.closed ? '/payments?widok=rozliczenie' : '/payments')}
              onMessages={() => setDialog({ kind: 'messages', tripId: trip.id })}
              onSimilar={() => setDialog({ kind: 'similar', tripId: trip.id })}
              onFinish={() => open(trip, '/payments?widok=rozliczenie&zakoncz=1')}
              onTransport={() => open(trip, '/transport')}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Twoje Wycieczki"
        description="Wszystkie wyjazdy, które tworzysz lub w których jesteś opiekunem"
        actions={list.length > 0 ? newTripButton : null}
      />
      {content}
      <ConsentArchiveLink />
      <NewTripWizard show={wizardOpen} open onOpenChange={setWizardOpen} />
      <GuardiansDialog show={dialogTrip('guardians') !== null} trip={dialogTrip('guardians')} onOpenChange={closeDialog} />
      <EditTripDialog show={dialogTrip('edit') !== null} trip={dialogTrip('edit')} onOpenChange={closeDialog} />
      <DeleteTripDialog trip={dialogTrip('delete')} onOpenChange={closeDialog} />
      <ProgramDialog show={dialogTrip('program') !== null} trip={dialogTrip('program')} onOpenChange={closeDialog} />
      <MessagesDialog show={dialogTrip('messages') !== null} trip={dialogTrip('messages')} onOpenChange={closeDialog} />
      <SimilarTripDialog
        show={dialogTrip('similar') !== null}
        trip={dialogTrip('similar')}
        onOpenChange={closeDialog}
        onReady={() => {
          // The wizard reads the draft just written as it opens.
          setDialog(null);
          setWizardOpen(true);
        }}
      />
    </div>
  );
}
