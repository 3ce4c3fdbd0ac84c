import { keyed } from './built';

// 'Ułóż pokoje' (issue 52): the rooming's rules and its setup.
export const ROOMING_MSG = {
  roomingWishesTooMany: 'Uczeń może mieć najwyżej 3 życzenia.',
  roomingWishSelf: 'Uczeń nie może wybrać siebie.',
  roomingStudentUnknown: 'Ten uczeń nie jedzie na tę wycieczkę. Odśwież listę.',
  roomingRoomUnknown: 'Nie ma takiego pokoju na tej wycieczce. Odśwież listę pokoi.',
  roomingApartSelf: 'Para „Nie razem” to dwoje różnych uczniów.',
  roomingFloorInvalid: 'Piętro to liczba od -2 do 50 (0 to parter).',
  roomingSexInvalid: 'Płeć to dziewczynka albo chłopiec.',
  roomingWishesUntilInvalid: 'Nieprawidłowa data (oczekiwano RRRR-MM-DD).',
  onlyCreatorOrLeaderRooming: 'Pokoje układa twórca albo kierownik wycieczki.',
  roomingWishesClosed: 'Czas na życzenia dotyczące pokoju minął. O zmianę poproś kierownika wycieczki.',
  roomingPupilTwice: 'Ten sam uczeń jest w ustawieniach dwa razy. Odśwież stronę.',
  roomingErased: 'Dane wrażliwe tej wycieczki zostały już usunięte: płci, życzeń i par „Nie razem” nie można już zapisać.',
  /** What a guardian reads for every rule the leader set (issue 62): the same text whichever it is. */
  roomingRuleBroken: 'Ten przydział łamie zasady pokoi ustalone przez kierownika wycieczki (płeć, pokoje opiekunów i piętra, pary albo przypięci uczniowie). Wybierz inny pokój albo zapytaj kierownika wycieczki.',
  roomingChangedMeanwhile: 'Lista uczniów albo pokoi zmieniła się w międzyczasie. Ułóż pokoje ponownie.',
} as const;

/** A hard rule a hand-made or stale assignment breaks (issue 52), named with its room and pupils. */
export type RoomingBreach =
  | { kind: 'overCapacity'; room: string }
  | { kind: 'mixedSexes'; room: string }
  | { kind: 'noSexInRoom'; room: string; name: string }
  | { kind: 'apartTogether'; room: string; a: string; b: string }
  | { kind: 'pinnedMoved'; room: string; name: string }
  | { kind: 'guardiansRoom'; room: string }
  | { kind: 'floorWithoutGuardians'; floor: string };

/** The Polish sentence of a broken rule: live in the proposal's screen, and the server's refusal. */
export function roomingBreachMessage(breach: RoomingBreach): string {
  switch (breach.kind) {
    case 'overCapacity':
      return keyed('roomingOverCapacity', `W pokoju ${breach.room} jest więcej uczniów niż miejsc.`);
    case 'mixedSexes':
      return keyed('roomingMixedSexes', `W pokoju ${breach.room} byliby dziewczynki i chłopcy, a pokój nie jest oznaczony jako mieszany.`);
    case 'noSexInRoom':
      return keyed('roomingNoSexInRoom', `${breach.name} nie ma podanej płci: może spać tylko w pokoju mieszanym, nie w ${breach.room}.`);
    case 'apartTogether':
      return keyed('roomingApartTogether', `${breach.a} i ${breach.b} mają być „Nie razem”, a byliby w pokoju ${breach.room}.`);
    case 'pinnedMoved':
      return keyed('roomingPinnedMoved', `${breach.name} jest przypięty do pokoju ${breach.room}.`);
    case 'guardiansRoom':
      return keyed('roomingGuardiansRoom', `Pokój ${breach.room} jest dla opiekunów: nie śpią w nim uczniowie.`);
    case 'floorWithoutGuardians':
      return keyed('roomingFloorWithoutGuardians', `Na piętrze ${breach.floor} byliby uczniowie, a nie ma tam pokoju dla opiekunów.`);
  }
}
