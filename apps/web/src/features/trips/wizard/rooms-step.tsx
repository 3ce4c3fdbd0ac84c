import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@wycieczki/shared';
import { BedDouble, Plus, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { countLabel } from '@/lib/plural';
import { wizardRoomSchema, type DraftRoom, type WizardRoomInput } from './wizard-draft';

const FIELD_ORDER = ['number', 'capacity'] as const;
const EMPTY: WizardRoomInput = { number: '', capacity: String(LIMITS.roomCapacityDefault) };
export const PLACE_FORMS = { one: 'miejsce', few: 'miejsca', many: 'miejsc' };

type RoomsStepProps = {
  rooms: readonly DraftRoom[];
  /** Returns false (after telling the user why) when the room cannot be added. */
  onAdd: (room: z.output<typeof wizardRoomSchema>) => boolean;
  onRemove: (key: number) => void;
};

export function RoomsStep({ rooms, onAdd, onRemove }: RoomsStepProps) {
  const form = useForm<WizardRoomInput, unknown, z.output<typeof wizardRoomSchema>>({
    resolver: zodResolver(wizardRoomSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(
    (room) => {
      if (onAdd(room)) form.reset(EMPTY);
    },
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-border p-4">
        <div className="grid gap-3 min-[420px]:grid-cols-2">
          <FormField id="wizard-room-number" label="Numer pokoju" placeholder="np. 201" autoComplete="off" {...form.register('number')} />
          <FormField id="wizard-room-capacity" label="Pojemność (liczba miejsc)" type="number" inputMode="numeric" min={LIMITS.roomCapacityMin} max={LIMITS.roomCapacityMax} {...form.register('capacity')} />
        </div>
        <Button type="submit" variant="secondary" className="justify-self-start">
          <Plus aria-hidden="true" />
          Dodaj pokój
        </Button>
      </form>

      <section aria-labelledby="wizard-rooms-heading" className="grid gap-2">
        <h3 id="wizard-rooms-heading" className="text-sm font-semibold">
          Pokoje: {rooms.length}
        </h3>
        {rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nie dodano jeszcze pokoi. Możesz je dodać także później.</p>
        ) : (
          <ul className="grid gap-2 min-[420px]:grid-cols-2">
            {rooms.map((room) => (
              <li key={room.key} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
                <BedDouble aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={`Pokój ${room.number}`}>Pokój {room.number}</p>
                  <p className="text-xs text-muted-foreground">{countLabel(room.capacity, PLACE_FORMS)}</p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Usuń pokój ${room.number}`} onClick={() => onRemove(room.key)}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
