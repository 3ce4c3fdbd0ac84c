import { MSG, type Room } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { changedRoomFields, roomFormSchema, toRoomFormValues } from './room-form-schema';

const ROOM: Room = { id: 'r1', tripId: 't1', number: '101', capacity: 4, students: [] };

describe('the room form', () => {
  it("starts a new room at the default capacity and shows a stored one's values", () => {
    expect(toRoomFormValues(null)).toEqual({ number: '', capacity: '4' });
    expect(toRoomFormValues(ROOM)).toEqual({ number: '101', capacity: '4' });
  });

  it("checks the screen's own rules first, then the shared ones", () => {
    const first = (values: { number: string; capacity: string }) => roomFormSchema.safeParse(values).error?.issues[0]?.message;
    expect(first({ number: '  ', capacity: '4' })).toBe('Podaj numer pokoju');
    expect(first({ number: '1', capacity: 'abc' })).toBe('Pojemność musi być liczbą większą od 0');
    expect(first({ number: '1', capacity: '0' })).toBe('Pojemność musi być liczbą większą od 0');
    expect(first({ number: '1', capacity: '21' })).toBe(MSG.roomCapacityTooLarge);
    expect(first({ number: 'x'.repeat(21), capacity: '2' })).toBe(MSG.roomNumberTooLong);
    expect(roomFormSchema.parse({ number: ' 12 ', capacity: '3' })).toEqual({ number: '12', capacity: 3 });
  });

  it('sends only what changed', () => {
    expect(changedRoomFields(ROOM, { number: '101', capacity: 6 })).toEqual({ capacity: 6 });
    expect(changedRoomFields(ROOM, { number: '102', capacity: 4 })).toEqual({ number: '102' });
  });
});
