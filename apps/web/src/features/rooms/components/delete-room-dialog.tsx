import type { Room } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteRoom } from '../api/delete-room';

type DeleteRoomDialogProps = { tripId: string; room: Room | null; onOpenChange: (open: boolean) => void };

export function DeleteRoomDialog({ tripId, room, onOpenChange }: DeleteRoomDialogProps) {
  const remove = useDeleteRoom();
  return (
    <ConfirmDialog
      open={room !== null}
      onOpenChange={onOpenChange}
      title="Usunąć pokój?"
      description={`Czy na pewno chcesz usunąć pokój ${room?.number ?? ''}? Ta akcja jest nieodwracalna.`}
      confirmLabel="Usuń"
      busy={remove.isPending}
      onConfirm={() => {
        if (!room) return;
        remove.mutate(
          { tripId, roomId: room.id },
          {
            onSuccess: () => {
              toast.success('Usunięto pokój');
              onOpenChange(false);
            },
            onError: (error) => toast.error('Błąd podczas usuwania pokoju', { description: errorMessage(error) }),
          },
        );
      }}
    />
  );
}
