import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reviewed allowlist: correct German the de_DE dictionary lacks. */
export function allowlist(): Set<string> {
  return new Set(
    readFileSync(join(process.cwd(), 'tests/content/hunspell-allowlist.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
}

/** Words of German text, as hunspell should see them (hyphenated compounds kept whole). */
export function germanWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const raw of text.split(/[^\p{L}-]+/u)) {
      const word = raw.replace(/^-+|-+$/g, '');
      if (word.length > 1) words.add(word);
    }
  }
  return [...words];
}

/** Words `hunspell -d de_DE` does not know, minus the allowlist. Throws when hunspell is missing. */
export function unknownGermanWords(texts: readonly string[]): string[] {
  const input = germanWords(texts).join('\n');
  let output: string;
  try {
    output = execFileSync('hunspell', ['-d', 'de_DE', '-l'], { input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`German spell check needs hunspell with de_DE (Debian: apt-get install hunspell hunspell-de-de): ${String(error)}`);
  }
  const allowed = allowlist();
  return [...new Set(output.split('\n').map((w) => w.trim()))].filter((w) => w && !allowed.has(w)).sort();
}
