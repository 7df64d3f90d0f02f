import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';

/**
 * The import graph of src/ (production files: no tests, no mocks), built with a small resolver for
 * the two kinds of specifiers the code uses: the `@/` alias and relative paths. Bare packages
 * (react, valibot …) are left out. Static imports, `export … from` and dynamic `import()` count.
 */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type` only: erased at build time. */
  typeOnly: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Specifiers that point outside src/ (e.g. '../../e2e/x'), keyed by the importing file. */
  outside: { from: string; to: string }[];
}

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function isProductionFile(path: string): boolean {
  return /\.(ts|tsx)$/.test(path) && !/\.test\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts') && !path.startsWith('src/mocks/');
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(relative(root, full).split('\\').join('/'));
  }
}

function resolveFile(base: string): string | undefined {
  if (/\.(ts|tsx)$/.test(base) && existsSync(join(root, base))) return base;
  for (const ext of EXTENSIONS) {
    if (existsSync(join(root, base + ext))) return base + ext;
  }
  return undefined;
}

const IMPORT = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiers(code: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const m of code.matchAll(IMPORT)) found.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
  for (const m of code.matchAll(DYNAMIC)) found.push({ spec: m[1]!, typeOnly: false });
  return found;
}

export function buildImportGraph(): ImportGraph {
  const all: string[] = [];
  walk(src, all);
  const files = all.filter(isProductionFile).sort();
  const edges: ImportEdge[] = [];
  const outside: { from: string; to: string }[] = [];
  for (const from of files) {
    const code = readFileSync(join(root, from), 'utf8');
    const seen = new Map<string, boolean>();
    for (const { spec, typeOnly } of specifiers(code)) {
      let base: string;
      if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
      else if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), spec));
      else continue;
      if (!base.startsWith('src/')) {
        outside.push({ from, to: base });
        continue;
      }
      const to = resolveFile(base.replace(/\?.*$/, ''));
      if (!to || !isProductionFile(to)) continue;
      // A file imported both ways counts once, as a value import.
      seen.set(to, (seen.get(to) ?? true) && typeOnly);
    }
    for (const [to, typeOnly] of seen) edges.push({ from, to, typeOnly });
  }
  return { files, edges, outside };
}

/** Every cycle's strongly connected component (Tarjan), value imports only unless `withTypes`. */
export function findCycles(graph: ImportGraph, withTypes = false): string[][] {
  const next = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.typeOnly && !withTypes) continue;
    (next.get(e.from) ?? next.set(e.from, []).get(e.from)!).push(e.to);
  }
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) components.push(component.sort());
    }
  };
  for (const f of graph.files) if (!indices.has(f)) visit(f);
  return components;
}

/** The shared layers, lowest first: a layer imports only its own and lower ones. */
export const LAYERS = ['config', 'lib', 'i18n', 'api', 'store', 'components', 'features', 'app'] as const;

/** The layer of a src/ file; the two entry files count as the app. */
export function layerOf(file: string): number {
  const top = file.split('/')[1] ?? '';
  if (top === 'main.tsx' || top === 'entry-server.tsx') return LAYERS.indexOf('app');
  return LAYERS.indexOf(top as (typeof LAYERS)[number]);
}

/** Edges from a lower layer up to a higher one. */
export function upwardEdges(graph: ImportGraph, withTypes = false): ImportEdge[] {
  return graph.edges.filter((e) => (withTypes || !e.typeOnly) && layerOf(e.to) > layerOf(e.from));
}

/** Folder-level cycles (e.g. store → i18n → api → store), value imports only. */
export function folderCycles(graph: ImportGraph): string[][] {
  const folderOf = (f: string): string => (f.startsWith('src/features/') ? f.split('/').slice(0, 3).join('/') : f.split('/').slice(0, 2).join('/'));
  const files = new Set<string>();
  const edges: ImportEdge[] = [];
  for (const e of graph.edges) {
    const from = folderOf(e.from);
    const to = folderOf(e.to);
    files.add(from).add(to);
    if (from !== to) edges.push({ from, to, typeOnly: e.typeOnly });
  }
  return findCycles({ files: [...files].sort(), edges, outside: [] });
}
