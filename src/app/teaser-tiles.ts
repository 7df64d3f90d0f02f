import type { TeaserTile } from '@/features/grammar/components/teaser';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import type { Lang } from '@/i18n/languages';
import { shuffle } from '@/lib/random';

/** Verbs-with-prepositions tiles, loaded with the teaser (the A1 grammar content provides them). */
const tileModules = import.meta.glob<{ verbPrepositionTiles: readonly { slug: string; verbs: string[] }[] }>('/src/features/grammar/content/a1/vwp-tiles.ts', { eager: true });
const verbTiles = Object.values(tileModules)[0]?.verbPrepositionTiles ?? [];

/** Up to n random items that pass `keep`: the same choice as sampling from the filtered list. */
function sampleWhere<T>(items: readonly T[], n: number, keep: (item: T) => boolean, random: () => number): T[] {
  const out: T[] = [];
  for (const item of shuffle(items, random)) {
    if (out.length === n) break;
    if (keep(item)) out.push(item);
  }
  return out;
}

/** The teaser's 4 random tiles (spec 000 §2): 2 word quizzes, 1 grammar quiz, 1 verbs with prepositions. */
export function teaserTiles(lang: Lang, random: () => number = Math.random): TeaserTile[] {
  const words = sampleWhere(wordQuizzes, 2, () => true, random).map((w) => ({ kind: 'word' as const, title: w.descr[lang], to: w.link, img: w.img }));
  const grammar = sampleWhere(grammarCards, 1, (g) => !g.url.includes('verbs-with-prepositions'), random).map((g) => ({
    kind: 'grammar' as const,
    title: g.descr[lang],
    to: g.url,
    img: g.img,
  }));
  const verbs = sampleWhere(verbTiles, 1, () => true, random).map((v) => ({ kind: 'verbs' as const, title: v.verbs.join(', '), to: `/grammar/${v.slug}` }));
  return [...words, ...grammar, ...verbs];
}
