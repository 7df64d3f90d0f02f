import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import dictionary from 'dictionary-de';
import { loadModule } from 'hunspell-asm';

/**
 * German spell check without a system package: Hunspell itself, compiled to WebAssembly
 * (`hunspell-asm`), with the igerman98 de_DE dictionary from npm (`dictionary-de`). `npm install`
 * brings both. (nspell was tried first: it does not implement the dictionary's compounding
 * rules, so it rejects everyday compounds such as "Kühlschrank" and "Gleichberechtigung".)
 */
const factory = await loadModule();
const speller = factory.create(
  factory.mountBuffer(dictionary.aff, 'de_DE.aff'),
  factory.mountBuffer(dictionary.dic, 'de_DE.dic'),
);

const allowlistDir = join(process.cwd(), 'tests/content/allowlists');

/**
 * The reviewed allowlists (`tests/content/allowlists/<area>.txt`, one word a line, `#` comments):
 * correct German the de_DE dictionary lacks — names, loanwords, compounds, marked slang.
 */
export function allowlist(): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(allowlistDir).filter((f) => f.endsWith('.txt'))) {
    for (const line of readFileSync(join(allowlistDir, file), 'utf8').split('\n')) {
      const word = line.trim();
      if (word && !word.startsWith('#')) words.add(word);
    }
  }
  return words;
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

/** True when Hunspell knows the word (a hyphenated compound when each of its parts is known). */
export function isKnownGerman(word: string): boolean {
  return speller.spell(word) || (word.includes('-') && word.split('-').every((part) => part === '' || speller.spell(part)));
}

/** Words the de_DE dictionary does not know, minus the allowlist, sorted. */
export function unknownGermanWords(texts: readonly string[]): string[] {
  const allowed = allowlist();
  return germanWords(texts)
    .filter((w) => !allowed.has(w) && !isKnownGerman(w))
    .sort();
}
