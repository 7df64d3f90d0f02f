import type { Lang } from '@/i18n/languages';
import { sample, shuffle, type Random } from '@/lib/random';
import { germanOf, translatesToItself, uniqueWords, type GameWord } from '@/features/games/model/game-word';

/**
 * "Laces": German words on the left, their translations on the right, each column shuffled; the
 * learner joins each word to its translation. A round is 10 words on two screens of 5.
 */
export const LACES_WORDS = 10;
export const LACES_SCREENS = 2;

export interface LacePair {
  /** Unique within the round; a left item and a right item belong together when their ids agree. */
  id: number;
  /** The German as learners learn it (nouns with their article). */
  de: string;
  translation: string;
}

export interface LaceScreen {
  pairs: LacePair[];
  /** The ids in the order of the German column. */
  left: number[];
  /** The ids in the order of the translation column (another shuffle). */
  right: number[];
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * The words a round can use: one per German word (never "der See" beside "die See") and one per
 * translation, so no German word has two translations on the right that read the same — a right
 * pair is never marked wrong because another word happens to share its translation. A word whose
 * translation reads as itself ("golden ↔ golden") sits out: such a pair teaches nothing.
 */
export function laceWords(words: readonly GameWord[], lang: Lang): GameWord[] {
  const germans = new Set<string>();
  const translations = new Set<string>();
  return uniqueWords(words).filter((word) => {
    const de = key(word.de);
    const tr = key(word.tr[lang]);
    if (tr === '' || germans.has(de) || translations.has(tr) || translatesToItself(word, lang)) return false;
    germans.add(de);
    translations.add(tr);
    return true;
  });
}

/** How many pairs each screen gets: as even as possible (10 → 5 + 5). */
export function screenSizes(total: number, screens: number): number[] {
  const count = Math.max(1, Math.min(screens, total));
  return Array.from({ length: count }, (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0));
}

/** A round: up to 10 random words on two screens, both columns of each screen shuffled. */
export function buildLaces(words: readonly GameWord[], lang: Lang, random: Random = Math.random): LaceScreen[] {
  const chosen = sample(laceWords(words, lang), LACES_WORDS, random).map((word, id): LacePair => ({ id, de: germanOf(word), translation: word.tr[lang] }));
  if (chosen.length === 0) return [];
  let start = 0;
  return screenSizes(chosen.length, LACES_SCREENS).map((size) => {
    const pairs = chosen.slice(start, start + size);
    start += size;
    const ids = pairs.map((p) => p.id);
    return { pairs, left: shuffle(ids, random), right: shuffle(ids, random) };
  });
}

export type Side = 'left' | 'right';

export interface LaceState {
  /** The item chosen first, waiting for its partner in the other column. */
  selected: { side: Side; id: number } | null;
  /** Ids joined so far (both items of a pair are done). */
  done: number[];
  /** Ids of words that were part of a wrong attempt (the result's words to review). */
  tried: number[];
  mistakes: number;
}

export type LaceOutcome =
  | { kind: 'ignored' }
  | { kind: 'selected'; side: Side; id: number }
  | { kind: 'cleared' }
  | { kind: 'right'; id: number }
  | { kind: 'wrong'; left: number; right: number };

export const initialLaceState: LaceState = { selected: null, done: [], tried: [], mistakes: 0 };

const addOnce = (list: readonly number[], ...ids: number[]) => [...list, ...ids.filter((id, i) => !list.includes(id) && ids.indexOf(id) === i)];

/**
 * One tap or Enter on an item. A done item does nothing; with nothing selected (or another item of
 * the same column selected) it becomes the selection; the selected item again clears it; an item
 * of the other column is an attempt: the same id joins the pair, another id is a mistake (both
 * words count as tried) and the selection is cleared either way.
 */
export function choose(state: LaceState, side: Side, id: number): { state: LaceState; outcome: LaceOutcome } {
  if (state.done.includes(id)) return { state, outcome: { kind: 'ignored' } };
  const { selected } = state;
  if (!selected || selected.side === side) {
    if (selected && selected.id === id) return { state: { ...state, selected: null }, outcome: { kind: 'cleared' } };
    return { state: { ...state, selected: { side, id } }, outcome: { kind: 'selected', side, id } };
  }
  if (selected.id === id) return { state: { ...state, selected: null, done: [...state.done, id] }, outcome: { kind: 'right', id } };
  const left = side === 'left' ? id : selected.id;
  const right = side === 'right' ? id : selected.id;
  return {
    state: { ...state, selected: null, mistakes: state.mistakes + 1, tried: addOnce(state.tried, left, right) },
    outcome: { kind: 'wrong', left, right },
  };
}

/** Escape: no item selected. */
export function clearSelection(state: LaceState): LaceState {
  return state.selected ? { ...state, selected: null } : state;
}

export function isScreenDone(state: LaceState, screen: LaceScreen): boolean {
  return screen.pairs.every((p) => state.done.includes(p.id));
}
