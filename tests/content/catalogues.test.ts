// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@/lib/catalogue-file';

/**
 * Every generated catalogue equals what its content modules give today (built by the same
 * functions `npm run catalogues` uses): a changed module without a re-generated catalogue, or a
 * catalogue edited by hand, fails here.
 */
const areas = import.meta.glob<() => CatalogueFile[]>('/src/features/*/content/catalogue-files.ts', { eager: true, import: 'catalogueFiles' });
const files = Object.values(areas).flatMap((catalogueFiles) => catalogueFiles());

describe('generated catalogues', () => {
  it('covers the word quizzes, the A1 grammar cards and the A2 index', () => {
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['src/features/grammar/content/a2-index.ts', 'src/features/grammar/content/catalogue.ts', 'src/features/words/content/catalogue.ts']),
    );
  });

  it.each(files.map((f) => [f.path, f] as const))('%s is up to date (run `npm run catalogues`)', (path, file) => {
    expect(readFileSync(path, 'utf8')).toBe(file.text);
  });

  it('no catalogue imports topic data (each topic stays its own lazy chunk)', () => {
    for (const file of files) {
      const imports = [...file.text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports, file.path).toEqual(['./types']);
    }
  });

  it('the app never imports the generator-only module lists', () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const importers = Object.entries(sources).filter(([, text]) => /from '[^']*catalogue-files'/.test(text)).map(([path]) => path);
    expect(importers).toEqual([]);
  });
});
