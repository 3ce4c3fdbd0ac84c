import fc from 'fast-check';
import type { Student } from '@wycieczki/shared';
import { createTrip, type TestUser } from '../factories';
import type { TestApi } from '../test-app';

// How the model-based tests (issue 63) run their sequences: each on a fresh trip, seeded (FC_SEED
// replays a failure, whose seed fast-check prints with the shrunk sequence), FC_RUNS of them.

/** Runs `runs` random sequences of `commands` (up to `maxCommands` each), each from what `start` makes. */
export async function checkModel<M extends object, R>(
  commands: fc.Arbitrary<fc.AsyncCommand<M, R>>[],
  { maxCommands, runs }: { maxCommands: number; runs: number },
  start: () => Promise<{ model: M; real: R }>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands }), async (cmds) => {
      const setup = await start();
      await fc.asyncModelRun(() => setup, cmds);
    }),
    { numRuns: Number(process.env.FC_RUNS ?? runs), ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}), verbose: 1 },
  );
}

/** A trip of `children` pupils ('Uczeń 0 Nowak', …) from `startDate` to `endDate`, its students in that order. */
export async function tripOfPupils(api: TestApi, teacher: TestUser, children: number, dates: { startDate: string; endDate: string }) {
  const trip = await createTrip(api, teacher, { ...dates, students: Array.from({ length: children }, (_, i) => ({ name: `Uczeń ${i} Nowak` })) });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken })).body.sort((a, b) => a.name.localeCompare(b.name));
  return { trip, students };
}
