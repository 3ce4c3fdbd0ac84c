import type { Room } from '@wycieczki/shared';
import { DeletionDialog } from '@/components/deletion-dialog';
import { useDeleteRoom } from '../api/delete-room';

type DeleteRoomDialogProps = { tripId: string; room: Room | null; onOpenChange: (open: boolean) => void };

export function DeleteRoomDialog({ tripId, room, onOpenChange }: DeleteRoomDialogProps) {
  return (
    <DeletionDialog
      target={room}
      onOpenChange={onOpenChange}
      deletion={useDeleteRoom()}
      variables={(r) => ({ tripId, roomId: r.id })}
      title="Usunąć pokój?"
      description={(r) => `Czy na pewno chcesz usunąć pokój ${r?.number ?? ''}? Ta akcja jest nieodwracalna.`}
      texts={{ done: 'Usunięto pokój', failed: 'Błąd podczas usuwania pokoju' }}
    />
  );
}
