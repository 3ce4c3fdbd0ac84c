import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type Room } from '@wycieczki/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { DraftNotice } from '@/components/ui/draft-notice';
import { FormField, registered } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { removeDraft, useFormDraft } from '@/lib/form-draft';
import { toastFirstFormError } from '@/lib/first-form-error';
import { useCreateRoom } from '../api/create-room';
import { useUpdateRoom } from '../api/update-room';
import { changedRoomFields, ROOM_FIELD_ORDER, roomFormSchema, toRoomFormValues, type RoomFormOutput, type RoomFormValues } from '../room-form-schema';

const FORM_ID = 'room-form';

type RoomDialogProps = {
  /** 'new' opens 'Dodaj pokój', a room opens 'Edytuj pokój', null closes. */
  target: Room | 'new' | null;
  tripId: string;
  onOpenChange: (open: boolean) => void;
};

export function RoomDialog({ target, tripId, onOpenChange }: RoomDialogProps) {
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const room = target === 'new' ? null : target;
  const busy = create.isPending || update.isPending;
  const draftName = `room:${tripId}:${room?.id ?? 'new'}`;
  const close = () => onOpenChange(false);
  /** Saved: the draft has done its work. */
  const done = () => {
    removeDraft(draftName);
    close();
  };

  const save = (values: RoomFormOutput) => {
    if (!room) {
      create.mutate(
        { tripId, room: values },
        {
          onSuccess: () => {
            toast.success('Dodano pokój');
            done();
          },
          onError: (error) => toast.error('Błąd podczas dodawania pokoju', { description: errorMessage(error) }),
        },
      );
      return;
    }
    const changes = changedRoomFields(room, values);
    if (Object.keys(changes).length === 0) return done();
    update.mutate(
      { tripId, roomId: room.id, changes },
      {
        onSuccess: () => {
          toast.success('Zaktualizowano pokój');
          done();
        },
        onError: (error) => toast.error('Błąd podczas aktualizacji pokoju', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target !== null ? (
        <DialogContent
          title={room ? 'Edytuj pokój' : 'Dodaj pokój'}
          description={room ? `Zmień numer lub pojemność pokoju ${room.number}.` : 'Podaj numer pokoju i liczbę miejsc.'}
          footer={<DialogActions form={FORM_ID} pending={busy} label={room ? 'Zapisz zmiany' : 'Dodaj pokój'} pendingLabel="Zapisywanie..." />}
        >
          <RoomForm key={room?.id ?? 'new'} room={room} draftName={draftName} onValid={save} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type RoomFormProps = { room: Room | null; draftName: string; onValid: (values: RoomFormOutput) => void };

function RoomForm({ room, draftName, onValid }: RoomFormProps) {
  const form = useForm<RoomFormValues, unknown, RoomFormOutput>({
    resolver: zodResolver(roomFormSchema),
    defaultValues: toRoomFormValues(room),
  });
  const draft = useFormDraft(draftName, form);
  const onSubmit = form.handleSubmit(onValid, toastFirstFormError(ROOM_FIELD_ORDER));

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4 min-[420px]:grid-cols-2">
      {draft.restoredAt !== null ? (
        <div className="min-[420px]:col-span-2">
          <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />
        </div>
      ) : null}
      <FormField id="room-number" label="Numer pokoju" placeholder="201" autoComplete="off" maxLength={LIMITS.roomNumberMax} {...registered(form, 'number')} />
      <FormField id="room-capacity" label="Pojemność (liczba miejsc)" type="number" inputMode="numeric" min={LIMITS.roomCapacityMin} max={LIMITS.roomCapacityMax} {...registered(form, 'capacity')} />
    </form>
  );
}
