import path from 'node:path';

type ModuleInfo = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

const src = (file: string) => path.resolve(import.meta.dirname, '..', 'src', file);

/**
 * What every signed-in screen loads beside its page: the providers, the top bar's parts and the two
 * banners (the start loads them all before its first render: main.tsx, app/layout.tsx).
 */
const SIGNED_IN_ROOTS = [
  'app/signed-in-providers.tsx',
  'app/current-trip-switcher.tsx',
  'app/sync-status.tsx',
  'features/notifications/notification-bell.tsx',
  'components/alarm-banner.tsx',
  'components/closed-trip-banner.tsx',
].map(src);
const PAGE_ROOTS = ['trips/trips-page', 'students/students-page', 'rooms/rooms-page', 'attendance/attendance-page', 'locations/locations-page', 'profile/profile-page', 'emergency/emergency-page', 'access-log/access-log-page'].map((page) => src(`features/${page}.tsx`));
/** The documents' entries: the app's (its landing page), the sign-in screen's and the parent page's. */
const PUBLIC_ROOTS = ['main.tsx', 'sign-in/main.tsx', 'parent/main.tsx'].map(src);

/**
 * The packages the app imports through one index of everything (`import { Check } from
 * 'lucide-react'`): following the index would make every icon and every Radix primitive look used by
 * every screen. Each named import is followed to its own module instead.
 */
const BARRELS: { specifier: string; file: RegExp; exportsOf: (barrel: ModuleInfo, barrelId: string) => Map<string, string> }[] = [
  {
    specifier: 'lucide-react',
    file: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    // export { default as Check, default as CheckIcon, … } from './icons/check.mjs';
    exportsOf: (barrel, barrelId) => {
      const names = new Map<string, string>();
      for (const [, list, file] of (barrel.code ?? '').matchAll(/export \{([^}]*)\} from ['"](\.\/icons\/[^'"]+)['"]/g)) {
        const id = path.resolve(path.dirname(barrelId), file!);
        for (const [, name] of list!.matchAll(/default as (\w+)/g)) names.set(name!, id);
      }
      return names;
    },
  },
  {
    specifier: 'radix-ui',
    file: /[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
    // import * as Dialog from "@radix-ui/react-dialog";
    exportsOf: (barrel) => {
      const names = new Map<string, string>();
      for (const [, name, pkg] of (barrel.code ?? '').matchAll(/import \* as (\w+) from ['"](@radix-ui\/[^'"]+)['"]/g)) {
        const id = barrel.importedIds.find((imported) => imported.includes(`${pkg!.replace('/', path.sep)}${path.sep}`) || imported.includes(`${pkg}/`));
        if (id) names.set(name!, id);
      }
      return names;
    },
  },
];

/** The names a module imports from `specifier`: `import { Tabs as TabsPrimitive, Slot } from 'radix-ui'` → Tabs, Slot. */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${specifier}['"]`, 'g'))) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

/** The modules `root` imports statically, itself included; a barrel is followed only through the names imported from it. */
function staticClosure(graph: ModuleGraph, root: string, barrelExports: Map<string, Map<string, string>>): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const imported of info.importedIds) {
      const barrel = BARRELS.find((b) => b.file.test(imported));
      if (!barrel) {
        stack.push(imported);
        continue;
      }
      if (!barrelExports.has(barrel.specifier)) barrelExports.set(barrel.specifier, barrel.exportsOf(graph.getModuleInfo(imported) ?? { code: null, importedIds: [] }, imported));
      const exportsByName = barrelExports.get(barrel.specifier)!;
      for (const name of namedImports(info.code ?? '', barrel.specifier)) {
        const target = exportsByName.get(name);
        // A name not found (a new export form): the whole barrel is followed rather than guessing.
        stack.push(target ?? imported);
      }
    }
  }
  return seen;
}

/**
 * Everything `root` loads, now or later: its static closure and, in turn, what it imports lazily. Not
 * through another of `lazyRoots`: that one counts for itself.
 */
function reach(graph: ModuleGraph, root: string, closure: (root: string) => Set<string>, lazyRoots: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const roots = [root];
  while (roots.length > 0) {
    const next = roots.pop()!;
    if (seen.has(next) || (next !== root && lazyRoots.has(next))) continue;
    for (const module of closure(next)) {
      if (seen.has(module)) continue;
      seen.add(module);
      roots.push(...(graph.getModuleInfo(module)?.dynamicallyImportedIds ?? []));
    }
  }
  return seen;
}

/**
 * The largest module the rule for lazily shared code below takes (its code's length). That rule is
 * for the helpers and icons of a few hundred bytes each that the build would otherwise make files of
 * their own. A library one screen shows at its start and another's lazy part also uses is worth a
 * file of its own: Leaflet (450 KB; the locations' map and the meeting point's, issue 54) went into
 * every signed-in start by it, 40 KB gzip more on /trips.
 */
const LAZILY_SHARED_MAX_CHARS = 20_000;

/**
 * One chunk, 'signed-in', for the code every signed-in screen shares: the providers, the top bar's
 * parts, and what two or more screens import (TanStack Query, date-fns, the dialogs' primitives, the
 * icons, the shared queries). Left to itself the build cut that code into about 50 files of a few
 * hundred bytes each, and a signed-in screen's start spent its time asking for them (a modulepreload
 * link and a module evaluation each: issue 23). Kept out of it: what the landing page loads (it stays
 * as light as before; the sign-in screen is a document of its own), and what only one screen and its
 * own lazy parts use.
 */
export function signedInChunk(): (id: string, graph: ModuleGraph) => string | null {
  let captured: Set<string> | null = null;
  return (id, graph) => {
    if (!captured) {
      const barrelExports = new Map<string, Map<string, string>>();
      const closure = (root: string) => staticClosure(graph, root, barrelExports);
      const publicCode = new Set(PUBLIC_ROOTS.flatMap((root) => [...closure(root)]));
      const groupable = (module: string) => !publicCode.has(module) && !BARRELS.some((barrel) => barrel.file.test(module));
      const pageCount = new Map<string, number>();
      for (const page of PAGE_ROOTS) for (const module of closure(page)) pageCount.set(module, (pageCount.get(module) ?? 0) + 1);
      const shared = [...pageCount].filter(([, count]) => count >= 2).map(([module]) => module);
      const core = SIGNED_IN_ROOTS.flatMap((root) => [...closure(root)]);
      captured = new Set([...core, ...shared].filter(groupable));
      // What one screen loads at its start and other parts the app loads lazily also import (a dialog
      // of another screen, another screen): with the shared code too. Left to itself the build made
      // each of them a file of its own, a few hundred bytes each: 7 of the 19 files /trips asked for
      // with the banners already here (23 before).
      const lazyRoots = new Set([...publicCode].flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? []));
      const reachedBy = new Map<string, number>();
      for (const root of lazyRoots) for (const module of reach(graph, root, closure, lazyRoots)) reachedBy.set(module, (reachedBy.get(module) ?? 0) + 1);
      // A style sheet never: in the signed-in chunk's CSS it holds up every signed-in screen's first
      // paint (Leaflet's, small as a module, came with it while Leaflet's code did not).
      const small = (module: string) => !/\.css($|\?)/.test(module) && (graph.getModuleInfo(module)?.code?.length ?? 0) <= LAZILY_SHARED_MAX_CHARS;
      for (const module of pageCount.keys()) if ((reachedBy.get(module) ?? 0) >= 2 && groupable(module) && small(module)) captured.add(module);
    }
    return captured.has(id) ? 'signed-in' : null;
  };
}
