import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInChunk } from '../apps/web/build/chunk-groups';

const src = (file: string) => path.resolve(import.meta.dirname, '..', 'apps', 'web', 'src', file);
const lucide = '/repo/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const icon = (name: string) => `/repo/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const radix = '/repo/node_modules/radix-ui/dist/index.mjs';
const dialog = '/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs';
const slot = '/repo/node_modules/@radix-ui/react-slot/dist/index.mjs';

// A small app: the entry shows a button (Slot) and a check icon; the signed-in providers and two
// screens share a query helper, a dialog and an x icon; one screen alone uses a map.
const modules: Record<string, { code: string; importedIds: string[] }> = {
  [src('main.tsx')]: { code: "import { Slot } from 'radix-ui';\nimport { Check } from 'lucide-react';", importedIds: [radix, lucide] },
  [src('features/auth/auth-page.tsx')]: { code: '', importedIds: [] },
  [src('app/signed-in-providers.tsx')]: { code: '', importedIds: ['/repo/src/lib/query.ts'] },
  [src('features/trips/trips-page.tsx')]: { code: "import { Dialog } from 'radix-ui';\nimport { X, Check } from 'lucide-react';", importedIds: [radix, lucide, '/repo/src/lib/query.ts'] },
  [src('features/students/students-page.tsx')]: { code: "import { Dialog as DialogPrimitive } from 'radix-ui';\nimport { X } from 'lucide-react';", importedIds: [radix, lucide] },
  [src('features/locations/locations-page.tsx')]: { code: '', importedIds: ['/repo/node_modules/leaflet/leaflet.js'] },
  [lucide]: {
    code: "export { default as Check, default as CheckIcon } from './icons/check.mjs';\nexport { default as X, default as XIcon } from './icons/x.mjs';",
    importedIds: [icon('check'), icon('x')],
  },
  [radix]: { code: 'import * as Dialog from "@radix-ui/react-dialog";\nimport * as Slot from "@radix-ui/react-slot";', importedIds: [dialog, slot] },
};
const graph = { getModuleInfo: (id: string) => modules[id] ?? { code: '', importedIds: [] } };

describe('the signed-in chunk (apps/web/build/chunk-groups.ts)', () => {
  const chunkOf = signedInChunk();
  it('takes what every signed-in screen loads and what two screens share', () => {
    expect(chunkOf(src('app/signed-in-providers.tsx'), graph)).toBe('signed-in');
    expect(chunkOf('/repo/src/lib/query.ts', graph)).toBe('signed-in');
    expect(chunkOf(dialog, graph)).toBe('signed-in');
    expect(chunkOf(icon('x'), graph)).toBe('signed-in');
  });

  it('leaves the landing page and sign-in code where it is, following a barrel only through the names imported', () => {
    expect(chunkOf(slot, graph)).toBeNull();
    expect(chunkOf(icon('check'), graph)).toBeNull();
    expect(chunkOf(radix, graph)).toBeNull();
    expect(chunkOf(lucide, graph)).toBeNull();
  });

  it('leaves what one screen alone uses with that screen', () => {
    expect(chunkOf('/repo/node_modules/leaflet/leaflet.js', graph)).toBeNull();
  });
});
