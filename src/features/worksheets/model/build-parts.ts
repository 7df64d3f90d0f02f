import { shuffle, type Random } from '@/lib/random';
import type { Block, SheetWord } from './types';

/** What every kind of sheet is built from: its blocks and key, gaps, pairs to match, distinct items. */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = (i: number) => LETTERS[i] ?? String(i + 1);

/** A word as the learner learns it: nouns with their article. */
export function germanOf(w: SheetWord): string {
  return w.kind === 'noun' && w.article ? `${w.article} ${w.de}` : w.de;
}

/** Gaps in the practice sentences are four underscores; on paper a longer line. */
export const GAP = '________';
export const asGap = (text: string) => text.replace(/_{3,}/g, GAP);

/** One kind of sheet as built: its blocks and key, the instruction, the words and answers it asks. */
export interface Made {
  blocks: Block[];
  key: Block[];
  instructions: string;
  words: string[];
  answers: string[];
}

/** Left items numbered, right items lettered in a shuffled order; the key lists "1 – c". */
export function matching(left: string[], right: string[], random: Random): { blocks: Block[]; key: Block[] } {
  const order = shuffle(
    right.map((_, i) => i),
    random,
  );
  const shuffled = order.map((i) => right[i] ?? '');
  const letters = left.map((_, i) => letter(order.indexOf(i)));
  return {
    blocks: [{ type: 'match', left, right: shuffled }],
    key: [{ type: 'match', left, right: shuffled, letters }],
  };
}

/** Items whose `by` text is unique among the chosen ones. */
export function distinct<T>(items: readonly T[], by: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = by(item).toLocaleLowerCase('de-DE');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

