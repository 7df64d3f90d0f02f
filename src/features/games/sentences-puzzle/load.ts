import type { SentencePuzzle } from '../content/types';

/** The levels of the sentences puzzle: the choice keys (and where their stars are kept). */
export const PUZZLE_LEVELS = ['a1', 'a2', 'b1'] as const;

/** The sentences of a level, each level its own chunk. */
export function loadSentences(level: string): Promise<SentencePuzzle[]> {
  switch (level) {
    case 'a1':
      return import('../content/sentences/a1').then((m) => m.default);
    case 'a2':
      return import('../content/sentences/a2').then((m) => m.default);
    case 'b1':
      return import('../content/sentences/b1').then((m) => m.default);
    default:
      return Promise.reject(new Error(`No sentences for level ${level}`));
  }
}
