import type { RoomingSetupPupil } from '@wycieczki/shared';
import { memo, useId } from 'react';
import { SELECT_CLASS } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import type { PupilSettings } from '../rooming-draft';
import { WishPicker, type Classmate } from './wish-picker';

type RoomingPupilRowProps = {
  pupil: RoomingSetupPupil;
  classmates: readonly Classmate[];
  names: ReadonlyMap<string, string>;
  /** The number of the room the pupil is in now, if any. */
  roomNumber: string | null;
  onChange: (pupilId: string, changes: Partial<PupilSettings>) => void;
};

/** One pupil's 'Płeć', 'Życzenia' and 'Przypięty'; each control named with the pupil for a screen reader. */
export const RoomingPupilRow = memo(function RoomingPupilRow({ pupil, classmates, names, roomNumber, onChange }: RoomingPupilRowProps) {
  const id = useId();
  return (
    <li className="grid gap-3 px-3 py-4 sm:px-4">
      <p className="text-sm">
        <span className="font-semibold wrap-anywhere">{pupil.name}</span>
        {pupil.className ? <span className="ml-1.5 text-xs text-muted-foreground">{pupil.className}</span> : null}
      </p>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="grid gap-2">
          <label htmlFor={`${id}-sex`} className="text-sm font-medium leading-none">
            Płeć<span className="sr-only">: {pupil.name}</span>
          </label>
          <select
            id={`${id}-sex`}
            aria-label={`Płeć: ${pupil.name}`}
            value={pupil.sex ?? ''}
            onChange={(event) => onChange(pupil.id, { sex: event.target.value === 'F' || event.target.value === 'M' ? event.target.value : null })}
            className={cn(SELECT_CLASS, 'w-40')}
          >
            <option value="">—</option>
            <option value="F">dziewczynka</option>
            <option value="M">chłopiec</option>
          </select>
        </div>
        <label className={cn('flex min-h-11 items-center gap-2 text-sm', roomNumber === null ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer')}>
          <input
            type="checkbox"
            aria-label={`${roomNumber === null ? 'Przypięty (nie ma jeszcze pokoju)' : `Przypięty do pokoju ${roomNumber}`}: ${pupil.name}`}
            checked={pupil.pinned && roomNumber !== null}
            disabled={roomNumber === null}
            onChange={(event) => onChange(pupil.id, { pinned: event.target.checked })}
            className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          />
          <span className="min-w-0 wrap-anywhere">
            {roomNumber === null ? 'Przypięty (nie ma jeszcze pokoju)' : `Przypięty do pokoju ${roomNumber}`}
            <span className="sr-only">: {pupil.name}</span>
          </span>
        </label>
      </div>
      <WishPicker pupil={pupil} classmates={classmates} names={names} wishes={pupil.wishes} onChange={(wishes) => onChange(pupil.id, { wishes })} />
      {pupil.wishesByParent ? <p className="text-xs text-muted-foreground">Życzenia podał rodzic.</p> : null}
    </li>
  );
});
