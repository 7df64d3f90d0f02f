/**
 * The practice games (spec 001 §2, §4 "Nine game modes"). The spec leaves the quiz-type numbers
 * open; ours: flashcards has two variants (1 front first, 2 starting flipped), so nine games are
 * ten quiz types. `type` is what the rating call sends.
 */
export type ModeId = 'flashcards' | 'flashcardsFlipped' | 'gender' | 'chooseTranslation' | 'writeDe' | 'writeEn' | 'fillBlank' | 'buildPhrase' | 'pronunciation' | 'findMistakes';

export const WORDS_TYPES = ['Nouns', 'Adjectives', 'Verbs', 'Phrases'] as const;
export type WordsType = (typeof WORDS_TYPES)[number];

/**
 * The kind of words when `value` names one of the four (any case, spaces around ignored), else
 * null. For untrusted values: a query parameter, or the words answer's `Type`, which spec 001 §3
 * calls "the quiz type" and a backend may fill with a number.
 */
export function wordsTypeOf(value: unknown): WordsType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return WORDS_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

export interface Mode {
  id: ModeId;
  type: number;
  /** The game (table row) it belongs to: flashcards has two modes. */
  game: 'flashcards' | Exclude<ModeId, 'flashcards' | 'flashcardsFlipped'>;
  /** 1–3, shown as stars. */
  difficulty: 1 | 2 | 3;
  /** Subcategory types the game works with. */
  for: readonly WordsType[];
}

const ALL: readonly WordsType[] = WORDS_TYPES;

export const MODES: readonly Mode[] = [
  { id: 'flashcards', type: 1, game: 'flashcards', difficulty: 1, for: ALL },
  { id: 'flashcardsFlipped', type: 2, game: 'flashcards', difficulty: 1, for: ALL },
  { id: 'gender', type: 3, game: 'gender', difficulty: 1, for: ['Nouns'] },
  { id: 'chooseTranslation', type: 4, game: 'chooseTranslation', difficulty: 1, for: ALL },
  { id: 'writeDe', type: 5, game: 'writeDe', difficulty: 3, for: ALL },
  { id: 'writeEn', type: 6, game: 'writeEn', difficulty: 2, for: ALL },
  { id: 'fillBlank', type: 7, game: 'fillBlank', difficulty: 2, for: ['Phrases'] },
  { id: 'buildPhrase', type: 8, game: 'buildPhrase', difficulty: 2, for: ['Phrases'] },
  { id: 'pronunciation', type: 9, game: 'pronunciation', difficulty: 3, for: ALL },
  { id: 'findMistakes', type: 10, game: 'findMistakes', difficulty: 3, for: ALL },
];

export const GAMES = [...new Set(MODES.map((m) => m.game))];

/** Whether a game fits the words; words of unknown kind (null) get the games that fit every kind. */
export function isAvailable(mode: Mode, wordsType: WordsType | null): boolean {
  return wordsType === null ? ALL.every((type) => mode.for.includes(type)) : mode.for.includes(wordsType);
}
