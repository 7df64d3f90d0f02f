// Subsets the worksheet fonts (Noto Sans Regular and Bold, SIL OFL 1.1, public/fonts/OFL.txt) to the
// scripts the site prints: Latin with its extensions (German, Turkish, Polish, Spanish), Cyrillic
// (Ukrainian, Russian, Belarusian), typographic punctuation and a few symbols. The source is
// Debian's fonts-noto-core (the same files the site shipped whole before: 2 × 0.5 MB); the result
// is committed in public/fonts. src/features/worksheets/pdf/fonts.test.ts checks that every
// character of the printable content and strings has a glyph.
//   node scripts/subset-fonts.mjs [source dir]
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

const source = process.argv[2] ?? '/usr/share/fonts/truetype/noto';
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x17f], // Latin-1 and Latin Extended-A (ä ö ü ß, ç ğ ı ş, ą ć ę ł ń ó ś ź ż, ñ ¿ ¡, ×)
  [0x250, 0x2ff], // IPA and modifier letters (pronunciations)
  [0x300, 0x36f], // combining marks (stress marks)
  [0x400, 0x45f], // Cyrillic (Ukrainian, Russian, Belarusian: і ї є ў)
  [0x490, 0x491], // Ґ ґ
  [0x1e9e, 0x1e9e], // ẞ
  [0x2010, 0x2027], // dashes, quotes „ “ ” ‚ ‘ ’, bullet, ellipsis
  [0x2030, 0x203a], // per mille, guillemets ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2116, 0x2116], // №
  [0x2190, 0x2194], // ← ↑ → ↓ ↔
  [0x2212, 0x2212], // minus
  [0x2264, 0x2265], // ≤ ≥
  [0x25a1, 0x25a1], // □ (tick boxes)
  [0x2713, 0x2717], // ✓ ✗ where the font has them
];
const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

for (const name of ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf']) {
  const full = await readFile(`${source}/${name}`);
  const subset = await subsetFont(full, text, { targetFormat: 'truetype' });
  await writeFile(`public/fonts/${name}`, subset);
  console.info(`${name}: ${(full.length / 1024).toFixed(0)} KB → ${(subset.length / 1024).toFixed(0)} KB`);
}
