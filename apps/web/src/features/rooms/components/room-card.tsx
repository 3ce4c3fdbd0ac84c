import { sortBySurname, type Room } from '@wycieczki/shared';
import { BedDouble, Pencil, Trash2, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type RoomActions = { onAssign: () => void; onEdit: () => void; onDelete: () => void };

/** Without `actions` (a closed trip, issue 31) the card only shows the room. */
type RoomCardProps = { room: Room; actions?: RoomActions | undefined };

export function RoomCard({ room, actions }: RoomCardProps) {
  const taken = room.students.length;
  const full = taken >= room.capacity;
  const headingId = `room-${room.id}-title`;
  return (
    <Card data-testid="room-card" aria-labelledby={headingId} role="group" className="flex w-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
              <BedDouble aria-hidden="true" className="size-5" />
            </span>
            <h2 id={headingId} className="truncate text-lg font-semibold leading-tight" title={`Pokój ${room.number}`}>
              Pokój {room.number}
            </h2>
          </div>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums',
              full ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800',
            )}
          >
            {/* SPEC's 'assigned/capacity miejsc', read as a label and its value (issue 23). */}
            Zajęte: {taken}/{room.capacity} miejsc
          </span>
        </div>
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
          <div
            className={cn('h-full rounded-full', full ? 'bg-amber-500' : 'bg-emerald-500')}
            style={{ width: `${Math.min(100, (taken / room.capacity) * 100)}%` }}
          />
        </div>
        {taken === 0 ? (
          <p className="text-sm italic text-muted-foreground">Brak przypisanych uczniów</p>
        ) : (
          <ul aria-label={`Uczniowie w pokoju ${room.number}`} className="flex flex-wrap gap-1.5">
            {sortBySurname(room.students, (student) => student.name).map((student) => (
              <li key={student.id} className="rounded-md bg-muted px-2 py-1 text-sm">
                {student.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      {actions ? <RoomCardActions room={room} {...actions} /> : null}
    </Card>
  );
}

function RoomCardActions({ room, onAssign, onEdit, onDelete }: RoomActions & { room: Room }) {
  return (
    <div className="flex items-center gap-1 border-t border-border px-3 py-2">
      <Button variant="secondary" size="sm" onClick={onAssign} className="mr-auto">
        <UserPlus aria-hidden="true" />
        Przypisz uczniów
      </Button>
      <Button variant="ghost" size="sm" onClick={onEdit} title="Edytuj">
        <Pencil aria-hidden="true" />
        {/* On the narrowest phones the three actions share 260 px: the pencil alone, still named 'Edytuj'. */}
        <span className="max-[359px]:sr-only">Edytuj</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Usuń pokój ${room.number}`}
        title="Usuń pokój"
        onClick={onDelete}
        className="text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
