import type { TeaserTile } from '@/features/grammar/components/teaser';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import type { Lang } from '@/i18n/languages';
import { isPathBuilt } from '@/lib/route-registry';
import { sample } from '@/lib/random';

/** Verbs-with-prepositions tiles, loaded with the teaser (the A1 grammar content provides them). */
const tileModules = import.meta.glob<{ verbPrepositionTiles: readonly { slug: string; verbs: string[] }[] }>('/src/features/grammar/content/a1/vwp-tiles.ts', { eager: true });
const verbTiles = Object.values(tileModules)[0]?.verbPrepositionTiles ?? [];

/** The teaser's 4 random tiles (spec 000 §2): 2 word quizzes, 1 grammar quiz, 1 verbs with prepositions. */
export function teaserTiles(lang: Lang, random: () => number = Math.random): TeaserTile[] {
  const words = sample(wordQuizzes.filter((w) => isPathBuilt(w.link)), 2, random).map((w) => ({ kind: 'word' as const, title: w.descr[lang], to: w.link, img: w.img }));
  const grammar = sample(grammarCards.filter((g) => isPathBuilt(g.url) && !g.url.includes('verbs-with-prepositions')), 1, random).map((g) => ({
    kind: 'grammar' as const,
    title: g.descr[lang],
    to: g.url,
    img: g.img,
  }));
  const verbs = sample(verbTiles.filter((v) => isPathBuilt(`/grammar/${v.slug}`)), 1, random).map((v) => ({ kind: 'verbs' as const, title: v.verbs.join(', '), to: `/grammar/${v.slug}` }));
  return [...words, ...grammar, ...verbs];
}
