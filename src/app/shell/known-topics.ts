import { games } from '@/features/games/content/catalogue';
import { germanyQuizzes } from '@/features/games/content/germany-catalogue';
import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';

/** Every catalogue whose entries record progress: each entry declares the topic it records under. */
const progressCatalogues: readonly (readonly { topic: string }[])[] = [wordQuizzes, grammarCards, A2_INDEX, games, germanyQuizzes, phraseSets];

/** Every topic the site offers progress for: the section types asked from getUserResults. */
export function knownTopics(): string[] {
  return [...new Set(progressCatalogues.flatMap((catalogue) => catalogue.map((entry) => entry.topic)))];
}
