import type { Room } from '@wycieczki/shared';
import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { SELECT_CLASS } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';

type RoomSelectProps = ComponentProps<'select'> & {
  id: string;
  rooms: readonly Room[];
  /** The room the student is in now: it stays selectable even when full (the student is one of its occupants). */
  currentRoomId: string | null;
  error?: string;
};

function roomLabel(room: Room, isCurrent: boolean): string {
  const free = room.capacity - room.students.length;
  if (isCurrent) return `Pokój ${room.number} – pokój tego ucznia (zajęte: ${room.students.length} z ${room.capacity})`;
  if (free <= 0) return `Pokój ${room.number} – brak miejsc`;
  return `Pokój ${room.number} – wolne: ${free} z ${room.capacity}`;
}

export function RoomSelect({ id, rooms, currentRoomId, error, className, ...props }: RoomSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Pokój</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={cn(SELECT_CLASS, className)}
        {...props}
      >
        <option value="">Nie przypisany</option>
        {rooms.map((room) => {
          const isCurrent = room.id === currentRoomId;
          return (
            <option key={room.id} value={room.id} disabled={!isCurrent && room.students.length >= room.capacity}>
              {roomLabel(room, isCurrent)}
            </option>
          );
        })}
      </select>
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
