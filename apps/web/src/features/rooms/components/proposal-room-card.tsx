import type { RoomingRoom } from '@wycieczki/shared';
import { memo, useId } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { SELECT_CLASS } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { shownReasonText, type ShownOutcome } from '../rooming-proposal';

type ProposalRoomCardProps = {
  room: RoomingRoom;
  /** The room's pupils, in surname order. */
  pupils: readonly { id: string; name: string }[];
  outcomes: ReadonlyMap<string, ShownOutcome>;
  names: ReadonlyMap<string, string>;
  /** The rooms a pupil may be moved to. */
  rooms: readonly RoomingRoom[];
  /** Moves are offered only on a proposal of the setup as it is now. */
  onMove: ((pupilId: string, roomId: string) => void) | null;
  /** A refused move: told under the pupil it was tried on. */
  refused: { pupilId: string; message: string } | null;
};

/** 'Pokój 12 · piętro 1 · 3/4'; 0 is the ground floor, and a floor not given is not said. */
export function proposalRoomTitle(room: RoomingRoom, count: number): string {
  const floor = room.floor === null ? null : room.floor === 0 ? 'parter' : `piętro ${room.floor}`;
  return [`Pokój ${room.number}`, floor, `${count}/${room.capacity}`].filter((part) => part !== null).join(' · ');
}

export const ProposalRoomCard = memo(function ProposalRoomCard({ room, pupils, outcomes, names, rooms, onMove, refused }: ProposalRoomCardProps) {
  const id = useId();
  const title = proposalRoomTitle(room, pupils.length);
  return (
    <Card role="group" aria-labelledby={`${id}-title`} className="flex w-full flex-col gap-3 p-4">
      <h3 id={`${id}-title`} className={cn('font-semibold wrap-anywhere', pupils.length > room.capacity && 'text-destructive')}>
        {title}
      </h3>
      {pupils.length === 0 ? (
        <p className="text-sm italic text-muted-foreground">Nikogo w tym pokoju</p>
      ) : (
        <ul aria-label={`Uczniowie w pokoju ${room.number}`} className="divide-y divide-border">
          {pupils.map((pupil) => {
            const outcome = outcomes.get(pupil.id);
            return (
              <li key={pupil.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium wrap-anywhere">{pupil.name}</span>
                  {onMove ? (
                    <label className="flex items-center gap-2 text-sm">
                      <span>
                        Przenieś<span className="sr-only">: {pupil.name}</span>
                      </span>
                      <select aria-label={`Przenieś: ${pupil.name}`} value={room.id} onChange={(event) => onMove(pupil.id, event.target.value)} className={cn(SELECT_CLASS, 'w-36')}>
                        {rooms.map((option) => (
                          <option key={option.id} value={option.id}>
                            Pokój {option.number}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                </div>
                {outcome && outcome.met.length + outcome.unmet.length > 0 ? (
                  <ul aria-label={`Wynik życzeń: ${pupil.name}`} className="grid gap-1 text-sm">
                    {outcome.met.map((friend) => (
                      <li key={friend} className="text-emerald-700 wrap-anywhere">
                        ✓ {names.get(friend) ?? '?'}
                      </li>
                    ))}
                    {outcome.unmet.map(({ pupilId, reason }) => (
                      <li key={pupilId} className="text-muted-foreground wrap-anywhere">
                        {names.get(pupilId) ?? 'uczeń spoza wycieczki'} – {shownReasonText(reason)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {refused?.pupilId === pupil.id ? <ErrorNote message={refused.message} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
});
