import type { VanishingText } from '../content/types';

/** The levels of the vanishing-words texts; each is the choice on the start screen and its own lazy chunk. */
export const TEXT_LEVELS = ['a1', 'a2', 'b1'] as const;

/** The texts of a level (an unknown level has none). */
export async function loadTexts(level: string): Promise<VanishingText[]> {
  switch (level) {
    case 'a1':
      return (await import('../content/vanishing/a1')).default;
    case 'a2':
      return (await import('../content/vanishing/a2')).default;
    case 'b1':
      return (await import('../content/vanishing/b1')).default;
    default:
      return [];
  }
}
