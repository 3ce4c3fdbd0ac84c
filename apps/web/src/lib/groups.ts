import { groupName, userGender, type Guardian, type Student } from '@wycieczki/shared';
import { useCallback, useMemo, useState } from 'react';
import { useGuardians } from './trip-guardians-query';
import { useAuth } from './use-session';

/** The trip's groups as the screens show them (issue 28): each student's guardian and the group's name. */
export type TripGroups = {
  /** The guardian whose group the student is in; undefined when not in a group. */
  guardianOf(studentId: string): Guardian | undefined;
  /** 'Grupa Anny Nowak' (or 'Grupa: …' for a name the rules cannot decline). */
  nameOf(guardianId: string): string;
  /** Whether the trip is split into groups at all. */
  split: boolean;
  /** The signed-in guardian's own group has students. */
  haveMine: boolean;
  myId: string | null;
  guardians: Guardian[];
};

const NO_GUARDIANS: Guardian[] = [];

export function useTripGroups(tripId: string, students: readonly Pick<Student, 'id' | 'groupGuardianId'>[]): TripGroups {
  const guardians = useGuardians(tripId).data ?? NO_GUARDIANS;
  const myId = useAuth().user?.id ?? null;
  return useMemo(() => {
    const byId = new Map(guardians.map((g) => [g.id, g]));
    const ofStudent = new Map(students.flatMap((s) => (s.groupGuardianId && byId.has(s.groupGuardianId) ? [[s.id, byId.get(s.groupGuardianId)!] as const] : [])));
    return {
      guardianOf: (studentId) => ofStudent.get(studentId),
      nameOf: (guardianId) => {
        const guardian = byId.get(guardianId);
        const name = guardian?.fullName || guardian?.email || '';
        return groupName(name, userGender(name, guardian?.grammaticalGender));
      },
      split: ofStudent.size > 0,
      haveMine: myId !== null && students.some((s) => s.groupGuardianId === myId),
      myId,
      guardians,
    };
  }, [guardians, students, myId]);
}

const storageKey = (tripId: string) => `wycieczki.myGroup.${tripId}`;

/** 'Moja grupa': shown only my group's students, remembered on this device per trip. */
export function useMyGroupOnly(tripId: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(storageKey(tripId)) === '1';
    } catch {
      return false;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      try {
        if (next) localStorage.setItem(storageKey(tripId), '1');
        else localStorage.removeItem(storageKey(tripId));
      } catch {
        // Private mode: remembered for this screen only.
      }
    },
    [tripId],
  );
  return [on, set];
}
