// Writes src/features/grammar/content/catalogue.ts from the A1 topic modules, so the /grammar hub
// and the footer get small cards without loading any topic's rules. Run after changing A1 topics:
//   node scripts/gen-grammar-catalogue.mjs
// tests/content/grammar-a1-content.test.ts fails when the catalogue and the topics disagree.
import { readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

/** A Noto picture per grammar topic (spec 000 §3 "Grammar topics"). */
const ICONS = {
  articles: 'memo',
  'possessive pronouns': 'key',
  'personal pronouns': 'busts-in-silhouette',
  accusative: 'bullseye',
  dative: 'wrapped-gift',
  genitive: 'puzzle-piece',
  modals: 'flexed-biceps',
  adjectives: 'artist-palette',
  conjunctions: 'link',
  questions: 'red-question-mark',
  'word order': 'abacus',
  reflexive: 'mirror',
  imperative: 'loudspeaker',
  'simple past': 'hourglass-done',
  'A2 topics': 'graduation-cap',
  other: 'books',
};

const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const dir = 'src/features/grammar/content/a1';
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !['vwp-shared.ts', 'vwp-tiles.ts'].includes(f)).sort();
  const cards = [];
  for (const file of files) {
    const topic = (await server.ssrLoadModule(`/${dir}/${file}`)).default;
    cards.push({ type: topic.type, url: `/grammar/${topic.slug}`, img: ICONS[topic.type] ?? 'books', descr: topic.title, paywall: false });
  }
  // Verbs-with-prepositions sets last, in number order; the other topics alphabetically by slug.
  const isVwp = (c) => c.url.includes('verbs-with-prepositions');
  cards.sort((a, b) => Number(isVwp(a)) - Number(isVwp(b)) || a.url.localeCompare(b.url));
  const body = `import type { GrammarExerciseCard } from './types';

/**
 * The grammar exercises of the /grammar hub and the footer (spec 000 §3 "Grammar exercise card").
 * Generated from content/a1/*.ts by scripts/gen-grammar-catalogue.mjs — do not edit by hand.
 */
export const grammarCards: readonly GrammarExerciseCard[] = ${JSON.stringify(cards, null, 2)};
`;
  writeFileSync('src/features/grammar/content/catalogue.ts', body);
  console.log(`grammar catalogue: ${cards.length} cards`);
} finally {
  await server.close();
}
