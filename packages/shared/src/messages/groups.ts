// Groups (issue 28): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const GROUPS_MSG = {
  onlyCreatorOrLeaderGroups: 'Grupy ustala tylko twórca lub kierownik wycieczki',
  groupGuardianNotMember: 'Ten opiekun nie należy do wycieczki. Odśwież listę opiekunów.',
  groupStudentsNotFound: 'Niektórzy z wybranych uczniów nie należą już do wycieczki. Odśwież listę.',
  groupsNoStudents: 'Wycieczka nie ma jeszcze uczniów do podziału na grupy.',
} as const;
