// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { wordLevels } from '@/app/word-levels';

/**
 * Every picture the site names must be in the production build: a missing icon is a broken image
 * that no server error reveals. The names come from the real data (every content module and
 * catalogue, walked for `img`/`icon` values) and the components' own tables, and are checked
 * against the files a real `vite build` emits.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const contentModules = import.meta.glob(['/src/features/*/content/**/*.ts', '!**/*.test.ts'], { eager: true });

function collectPictures(value: unknown, out: Set<string>, seen = new Set<object>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return out;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'img' || key === 'icon') && typeof inner === 'string') {
      if (inner !== '') out.add(inner);
    } else collectPictures(inner, out, seen);
  }
  return out;
}

function isOutputAsset(item: Rolldown.OutputChunk | Rolldown.OutputAsset): item is Rolldown.OutputAsset {
  return item.type === 'asset';
}

const named = collectPictures([contentModules, wordLevels], new Set<string>());
const iconNames = [...named].filter((name) => !name.startsWith('/'));
const publicFiles = [...named].filter((name) => name.startsWith('/'));
let built = new Map<string, string>();

beforeAll(async () => {
  const result = await build({ root, logLevel: 'silent', build: { write: false, manifest: false } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  built = new Map(outputs.filter(isOutputAsset).map((a) => [a.fileName, String(a.source)]));
}, 180_000);

describe('pictures in the build', () => {
  it('finds the pictures the content names (sanity of the walk)', () => {
    expect(iconNames.length).toBeGreaterThan(400);
    for (const name of ['busts-in-silhouette', 'bullseye', 'loudspeaker', 'red-apple']) expect(iconNames).toContain(name);
  });

  it('builds every Noto icon that content, catalogues and components name, as an SVG', () => {
    const missing = iconNames.filter((name) => !built.get(`icons/noto/${name}.svg`)?.startsWith('<svg'));
    expect(missing).toEqual([]);
  });

  it('has every picture file that content names under public/ (copied into the build as is)', () => {
    expect(publicFiles.length).toBeGreaterThan(0);
    expect(publicFiles.filter((path) => !existsSync(join(root, 'public', path)))).toEqual([]);
  });
});
