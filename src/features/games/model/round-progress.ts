/**
 * Where a round of a game stands (pure; the React side is components/use-game-round.ts): the item
 * asked, its number as the header shows it, and whether it is the last.
 */

export interface RoundPosition {
  /** The index of the item asked (the last one once the engine has moved past it). */
  index: number;
  /** Its number in the header ("Word n of 10"). */
  n: number;
  /** The last item: its Next shows the result. */
  last: boolean;
}

/** The position after `asked` items of a round of `total` (the engine's `round` counts on past the end). */
export function roundPosition(asked: number, total: number): RoundPosition {
  const index = Math.max(0, Math.min(asked, total - 1));
  return { index, n: index + 1, last: index >= total - 1 };
}

/** A word (or sentence) to review: German and its translation in the interface language. */
export interface MissedItem {
  de: string;
  translation: string;
}

/** The missed list after an answer: a wrong answer adds its item, a right one leaves the list as it is. */
export function afterAnswer(missed: readonly MissedItem[], correct: boolean, item: MissedItem | undefined): MissedItem[] {
  return correct || !item ? [...missed] : [...missed, item];
}
