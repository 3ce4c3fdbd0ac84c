import { describe, expect, it } from 'vitest';
import { importCircles, readImportGraph, type ImportGraph } from './import-graph';

// Issue 49: no import circle on either side, checked on every CI run (docs/decisions/033).

describe('import circles', () => {
  it('finds a circle, however long, and only the files in it', () => {
    const graph: ImportGraph = new Map([
      ['write/trip-write.ts', ['features/approvals/approval-watch.ts', 'access/trip-access.ts']],
      ['features/approvals/approval-watch.ts', ['features/documents/karta.ts']],
      ['features/documents/karta.ts', ['write/trip-write.ts']],
      ['access/trip-access.ts', []],
      ['lib/self.ts', ['lib/self.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['features/approvals/approval-watch.ts', 'features/documents/karta.ts', 'write/trip-write.ts'], ['lib/self.ts']]);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('reads relative imports, type-only ones too, and the web app’s @/ alias', () => {
    const server = readImportGraph('apps/server/src');
    expect(server.get('write/trip-write.ts')).toContain('access/trip-access.ts');
    const web = readImportGraph('apps/web/src', { alias: true });
    expect([...web.values()].some((targets) => targets.includes('lib/api-client.ts'))).toBe(true);
  });

  it.each([
    ['the server', 'apps/server/src', false],
    ['the web app', 'apps/web/src', true],
    ['the shared package', 'packages/shared/src', false],
  ] as const)('%s has none', (_side, root, alias) => {
    expect(importCircles(readImportGraph(root, { alias }))).toEqual([]);
  });
});
