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
// screens share a query helper, a dialog and an x icon; one screen alone uses a map. The trips screen
// shares a date helper with the archive (a screen loaded lazily, not one of the pages counted) and a
// helper of its own with its own lazily loaded dialog; the archive can open the trips screen.
const archive = src('features/archive/archive-page.tsx');
const editDialog = src('features/trips/edit-trip-dialog.tsx');
const meetingPointMap = src('features/attendance/components/meeting-point-map.tsx');
const leaflet = '/repo/node_modules/leaflet/leaflet.js';
const leafletCss = '/repo/node_modules/leaflet/dist/leaflet.css';
const modules: Record<string, { code: string; importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  [src('main.tsx')]: {
    code: "import { Slot } from 'radix-ui';\nimport { Check } from 'lucide-react';",
    importedIds: [radix, lucide],
    dynamicallyImportedIds: [src('app/signed-in-providers.tsx'), src('components/alarm-banner.tsx'), src('features/trips/trips-page.tsx'), src('features/students/students-page.tsx'), src('features/locations/locations-page.tsx'), src('features/attendance/attendance-page.tsx'), archive],
  },
  [src('components/alarm-banner.tsx')]: { code: '', importedIds: ['/repo/src/lib/phone.ts'] },
  [archive]: { code: '', importedIds: ['/repo/src/lib/date-range.ts'], dynamicallyImportedIds: [src('features/trips/trips-page.tsx')] },
  [editDialog]: { code: '', importedIds: ['/repo/src/lib/trip-fields.ts'] },
  [src('features/auth/auth-page.tsx')]: { code: '', importedIds: [] },
  [src('app/signed-in-providers.tsx')]: { code: '', importedIds: ['/repo/src/lib/query.ts'] },
  [src('features/trips/trips-page.tsx')]: {
    code: "import { Dialog } from 'radix-ui';\nimport { X, Check } from 'lucide-react';",
    importedIds: [radix, lucide, '/repo/src/lib/query.ts', '/repo/src/lib/date-range.ts', '/repo/src/lib/trip-fields.ts'],
    dynamicallyImportedIds: [editDialog],
  },
  [src('features/students/students-page.tsx')]: { code: "import { Dialog as DialogPrimitive } from 'radix-ui';\nimport { X } from 'lucide-react';", importedIds: [radix, lucide] },
  [src('features/locations/locations-page.tsx')]: { code: '', importedIds: [leaflet, leafletCss, '/repo/src/lib/map-config.ts'] },
  // The roll call loads a map of its own lazily (a meeting point's, issue 54), with the same library.
  [src('features/attendance/attendance-page.tsx')]: { code: '', importedIds: [], dynamicallyImportedIds: [meetingPointMap] },
  [meetingPointMap]: { code: '', importedIds: [leaflet, leafletCss, '/repo/src/lib/map-config.ts'] },
  [leaflet]: { code: 'x'.repeat(450_000), importedIds: [] },
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

  it("leaves a large library one screen shows at its start and another's lazy part uses out of every start", () => {
    expect(chunkOf(leaflet, graph)).toBeNull();
    // Nor its style sheet, small as it is: in the chunk's CSS it would hold up every signed-in first paint.
    expect(chunkOf(leafletCss, graph)).toBeNull();
    // What the two maps share that is small still goes with the shared code.
    expect(chunkOf('/repo/src/lib/map-config.ts', graph)).toBe('signed-in');
  });

  it('takes the banners every signed-in start loads, with what they import', () => {
    expect(chunkOf(src('components/alarm-banner.tsx'), graph)).toBe('signed-in');
    expect(chunkOf('/repo/src/lib/phone.ts', graph)).toBe('signed-in');
  });

  it("takes what a screen's start shares with another lazily loaded part, not what it shares only with its own dialog", () => {
    expect(chunkOf('/repo/src/lib/date-range.ts', graph)).toBe('signed-in');
    // The archive reaches the trips screen only by loading it: that counts once, for the trips screen.
    expect(chunkOf('/repo/src/lib/trip-fields.ts', graph)).toBeNull();
  });
});
