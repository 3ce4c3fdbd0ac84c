import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The import graph of an app's source (issue 49, docs/decisions/033): every static `import`/`export
// … from` of a relative path or the web app's `@/` alias, type-only imports included (a circle of
// types is still a knot for the reader). Dynamic `import()` is left out: it is how a screen loads
// lazily, and it runs after both modules have loaded.

export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const STATIC_IMPORT = /^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, root: string, alias: string | null): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (alias && specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The graph of the source under `root`, file paths relative to it; `alias`: '@/' means `root`. */
export function readImportGraph(root: string, { alias = false } = {}): ImportGraph {
  const absolute = resolve(root);
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(absolute)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
      .map((match) => resolveImport(file, match[1]!, absolute, alias ? '@/' : null))
      .filter((target): target is string => target !== null)
      .map((target) => relative(absolute, target));
    graph.set(relative(absolute, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle: the strongly connected groups of more than one file, or a file importing itself (Tarjan). */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
