import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { article } from '@/lib/content-schema';
import type { LEVELS, complimentSchema, compoundSchema, sentencePuzzleSchema, vanishingTextSchema } from './schema';

/*
 * The content shapes are inferred from the valibot schemas (schema.ts), where their fields are
 * documented; this module imports them as types only, so valibot stays out of the app's chunks.
 */

/** How the /games hub groups the games. */
export type GameGroup = 'words' | 'sentences' | 'numbers' | 'germany';

/** A language game card (spec 000 §3 "Game": img, optional video, url, title, descr). */
export interface Game {
  img: string;
  video?: string;
  url: string;
  title: LocalizedText;
  descr: LocalizedText;
  group: GameGroup;
  /** The progress topic the game records under (`quiz_results["<topic>_results"]`). */
  topic: string;
  /**
   * Set when what the game reports as missed is vocabulary — a German word with its translation —
   * so it joins the word reviews (/words/reviews). Numbers, times, dates, map states, sentences,
   * compliments and answers to questions about Germany are shown on the result but never saved there.
   */
  vocabulary?: true;
}

export type Level = (typeof LEVELS)[number];
export type Article = v.InferOutput<typeof article>;

/** A compound noun and its parts: Haus + Tür → die Haustür (the article is the last part's). */
export type Compound = v.InferOutput<typeof compoundSchema>;

/** A short German text for the vanishing-words game. */
export type VanishingText = v.InferOutput<typeof vanishingTextSchema>;

/** A situation of the compliment game: which compliment fits, with the right register? */
export type ComplimentSituation = v.InferOutput<typeof complimentSchema>;

/** Whom a compliment is for; each addressee goes with one register (`du` or `Sie`). */
export type ComplimentAddressee = ComplimentSituation['who'];

/** A sentence for the sentences puzzle, with every word order the game accepts (the rules: schema.ts). */
export type SentencePuzzle = v.InferOutput<typeof sentencePuzzleSchema>;

export type { GermanyQuiz, GermanyQuizCard } from './quiz-types';
