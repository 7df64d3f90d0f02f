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
  /**
   * Set when what the game reports as missed is vocabulary — a German word with its translation —
   * so it joins the word reviews (/words/reviews). Numbers, times, dates, map states, sentences,
   * compliments and answers to questions about Germany are shown on the result but never saved there.
   */
  vocabulary?: true;
}

export type Level = 'A1' | 'A2' | 'B1';
export type Article = 'der' | 'die' | 'das';

/** A compound noun and its parts: Haus + Tür → die Haustür (the article is the last part's). */
export interface Compound {
  /** The compound without article: "Haustür". */
  word: string;
  article: Article;
  /**
   * The parts in their own form, as a learner knows them: nouns with their article
   * ({de: "Haus", article: "das"}), a verb as its infinitive ({de: "schreiben"} in Schreibtisch),
   * an adjective as its base form ({de: "kühl"} in Kühlschrank) — these two without article.
   */
  parts: { de: string; article?: Article }[];
  /**
   * The linking letters between part i and part i+1 ("" for none, "s" in Geburtstag·s·kuchen,
   * "n" in Straße·n·bahn, "er" in Kind·er·garten). With the parts they spell the word: the first
   * part with a capital, the later ones lower-cased, each in its stem where it has one.
   */
  joints: string[];
  /**
   * Set when a part changes inside the compound: per part, its form there or null ("Schul" for
   * Schule in Schultasche, "Schreib" for schreiben, "Bücher" for Buch in Bücherregal).
   */
  stems?: (string | null)[];
  level: Level;
  /** The compound's meaning in every interface language (`de`: a short German explanation, "Tür eines Hauses"). */
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

/**
 * Whom a compliment is for; each addressee goes with one register (`du` for friends, family,
 * children and peers on du terms; `Sie` for everyone else here).
 */
export type ComplimentAddressee = 'friend' | 'family' | 'child' | 'peer' | 'neighbour' | 'stranger' | 'service' | 'customer' | 'boss' | 'colleague' | 'teacher' | 'host';

/** A situation of the compliment game: which compliment fits, with the right register? */
export interface ComplimentSituation {
  /** A short kebab-case id, unique in the set. */
  id: string;
  /** How hard the German of the compliment is. */
  level: Level;
  /** Who is addressed; it decides the register and the one-line reason shown after an answer. */
  who: ComplimentAddressee;
  /** The situation, told to the learner in every interface language. */
  situation: LocalizedText;
  /** Who is addressed: `du` (friend, family, child, fellow student) or `Sie` (stranger, colleague one is not on du with, customer). */
  register: 'du' | 'Sie';
  /** The fitting compliment; `tr.de` is a short German note on what it praises. */
  answer: { de: string; tr: LocalizedText };
  /** 2–3 wrong choices: the right words in the wrong register, or a compliment for another situation (in the right register). */
  distractors: { de: string; reason: 'register' | 'situation'; tr: LocalizedText }[];
}

/** What a puzzle sentence practises. */
export type SentenceRule = 'verb-second' | 'verb-final' | 'question' | 'bracket' | 'imperative';

/**
 * A sentence for the sentences puzzle, with every word order the game accepts. The parts are
 * written as they stand inside a sentence (lower-case unless a noun, a name or "Sie"), without
 * punctuation: the game capitalises the first part, sets the commas around `clause` and ends
 * with `punctuation`.
 *
 * The accepted orders: any one part that is a sentence element of its own (subject, object, a
 * time, place or manner) may stand first, the finite verb keeps position 2 (first in questions
 * and imperatives, last in a subordinate clause); the other verb parts (infinitive, participle,
 * separable particle) and a predicative adjective stay at the end; a subordinate clause may come
 * first, last, or right after the finite verb and the subject. Orders that change the meaning
 * ("Ihre Freundin hat sie angerufen") are not listed.
 */
export interface SentencePuzzle {
  level: Level;
  rule: SentenceRule;
  /** How the sentence ends. */
  punctuation: '.' | '?' | '!';
  /** The parts in one correct order (a part may be several words: "ins Kino"); 3–7 parts. */
  parts: string[];
  /** Every other correct order, as permutations of the part indices ([2, 1, 0, 3] …). */
  alsoCorrect: number[][];
  /** A subordinate or infinitive clause: the indices of its first and last part in `parts`; commas set it off wherever it stands. */
  clause?: [number, number];
  /** The grammar practice list the sentence comes from ("grammar/a1/word-order"), if any. */
  source?: string;
  /** The meaning in every interface language (`de`: a German paraphrase that does not give the order away). */
  tr: LocalizedText;
}

export type { GermanyQuiz, GermanyQuizCard } from './quiz-types';
