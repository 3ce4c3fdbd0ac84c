// 'Ułóż pokoje' (issue 52): what the solver takes and gives.

export type RoomingSex = 'F' | 'M';

export type RoomingPupil = {
  id: string;
  name: string;
  /** Null: placed only in a room marked 'mieszany'. */
  sex: RoomingSex | null;
  /** Up to three classmates, in the order wished. Ids not on the trip are reported, not placed. */
  wishes: readonly string[];
  /** 'Przypięty': stays in this room whatever else moves. */
  pinnedRoomId: string | null;
  /** Allergies or medicines: such pupils are spread over the rooms where it costs no wish. */
  care: boolean;
};

export type RoomingRoom = {
  id: string;
  number: string;
  capacity: number;
  /** Null: the floor is not given (all such rooms count as one floor). */
  floor: number | null;
  /** 'mieszany': girls and boys (and pupils without a sex given) may share it. */
  mixed: boolean;
  /** 'dla opiekunów': no pupil is placed in it; a floor with pupils needs one. */
  forGuardians: boolean;
};

export type RoomingInput = {
  pupils: readonly RoomingPupil[];
  rooms: readonly RoomingRoom[];
  /** 'Nie razem': pairs never in one room. */
  apart: readonly (readonly [string, string])[];
  /** 'Popraw przydział': the assignment saved before; the proposal moves as few of them as it can. */
  previous?: Readonly<Record<string, string>>;
};

export type UnmetReason =
  | { kind: 'notOnTrip' }
  | { kind: 'otherSex' }
  | { kind: 'apart' }
  | { kind: 'full'; room: string }
  | { kind: 'pinned' }
  | { kind: 'notPlaced' }
  | { kind: 'tradeOff' };

export type PupilOutcome = {
  pupilId: string;
  roomId: string;
  met: string[];
  unmet: { pupilId: string; reason: UnmetReason }[];
};

export type RoomingSummary = {
  pupils: number;
  /** Pupils with at least one wish who have at least one of them met. */
  withFriend: number;
  withWishes: number;
  wishes: number;
  wishesMet: number;
  mutualMet: number;
  /** 'Popraw przydział': pupils in another room than before. */
  moved: string[];
};

export type RoomingResult =
  | { ok: true; assignment: Record<string, string>; outcomes: PupilOutcome[]; summary: RoomingSummary }
  | { ok: false; problems: RoomingProblem[] };

export type RoomingProblem =
  /** sex null: pupils without a sex given (mixed rooms only); 'all': every pupil. */
  /** `pupils`: for the pupils without a sex, who they are (the form's 'Płeć' is where it is put right). */
  | { kind: 'beds'; sex: RoomingSex | null | 'all'; needed: number; available: number; pupils?: string[] }
  | { kind: 'noGuardiansRoom'; floor: number | null }
  | { kind: 'pinnedInvalid'; pupil: string; room: string }
  | { kind: 'apartPinned'; a: string; b: string; room: string }
  | { kind: 'apartUnsolvable' };
