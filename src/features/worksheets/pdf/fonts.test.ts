// @vitest-environment node
import fontkit from '@pdf-lib/fontkit';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The worksheet fonts are Noto Sans cut down to the scripts the site prints (scripts/subset-fonts.mjs:
 * 2 × 0.5 MB → 2 × 148 KB). Every character of the content, the interface strings and the sheets'
 * own text must still have its glyph, or a sheet would print an empty box.
 */
function files(dir: string, accept: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, accept);
    return accept(path) ? [path] : [];
  });
}

const sources = [
  ...files('src/features', (p) => /\/content\/.*\.ts$/.test(p) && !p.endsWith('.test.ts')),
  ...files('src/features/worksheets', (p) => /\.ts$/.test(p) && !p.endsWith('.test.ts')),
  ...files('locales', (p) => p.endsWith('.json')),
];
const characters = new Set<string>();
for (const file of sources) for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0)! >= 0x20) characters.add(ch);

/** Not in Noto Sans at all (the full font lacks them too): symbols of the screens and of code comments, never printed on a sheet. */
const NOT_IN_NOTO_SANS = new Set(['→', '↔', '−', '✓', '✗', '≥']);

describe('the worksheet fonts', () => {
  it('reads enough text to mean something', () => {
    expect(sources.length).toBeGreaterThan(200);
    for (const ch of ['ä', 'ß', 'ẞ', 'ğ', 'ł', 'ñ', 'ї', 'ў', 'ґ', '„', '“', '–', '€', '№']) expect(characters.has(ch), ch).toBe(true);
  });

  for (const name of ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf']) {
    it(`${name} has a glyph for every character the site prints, and stays small`, () => {
      const path = join('public/fonts', name);
      const font = fontkit.create(readFileSync(path));
      const missing = [...characters].filter((ch) => !NOT_IN_NOTO_SANS.has(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
      expect(missing).toEqual([]);
      expect(statSync(path).size).toBeLessThan(160 * 1024);
    });
  }
});
