import { articleCards } from '@/features/articles/content/catalogue';
import { games } from '@/features/games/content/catalogue';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { worksheets } from '@/features/worksheets/content/worksheets';
import type { FooterCatalogues } from './footer-model';

/** The catalogues the footer lists; loaded after the first paint (they sit below the fold). */
export const footerCatalogues: FooterCatalogues = {
  games,
  worksheets,
  phrases: phraseSets,
  grammar: grammarCards,
  words: wordQuizzes,
  articles: articleCards,
};
