import type { Room, TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { BedDouble, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { TRIP_CLOSED_TEXT, useTripClosed } from '@/lib/trip-closed';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useRooms } from '@/lib/trip-rooms-query';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AssignStudentsDialog } from './components/assign-students-dialog';
import { DeleteRoomDialog } from './components/delete-room-dialog';
import { RoomCard } from './components/room-card';

// The form loads as it opens (components/lazy-dialog.tsx).
const RoomDialog = lazyDialog(() => import('./components/room-dialog').then((m) => m.RoomDialog));

const PAGE = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10';
const TITLE = 'Zarządzanie Pokojami';
const SUBTITLE = 'Przypisz uczniów do pokoi hotelowych';

export default function RoomsPage() {
  useDocumentTitle('Pokoje');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title={TITLE} description={SUBTITLE} />
        <ChooseTripState icon={BedDouble} title="Wybierz wycieczkę aby zobaczyć pokoje" />
      </div>
    );
  }
  return <TripRooms key={currentTrip.id} trip={currentTrip} />;
}

type OpenDialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'assign'; roomId: string } | null;

function TripRooms({ trip }: { trip: TripSummary }) {
  const roomsQuery = useRooms(trip.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closed = useTripClosed();
  const rooms = roomsQuery.data ?? [];
  // Looked up on every render: a room changed or deleted meanwhile (by anyone) shows as it is now.
  const dialogRoom = (kind: 'edit' | 'delete' | 'assign'): Room | null =>
    dialog?.kind === kind ? (rooms.find((room) => room.id === dialog.roomId) ?? null) : null;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // 'Ułóż pokoje' (issue 52, a screen of its own, loaded as it opens): those who answer for the trip, its
  // creator and its leader (the server's 'arrangeRooms', the rule of trip.canEdit, as for 'Grupy').
  const actions = closed ? undefined : (
    <div className="flex flex-col gap-2 sm:flex-row">
      {trip.canEdit ? (
        <Button variant="outline" asChild className="w-full sm:w-auto">
          <Link to="/rooms/uloz">
            <Sparkles aria-hidden="true" />
            Ułóż pokoje
          </Link>
        </Button>
      ) : null}
      <Button onClick={() => setDialog({ kind: 'add' })} className="w-full sm:w-auto">
        <Plus aria-hidden="true" />
        Dodaj pokój
      </Button>
    </div>
  );

  let content;
  if (roomsQuery.isPending) {
    content = <Spinner label="Ładowanie pokoi..." className="py-16" />;
  } else if (roomsQuery.isError) {
    content = (
      <EmptyState icon={BedDouble} title="Błąd podczas wczytywania pokoi" description={errorMessage(roomsQuery.error)}>
        <Button variant="outline" onClick={() => void roomsQuery.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (rooms.length === 0) {
    content = (
      <EmptyState icon={BedDouble} title="Brak pokoi" description={closed ? TRIP_CLOSED_TEXT : 'Dodaj pierwszy pokój hotelowy, a potem przypisz do niego uczniów.'} />
    );
  } else {
    content = (
      <ul aria-label="Pokoje" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rooms.map((room) => (
          <li key={room.id} className="flex">
            <RoomCard
              room={room}
              actions={
                closed
                  ? undefined
                  : {
                      onAssign: () => setDialog({ kind: 'assign', roomId: room.id }),
                      onEdit: () => setDialog({ kind: 'edit', roomId: room.id }),
                      onDelete: () => setDialog({ kind: 'delete', roomId: room.id }),
                    }
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader title={TITLE} description={SUBTITLE} actions={actions} />
      {content}
      <RoomDialog show={dialog?.kind === 'add' || dialogRoom('edit') !== null} target={dialog?.kind === 'add' ? 'new' : dialogRoom('edit')} tripId={trip.id} onOpenChange={closeDialog} />
      <DeleteRoomDialog tripId={trip.id} room={dialogRoom('delete')} onOpenChange={closeDialog} />
      <AssignStudentsDialog tripId={trip.id} room={dialogRoom('assign')} onOpenChange={closeDialog} />
    </div>
  );
}
