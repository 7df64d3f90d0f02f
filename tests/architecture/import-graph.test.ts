// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, folderCycles, LAYERS, layerOf, upwardEdges, type ImportGraph } from './import-graph';

/**
 * The whole import graph of src/ (production files), static and dynamic imports: what the lint
 * rules of eslint.config.js check file by file, checked here on the graph — no cycle among files
 * or among folders, the layers in order, no feature importing another, nothing from e2e/.
 */
const graph = buildImportGraph();

describe('the import graph of src/', () => {
  it('is big enough to be the real one (no resolver failure hiding edges)', () => {
    console.info(`import graph: ${graph.files.length} files, ${graph.edges.length} edges (${graph.edges.filter((e) => e.typeOnly).length} type-only)`);
    expect(graph.files.length).toBeGreaterThan(500);
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
    expect(graph.files).toContain('src/api/client.ts');
    expect(graph.edges).toContainEqual({ from: 'src/main.tsx', to: 'src/app/router.tsx', typeOnly: false });
  });

  it('has no cycle, type-only imports included', () => {
    expect(findCycles(graph, true)).toEqual([]);
  });

  it('has no cycle between folders (src/<layer>, src/features/<feature>)', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it(`keeps the layers in order (${LAYERS.join(' → ')}), type-only imports included`, () => {
    expect(upwardEdges(graph, true).map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('places every production file in a layer', () => {
    expect(graph.files.filter((file) => layerOf(file) < 0)).toEqual([]);
  });

  it('keeps every feature to itself', () => {
    const featureOf = (file: string) => (file.startsWith('src/features/') ? file.split('/')[2] : null);
    const across = graph.edges.filter((e) => featureOf(e.from) !== null && featureOf(e.to) !== null && featureOf(e.from) !== featureOf(e.to));
    expect(across.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
    // Every feature folder is in the graph (the lint zones are generated from the same list).
    const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(features.filter((f) => !graph.files.some((file) => file.startsWith(`src/features/${f}/`)))).toEqual([]);
  });

  it('imports nothing from e2e/ or tests/', () => {
    expect(graph.outside.filter((o) => /^(e2e|tests)\//.test(o.to))).toEqual([]);
  });
});

describe('the checker itself', () => {
  const tiny = (edges: [string, string][]): ImportGraph => ({
    files: [...new Set(edges.flat())].sort(),
    edges: edges.map(([from, to]) => ({ from, to, typeOnly: false })),
    outside: [],
  });

  it('finds a cycle', () => {
    expect(findCycles(tiny([['src/lib/a.ts', 'src/lib/b.ts'], ['src/lib/b.ts', 'src/lib/c.ts'], ['src/lib/c.ts', 'src/lib/a.ts']]))).toEqual([['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/c.ts']]);
    expect(findCycles(tiny([['src/lib/a.ts', 'src/lib/b.ts']]))).toEqual([]);
  });

  it('finds a loop between folders and an arrow up a layer', () => {
    const g = tiny([['src/store/s.ts', 'src/i18n/i.ts'], ['src/i18n/i.ts', 'src/api/c.ts'], ['src/api/c.ts', 'src/store/t.ts']]);
    expect(folderCycles(g)).toEqual([['src/api', 'src/i18n', 'src/store']]);
    expect(upwardEdges(g).map((e) => e.from)).toEqual(['src/i18n/i.ts', 'src/api/c.ts']);
  });
});
