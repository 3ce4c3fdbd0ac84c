import { MSG, type RoomingSetup, type RoomingSetupPupil } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { addApartPair, changePupil, changeRoom, checkedSetupInput, draftChanged, EMPTY_DRAFT, parseFloor, toSetupInput, toSolverInput, withDraft } from './rooming-draft';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [ANNA, OLA, JAN, GONE] = [uuid(1), uuid(2), uuid(3), uuid(9)];
const [R101, R102] = [uuid(101), uuid(102)];

const pupil = (id: string, name: string, more: Partial<RoomingSetupPupil> = {}): RoomingSetupPupil => ({
  id,
  name,
  className: '4b',
  sex: null,
  roomId: null,
  pinned: false,
  care: false,
  wishes: [],
  wishesByParent: false,
  ...more,
});

// The server's order is not the register's: Nowak, Lis, Kowalski by surname is Kowalski, Lis, Nowak.
const SETUP: RoomingSetup = {
  pupils: [
    pupil(ANNA, 'Anna Nowak', { sex: 'F', roomId: R101, pinned: true, wishes: [OLA] }),
    pupil(OLA, 'Ola Lis', { sex: 'F', wishes: [ANNA, GONE] }),
    pupil(JAN, 'Jan Kowalski', { care: true, pinned: true }),
  ],
  rooms: [
    { id: R101, number: '101', capacity: 2, floor: 1, mixed: false, forGuardians: false },
    { id: R102, number: '102', capacity: 3, floor: null, mixed: true, forGuardians: false },
  ],
  apart: [
    [ANNA, JAN],
    [OLA, GONE],
  ],
  wishesUntil: '2027-05-31',
};

describe("'Ułóż pokoje': the setup as the teacher changes it", () => {
  it('lays the changes over the server’s setup, in surname order, and keeps an unchanged pupil as it was', () => {
    const draft = changeRoom(changePupil(changePupil(EMPTY_DRAFT, JAN, { sex: 'M' }), JAN, { wishes: [ANNA, JAN] }), R102, { floor: 0 });
    const setup = withDraft(SETUP, draft);
    expect(setup.pupils.map((p) => p.name)).toEqual(['Jan Kowalski', 'Ola Lis', 'Anna Nowak']);
    // Both changes of Jan kept; his wish for himself dropped.
    expect(setup.pupils[0]).toMatchObject({ sex: 'M', wishes: [ANNA], care: true });
    expect(setup.pupils[2]).toBe(SETUP.pupils[0]);
    expect(setup.rooms[1]).toMatchObject({ floor: 0, mixed: true });
    expect(draftChanged(draft)).toBe(true);
    expect(draftChanged(EMPTY_DRAFT)).toBe(false);
  });

  it('drops wishes and pairs naming a pupil no longer on the trip, and takes a cleared date', () => {
    const setup = withDraft(SETUP, { ...EMPTY_DRAFT, wishesUntil: null });
    expect(setup.pupils.find((p) => p.id === OLA)?.wishes).toEqual([ANNA]);
    expect(setup.apart).toEqual([[ANNA, JAN]]);
    expect(setup.wishesUntil).toBeNull();
    expect(withDraft(SETUP, EMPTY_DRAFT).wishesUntil).toBe('2027-05-31');
  });

  it("adds a 'Nie razem' pair once, in either order, and never one pupil twice", () => {
    expect(addApartPair([[ANNA, JAN]], JAN, ANNA)).toEqual([[ANNA, JAN]]);
    expect(addApartPair([], OLA, OLA)).toEqual([]);
    expect(addApartPair([[ANNA, JAN]], OLA, JAN)).toEqual([
      [ANNA, JAN],
      [OLA, JAN],
    ]);
  });

  it('saves every pupil and room; a pin without a room is no pin', () => {
    const input = toSetupInput(withDraft(SETUP, EMPTY_DRAFT));
    expect(input.pupils).toEqual([
      { id: JAN, sex: null, wishes: [], pinned: false },
      { id: OLA, sex: 'F', wishes: [ANNA], pinned: false },
      { id: ANNA, sex: 'F', wishes: [OLA], pinned: true },
    ]);
    expect(input.rooms).toEqual([
      { id: R101, floor: 1, mixed: false, forGuardians: false },
      { id: R102, floor: null, mixed: true, forGuardians: false },
    ]);
    expect(input).toMatchObject({ apart: [[ANNA, JAN]], wishesUntil: '2027-05-31' });
  });

  it("checks the setup with the shared schema before sending it, and says the first problem in Polish", () => {
    expect(checkedSetupInput(withDraft(SETUP, EMPTY_DRAFT)).ok).toBe(true);
    expect(checkedSetupInput(withDraft(SETUP, changeRoom(EMPTY_DRAFT, R101, { floor: 1.5 })))).toEqual({ ok: false, message: MSG.roomingFloorInvalid });
    expect(checkedSetupInput(withDraft(SETUP, changeRoom(EMPTY_DRAFT, R101, { floor: 51 })))).toEqual({ ok: false, message: MSG.roomingFloorInvalid });
    expect(checkedSetupInput(withDraft(SETUP, { ...EMPTY_DRAFT, wishesUntil: '31.02.2027' }))).toEqual({ ok: false, message: MSG.roomingWishesUntilInvalid });
  });

  it("gives the solver each pupil pinned to the room it is in, and for 'Popraw przydział' the rooms they are in now", () => {
    const setup = withDraft(SETUP, EMPTY_DRAFT);
    const input = toSolverInput(setup);
    expect(input.pupils.map((p) => [p.name, p.pinnedRoomId, p.care])).toEqual([
      ['Jan Kowalski', null, true],
      ['Ola Lis', null, false],
      ['Anna Nowak', R101, false],
    ]);
    expect(input.rooms[0]).toEqual({ id: R101, number: '101', capacity: 2, floor: 1, mixed: false, forGuardians: false });
    expect(input.previous).toBeUndefined();
    expect(toSolverInput(setup, true).previous).toEqual({ [ANNA]: R101 });
  });

  it("reads 'Piętro': empty is not given, 0 is the ground floor", () => {
    expect(parseFloor('')).toBeNull();
    expect(parseFloor('  ')).toBeNull();
    expect(parseFloor('0')).toBe(0);
    expect(parseFloor('-1')).toBe(-1);
  });
});
