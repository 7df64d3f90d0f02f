import type { VerbRootSet, WordQuizEntry, WordQuizLevel, WordSet } from './types';

/** Catalogue order of the levels (spec 000 §3): A1 nouns, verbs, adjectives, then A2, then the verb roots. */
const LEVELS: readonly WordQuizLevel[] = ['A', 'A-verbs', 'A-adjectives', 'A2', 'B'];

/**
 * The word-quiz catalogue (spec 000 §3 "Word-quiz catalogue entry") from the modules' own card
 * data. `sets` and `roots` are keyed by module file name (topics/<id>.ts, verb-roots/<id>.ts),
 * which is also the id the loader and the route use. Throws on a set whose id is not its file
 * name, on an id used twice and on two entries of one level with the same order.
 */
export function buildWordCatalogue(sets: Readonly<Record<string, WordSet>>, roots: Readonly<Record<string, VerbRootSet>>): WordQuizEntry[] {
  const placed: { order: number; entry: WordQuizEntry }[] = [];
  for (const [id, set] of Object.entries(sets)) {
    if (set.id !== id) throw new Error(`topics/${id}.ts has the id "${set.id}"`);
    const { level, order, img, descr, paywall, tag } = set.card;
    const link = level === 'A2' ? `/words/a2/${id}` : `/words/${id}`;
    placed.push({ order, entry: { level, link, img, descr, paywall, id, ...(tag ? { tag } : {}), topic: id } });
  }
  for (const [id, root] of Object.entries(roots)) {
    if (id in sets) throw new Error(`"${id}" is both a word set and a verb root`);
    const { order, img, descr } = root.card;
    placed.push({ order, entry: { level: 'B', link: `/words/${id}`, img, descr, paywall: root.paywall, id, topic: id } });
  }
  const seen = new Map<string, string>();
  for (const { order, entry } of placed) {
    const key = `${entry.level} #${order}`;
    const other = seen.get(key);
    if (other) throw new Error(`${other} and ${entry.id} both have the place ${key}`);
    seen.set(key, entry.id);
  }
  placed.sort((a, b) => LEVELS.indexOf(a.entry.level) - LEVELS.indexOf(b.entry.level) || a.order - b.order);
  return placed.map((p) => p.entry);
}
