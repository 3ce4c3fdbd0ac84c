import type { RoomingSetupRoom } from '@wycieczki/shared';
import { memo, useId } from 'react';
import { Input } from '@/components/ui/input';
import { countLabel } from '@/lib/plural';
import { parseFloor, type RoomSettings } from '../rooming-draft';

const PLACES = { one: 'miejsce', few: 'miejsca', many: 'miejsc' };

type RoomingRoomRowsProps = { rooms: readonly RoomingSetupRoom[]; onChange: (roomId: string, changes: Partial<RoomSettings>) => void };

/** Per room: 'Piętro' (empty: not given, 0: parter), 'mieszany', 'dla opiekunów'. */
export function RoomingRoomRows({ rooms, onChange }: RoomingRoomRowsProps) {
  return (
    <ul aria-label="Pokoje do ułożenia" className="divide-y divide-border rounded-lg border border-border">
      {rooms.map((room) => (
        <RoomRow key={room.id} room={room} onChange={onChange} />
      ))}
    </ul>
  );
}

const RoomRow = memo(function RoomRow({ room, onChange }: { room: RoomingSetupRoom; onChange: RoomingRoomRowsProps['onChange'] }) {
  const id = useId();
  const name = `pokój ${room.number}`;
  return (
    <li className="grid gap-3 px-3 py-4 sm:px-4">
      <p className="text-sm">
        <span className="font-semibold wrap-anywhere">Pokój {room.number}</span>
        <span className="ml-1.5 text-xs text-muted-foreground">{countLabel(room.capacity, PLACES)}</span>
      </p>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="grid gap-2">
          <label htmlFor={`${id}-floor`} className="text-sm font-medium leading-none">
            Piętro<span className="sr-only">: {name}</span>
          </label>
          <Input
            id={`${id}-floor`}
            aria-label={`Piętro: ${name}`}
            type="number"
            inputMode="numeric"
            min={-2}
            max={50}
            step={1}
            placeholder="—"
            value={room.floor ?? ''}
            onChange={(event) => onChange(room.id, { floor: parseFloor(event.target.value) })}
            className="w-24 tabular-nums"
          />
        </div>
        <Check label="mieszany" name={name} checked={room.mixed} onChange={(mixed) => onChange(room.id, { mixed })} />
        <Check label="dla opiekunów" name={name} checked={room.forGuardians} onChange={(forGuardians) => onChange(room.id, { forGuardians })} />
      </div>
    </li>
  );
});

function Check({ label, name, checked, onChange }: { label: string; name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" aria-label={`${label}: ${name}`} checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 shrink-0 cursor-pointer accent-primary" />
      <span>
        {label}
        <span className="sr-only">: {name}</span>
      </span>
    </label>
  );
}
