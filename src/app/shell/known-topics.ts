import { grammarCards } from '@/features/grammar/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';

/** Every topic the site offers progress for: the section types asked from getUserResults. */
export function knownTopics(): string[] {
  const fromUrl = (url: string) => url.split('/').filter(Boolean).at(-1) ?? '';
  return [...wordQuizzes.map((w) => w.id), ...grammarCards.map((g) => fromUrl(g.url))].filter(Boolean);
}
