import { compareBySurname, groupTooLargeMessage, MSG, studentLimitMessage, type groupAssignSchema, comparePolish, shortNames } from '@wycieczki/shared';
import type { z } from 'zod';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { readGroupGuardians, readGroupStudents, setGroups, type GroupGuardian, type GroupStudent } from './groups.repo';

type AssignInput = z.output<typeof groupAssignSchema>;

/**
 * 'Podziel automatycznie': the students by class, then by surname, cut into as many groups as the
 * trip has guardians (the leader first), sizes differing by one at most, so a class stays together
 * as far as the sizes let it. Never over the ratio: the student limit keeps students within
 * guardians × ratio, and an even split of that is within the ratio.
 */
export function splitEvenly(students: readonly GroupStudent[], guardians: readonly GroupGuardian[]): { studentId: string; guardianId: string }[] {
  const ordered = [...students].sort((a, b) => comparePolish(a.className ?? '', b.className ?? '') || compareBySurname(a.name, b.name));
  const base = Math.floor(ordered.length / guardians.length);
  const extra = ordered.length % guardians.length;
  const assignments: { studentId: string; guardianId: string }[] = [];
  let next = 0;
  guardians.forEach((guardian, index) => {
    const size = base + (index < extra ? 1 : 0);
    for (const student of ordered.slice(next, next + size)) assignments.push({ studentId: student.id, guardianId: guardian.id });
    next += size;
  });
  return assignments;
}

/**
 * 'Grupy' (issue 28): each student in the group of one guardian of the trip, at most the trip's ratio
 * of students a group. The creator and the leader split them ('Podziel automatycznie') and move them
 * by hand; every member sees the groups (the students' list carries each child's guardian).
 */
export function createGroupsService({ writer }: { writer: TripWriter }) {
  const trips = writer;

  return {
    async autoSplit(userId: Id, tripId: Id): Promise<void> {
      await trips.write(
        userId,
        tripId,
        'manageGroups',
        async ({ tx, announce }) => {
          const [{ guardians, perGuardian }, students] = await Promise.all([readGroupGuardians(tx, tripId), readGroupStudents(tx, tripId)]);
          if (students.length === 0) throw errors.validation(MSG.groupsNoStudents);
          if (Math.ceil(students.length / guardians.length) > perGuardian) throw errors.validation(studentLimitMessage(guardians.length * perGuardian, perGuardian));
          await setGroups(tx, tripId, splitEvenly(students, guardians));
          announce({ topic: 'students', action: 'updated', line: { key: 'groupsSplit', guardians: guardians.length } });
        },
        LOCK_TRIP,
      );
    },

    /** Moves the chosen students into one guardian's group (or out of every group: null). */
    async assign(userId: Id, tripId: Id, input: AssignInput): Promise<void> {
      await trips.write(
        userId,
        tripId,
        'manageGroups',
        async ({ tx, announce }) => {
          const [{ guardians, perGuardian }, students] = await Promise.all([readGroupGuardians(tx, tripId), readGroupStudents(tx, tripId)]);
          const chosen = new Set(input.studentIds);
          const moved = students.filter((s) => chosen.has(s.id));
          if (moved.length !== chosen.size) throw errors.notFound(MSG.groupStudentsNotFound);
          const guardian = input.guardianId === null ? null : guardians.find((g) => g.id === input.guardianId);
          if (guardian === undefined) throw errors.validation(MSG.groupGuardianNotMember);
          if (guardian) {
            const size = students.filter((s) => s.groupGuardianId === guardian.id || chosen.has(s.id)).length;
            if (size > perGuardian) throw errors.validation(groupTooLargeMessage(guardian.name, perGuardian));
          }
          await setGroups(tx, tripId, moved.map((s) => ({ studentId: s.id, guardianId: guardian?.id ?? null })));
          const names = shortNames(moved.map((s) => s.name));
          announce({ topic: 'students', action: 'updated', line: { key: 'groupMoved', guardian: guardian ? guardian.name : null, students: names } });
        },
        LOCK_TRIP,
      );
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
