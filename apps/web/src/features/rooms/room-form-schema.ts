import { capacityText, LIMITS, roomSchema, type Room, type RoomInput } from '@wycieczki/shared';
import * as z from 'zod/mini';

/** The screen's own checks first (SPEC section 5), then the shared room rules. */
export const roomFormSchema = z.object({
  number: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Podaj numer pokoju')), roomSchema.shape.number),
  capacity: z.pipe(capacityText('Pojemność musi być liczbą większą od 0'), roomSchema.shape.capacity),
});

export type RoomFormValues = z.input<typeof roomFormSchema>;
export type RoomFormOutput = z.output<typeof roomFormSchema>;

export const ROOM_FIELD_ORDER = ['number', 'capacity'] as const;

export function toRoomFormValues(room: Room | null): RoomFormValues {
  return room ? { number: room.number, capacity: String(room.capacity) } : { number: '', capacity: String(LIMITS.roomCapacityDefault) };
}

export function changedRoomFields(room: Room, values: RoomFormOutput): Partial<RoomInput> {
  const changes: Partial<RoomInput> = {};
  if (values.number !== room.number) changes.number = values.number;
  if (values.capacity !== room.capacity) changes.capacity = values.capacity;
  return changes;
}
