import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, each shown to fail on a deliberate violation and to
// pass on the allowed import next to it (the files need not exist: ESLint lints the text as if it
// stood at that path).
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a repository imports neither access, realtime nor the write path', async () => {
    const file = 'apps/server/src/features/rooms/rooms.repo.ts';
    for (const bad of ['../../access/trip-access', '../../realtime/publish', '../../write/trip-write']) {
      expect(await boundaryErrors(file, `import { x } from '${bad}';\nexport const y = x;\n`), bad).toEqual([
        expect.stringContaining('Repositories import neither access nor realtime'),
      ]);
    }
    expect(await boundaryErrors(file, "import { rooms } from '../../db/schema';\nexport const y = rooms;\n")).toEqual([]);
  });

  it("a server feature does not import another feature's repository", async () => {
    const file = 'apps/server/src/features/rooms/rooms.service.ts';
    expect(await boundaryErrors(file, "import { findStudent } from '../students/students.repo';\nexport const y = findStudent;\n")).toEqual([
      expect.stringContaining("Features do not import each other's repositories (students)"),
    ]);
    expect(await boundaryErrors(file, "import { listRooms } from './rooms.repo';\nexport const y = listRooms;\n")).toEqual([]);
  });

  it('a web feature imports neither app/ nor another feature', async () => {
    const file = 'apps/web/src/features/rooms/rooms-page.tsx';
    expect(await boundaryErrors(file, "import { AppLayout } from '@/app/layout';\nexport const y = AppLayout;\n")).toEqual([
      expect.stringContaining('Features do not import app/'),
    ]);
    expect(await boundaryErrors(file, "import { StudentForm } from '@/features/students/components/student-form';\nexport const y = StudentForm;\n")).toEqual([
      expect.stringContaining('Features do not import each other (students)'),
    ]);
    expect(await boundaryErrors(file, "import { useCurrentTrip } from '@/lib/current-trip-context';\nexport const y = useCurrentTrip;\n")).toEqual([]);
  });

  it('packages/shared imports nothing from the apps', async () => {
    const file = 'packages/shared/src/limits.ts';
    expect(await boundaryErrors(file, "import { x } from '../../../apps/server/src/app';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('packages/shared imports nothing from the apps'),
    ]);
    expect(await boundaryErrors(file, "import { MSG } from './messages';\nexport const y = MSG;\n")).toEqual([]);
  });
});
