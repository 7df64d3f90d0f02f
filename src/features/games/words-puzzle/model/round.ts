import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import { singleWords, uniqueWords, type GameWord } from '@/features/games/model/game-word';
import { A1_DIRECTIONS, A2_DIRECTIONS, buildPuzzle, chooseWords, MIN_WORDS, type Puzzle } from './puzzle';

export interface Round {
  /** The hidden words; `puzzle.placements[i].word` indexes this list. */
  words: GameWord[];
  puzzle: Puzzle;
}

/** Tries of the random word choice before settling for fewer than MIN_WORDS words. */
const CHOICE_TRIES = 20;

const pickWords = (words: readonly GameWord[], lang: Lang, random: Random) =>
  chooseWords(
    uniqueWords(singleWords(words)),
    (w) => w.de,
    (w) => w.tr[lang],
    random,
  );

/** Whether a topic's words give a round (MIN_WORDS hideable words with their own clues). */
export function isPlayable(words: readonly GameWord[], lang: Lang, random: Random): boolean {
  return Array.from({ length: CHOICE_TRIES }).some(() => pickWords(words, lang, random).length >= MIN_WORDS);
}

/**
 * One round: 8–10 of the words (their clues in `lang` all different) hidden in a grid, across
 * and down at A1, also diagonally from A2 (`diagonal`). Null when the words cannot make one.
 */
export function makeRound(words: readonly GameWord[], lang: Lang, diagonal: boolean, random: Random): Round | null {
  let chosen: GameWord[] = [];
  for (let i = 0; i < CHOICE_TRIES && chosen.length < MIN_WORDS; i++) {
    const next = pickWords(words, lang, random);
    if (next.length > chosen.length) chosen = next;
  }
  if (chosen.length === 0) return null;
  const puzzle = buildPuzzle(
    chosen.map((w) => w.de),
    diagonal ? A2_DIRECTIONS : A1_DIRECTIONS,
    random,
  );
  if (!puzzle) return null;
  // buildPuzzle may leave out the last words; keep the list in step with the placements.
  return { words: chosen.slice(0, puzzle.placements.length), puzzle };
}
