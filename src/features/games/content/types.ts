import type { LocalizedText } from '@/i18n/languages';

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
}

export type Level = 'A1' | 'A2' | 'B1';
export type Article = 'der' | 'die' | 'das';

/** A compound noun and its parts: Haus + Tür → die Haustür (the article is the last part's). */
export interface Compound {
  /** The compound without article: "Haustür". */
  word: string;
  article: Article;
  /** The parts as nouns (or the verb stem / adjective) in their own form: [{de: "Haus", article: "das"}, {de: "Tür", article: "die"}]. */
  parts: { de: string; article?: Article }[];
  /**
   * The linking letters between part i and part i+1 ("" for none, "s" in Geburtstag·s·kuchen,
   * "n" in Straße·n·bahn); with the parts (later ones lower-cased) they spell the word. A part
   * that drops a letter (Schule → Schul·tasche) is written as it appears in the compound, with
   * `de` the full noun and `stem` the form used.
   */
  joints: string[];
  /** Set when a part changes inside the compound: its form there ("Schul" for Schule). */
  stems?: (string | null)[];
  level: Level;
  tr: LocalizedText;
}

/** A short German text for the vanishing-words game. */
export interface VanishingText {
  id: string;
  level: Level;
  title: LocalizedText;
  /** 40–90 words of natural German at the level. */
  de: string;
  /** The names of people and places in the text: they never vanish (and never join the review list). */
  names?: string[];
  /** The text's meaning in every interface language (`de`: a one-line German summary). */
  tr: LocalizedText;
}

/** A situation of the compliment game: which compliment fits, with the right register? */
export interface ComplimentSituation {
  /** The situation, told to the learner in every interface language. */
  situation: LocalizedText;
  /** Who is addressed: `du` (friend, family, child, fellow student) or `Sie` (stranger, colleague one is not on du with, customer). */
  register: 'du' | 'Sie';
  answer: { de: string; tr: LocalizedText };
  /** 2–3 wrong choices: the right words in the wrong register, or a compliment for another situation. */
  distractors: { de: string; reason: 'register' | 'situation'; tr: LocalizedText }[];
}

/** A sentence for the sentences puzzle, with every word order German allows. */
export interface SentencePuzzle {
  level: Level;
  /** The parts in one correct order (a part may be several words: "ins Kino"). */
  parts: string[];
  /** Every other correct order, as permutations of the part indices ([2, 1, 0, 3] …). */
  alsoCorrect: number[][];
  /** What it practises: verb second, verb at the end of a subordinate clause, questions, … */
  rule: 'verb-second' | 'verb-final' | 'question' | 'bracket' | 'imperative';
  tr: LocalizedText;
}
