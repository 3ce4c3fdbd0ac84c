import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, each shown to fail on a deliberate violation and to
// pass on the allowed import beside it (the files need not exist: ESLint lints the text as if it
// stood at that path).
const eslint = new ESLint();

async function boundaryErrors(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const REPO = 'apps/server/src/features/rooms/rooms.repo.ts';
const SERVICE = 'apps/server/src/features/rooms/rooms.service.ts';
const WEB = 'apps/web/src/features/rooms/rooms-page.tsx';
const SHARED = 'packages/shared/src/limits.ts';

/** [the rule, the file, the import, the message it must give, or null where the import is allowed]. */
const CASES: [string, string, string, string | null][] = [
  ['a repository does not decide access', REPO, '../../access/trip-access', 'Repositories import neither access nor realtime'],
  ['a repository does not publish', REPO, '../../realtime/publish', 'Repositories import neither access nor realtime'],
  ['a repository does not open the write path', REPO, '../../write/trip-write', 'Repositories import neither access nor realtime'],
  ['a repository reads the schema', REPO, '../../db/schema', null],
  ['the write path imports no feature', 'apps/server/src/write/trip-write.ts', '../features/approvals/approval-watch', 'The layers under the features import no feature'],
  ['the paperwork imports no feature', 'apps/server/src/paperwork/karta.ts', '../features/program/program.service', 'The layers under the features import no feature'],
  ['lib imports no feature', 'apps/server/src/lib/errors.ts', '../features/trips/trips.repo', 'The layers under the features import no feature'],
  ['the write path imports the access module', 'apps/server/src/write/trip-write.ts', '../access/trip-access', null],
  ["a feature does not read another feature's repository", SERVICE, '../students/students.repo', "Features do not import each other's repositories (students)"],
  ['a feature reads its own repository', SERVICE, './rooms.repo', null],
  ['a web feature does not import app/', WEB, '@/app/layout', 'Features do not import app/'],
  ['a web feature does not import another feature', WEB, '@/features/students/components/student-form', 'Features do not import each other (students)'],
  ['a web feature imports lib/', WEB, '@/lib/current-trip-context', null],
  ['packages/shared imports nothing from the apps', SHARED, '../../../apps/server/src/app', 'packages/shared imports nothing from the apps'],
  ['packages/shared imports itself', SHARED, './messages', null],
];

describe('import boundaries', () => {
  it.each(CASES)('%s', async (_name, file, from, message) => {
    expect(await boundaryErrors(file, from)).toEqual(message === null ? [] : [expect.stringContaining(message)]);
  });
});

describe("the entry's messages (docs/decisions/005)", () => {
  const errors = async (from: string) => {
    const [result] = await eslint.lintText(`import { ${from} } from '@wycieczki/shared';\nexport const y = ${from};\n`, { filePath: 'apps/web/src/lib/api-client.ts' });
    return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  };
  it('refuses MSG in a module of the entry', async () => {
    expect(await errors('MSG')).toEqual([expect.stringContaining('SESSION_MSG, not the whole of MSG')]);
  });
  it('takes SESSION_MSG there', async () => {
    expect(await errors('SESSION_MSG')).toEqual([]);
  });
});
