import type { RoomingSetup } from '@wycieczki/shared';
import { Save } from 'lucide-react';
import { useCallback, useId, useMemo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveRooming } from '../api/save-rooming';
import { changePupil, changeRoom, checkedSetupInput, draftChanged, EMPTY_DRAFT, type ApartPair, type PupilSettings, type RoomingDraft, type RoomSettings } from '../rooming-draft';
import { ApartPairs } from './apart-pairs';
import { RoomingPupilRow } from './rooming-pupil-row';
import { RoomingRoomRows } from './rooming-room-rows';
import { OFFLINE_SAVE } from '../rooming-proposal';
import type { Classmate } from './wish-picker';

type RoomingSettingsProps = {
  tripId: string;
  /** The setup with the draft laid over it. */
  setup: RoomingSetup;
  /** The trip's pupils in surname order, as the server has them (stable while the draft changes). */
  classmates: readonly Classmate[];
  names: ReadonlyMap<string, string>;
  draft: RoomingDraft;
  onDraftChange: Dispatch<SetStateAction<RoomingDraft>>;
};

/** 'Ustawienia': what the proposal needs to know, saved in one write with 'Zapisz ustawienia'. */
export function RoomingSettings({ tripId, setup, classmates, names, draft, onDraftChange }: RoomingSettingsProps) {
  const save = useSaveRooming();
  const roomNumbers = useMemo(() => new Map(setup.rooms.map((room) => [room.id, room.number])), [setup.rooms]);
  const onPupilChange = useCallback((pupilId: string, changes: Partial<PupilSettings>) => onDraftChange((d) => changePupil(d, pupilId, changes)), [onDraftChange]);
  const onRoomChange = useCallback((roomId: string, changes: Partial<RoomSettings>) => onDraftChange((d) => changeRoom(d, roomId, changes)), [onDraftChange]);
  const changed = draftChanged(draft);

  const submit = () => {
    // Offline a save would wait unseen for the network: say so instead (the proposal itself works offline).
    if (!navigator.onLine) {
      toast.error(OFFLINE_SAVE);
      return;
    }
    const checked = checkedSetupInput(setup);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    save.mutate(
      { tripId, setup: checked.input },
      {
        onSuccess: () => {
          onDraftChange((current) => (current === draft ? EMPTY_DRAFT : current));
          toast.success('Zapisano ustawienia pokoi');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="grid gap-8">
      <Section title="Uczniowie" note="Płeć decyduje o pokoju, chyba że pokój jest mieszany. Przypięty uczeń zostaje w swoim pokoju.">
        {setup.pupils.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ta wycieczka nie ma jeszcze uczniów.</p>
        ) : (
          <ul aria-label="Uczniowie do ułożenia" className="divide-y divide-border rounded-lg border border-border">
            {setup.pupils.map((pupil) => (
              <RoomingPupilRow
                key={pupil.id}
                pupil={pupil}
                classmates={classmates}
                names={names}
                roomNumber={pupil.roomId ? (roomNumbers.get(pupil.roomId) ?? null) : null}
                onChange={onPupilChange}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Pokoje" note="Piętro: puste – nie podano, 0 – parter. Na każdym piętrze z uczniami musi być pokój dla opiekunów.">
        {setup.rooms.length === 0 ? <p className="text-sm text-muted-foreground">Ta wycieczka nie ma jeszcze pokoi.</p> : <RoomingRoomRows rooms={setup.rooms} onChange={onRoomChange} />}
      </Section>
      <Section title="Nie razem" note="Widoczne tylko dla Ciebie i kierownika; nie trafia do rodziców ani do dokumentów">
        <ApartPairs pairs={setup.apart} classmates={classmates} names={names} onChange={(apart: ApartPair[]) => onDraftChange((d) => ({ ...d, apart }))} />
      </Section>
      <Section title="Życzenia od rodziców" note="Do tego dnia rodzice podają życzenia na stronie rodzica. Puste: rodzice nie podają życzeń.">
        <DatePicker
          id="rooming-wishes-until"
          label="Życzenia od rodziców do"
          optional
          value={setup.wishesUntil ?? ''}
          onChange={(value) => onDraftChange((d) => ({ ...d, wishesUntil: value === '' ? null : value }))}
        />
      </Section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={submit} disabled={save.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" />
          {save.isPending ? 'Zapisywanie...' : 'Zapisz ustawienia'}
        </Button>
        {changed ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Niezapisane zmiany. Propozycja liczy się także z nimi.
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{note}</p>
      </div>
      {children}
    </section>
  );
}
