// What the API answers about 'Ułóż pokoje' (issue 52): the setup, to the trip's creator and leader.

export type RoomingSetupPupil = {
  id: string;
  name: string;
  className: string | null;
  sex: 'F' | 'M' | null;
  roomId: string | null;
  pinned: boolean;
  /** Allergies or medicines: the solver spreads such pupils; what they are is not sent. */
  care: boolean;
  wishes: string[];
  /** The wishes came from the parent page. */
  wishesByParent: boolean;
};

export type RoomingSetupRoom = {
  id: string;
  number: string;
  capacity: number;
  floor: number | null;
  mixed: boolean;
  forGuardians: boolean;
};

export type RoomingSetup = {
  pupils: RoomingSetupPupil[];
  rooms: RoomingSetupRoom[];
  /** 'Nie razem': never shown to parents or in documents. */
  apart: [string, string][];
  wishesUntil: string | null;
};

/** What 'Zatwierdź przydział' did. */
export type RoomingApplyResult = { moved: number; placed: number; unplaced: number };
