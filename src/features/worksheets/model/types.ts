import type { Lang, LocalizedText } from '@/i18n/languages';

/**
 * What a topic gives a worksheet, in the worksheets' own shapes: the routes in src/app turn each
 * feature's content (word sets, grammar practice, phrase sets, Germany quizzes) into these, so
 * this feature imports no other (features do not import each other).
 */
export type SheetArea = 'words' | 'grammar' | 'phrases' | 'quiz';

/** A word of a word set or verb-root set. */
export interface SheetWord {
  kind: 'noun' | 'verb' | 'adjective' | 'pair' | 'other';
  /** German, without the article for nouns. */
  de: string;
  article?: 'der' | 'die' | 'das';
  /** Plural without article; null: no plural in use. */
  plural?: string | null;
  /** Noto emoji icon name (served as /icons/noto/<name>.svg). */
  img?: string;
  /** Meaning in every interface language; `de` is a short German explanation. */
  tr: LocalizedText;
}

/**
 * A grammar practice sentence with its gaps: every part the practice may hide, as the quiz asks
 * it (`gapped` has ____ where `answer` goes). The routes compute them with the grammar feature's
 * own functions, so the sheet's key is the practice's key.
 */
export interface SheetSentence {
  full: string;
  gaps: { gapped: string; answer: string; alternatives?: string[] }[];
  /** The hint in every interface language (a German paraphrase for German). */
  hint: LocalizedText;
}

/** A grammar choice question: ___ in the sentence, one of `variants` is the answer. */
export interface SheetChoice {
  question: string;
  answer: string;
  alternatives?: string[];
  variants: string[];
}

export interface SheetPhrase {
  de: string;
  tr: LocalizedText;
}

export interface SheetQuizQuestion {
  q: LocalizedText;
  options: LocalizedText[];
  answer: number;
}

export type SheetContent =
  | { area: 'words'; words: SheetWord[] }
  | { area: 'grammar'; sentences: SheetSentence[]; choices: SheetChoice[] }
  | { area: 'phrases'; phrases: SheetPhrase[] }
  | { area: 'quiz'; questions: SheetQuizQuestion[] };

/** One printable topic: its name, level and how to load its content. */
export interface SheetTopic {
  /** Unique across areas, e.g. "words/fruits". */
  key: string;
  area: SheetArea;
  /** "A1", "A2", "B1" (words and grammar), "" where there is none. */
  level: string;
  title: LocalizedText;
  /** Where the topic's page is (the hub links to it). */
  url: string;
  load: () => Promise<SheetContent>;
}

export type SheetKind =
  | 'wordSearch'
  | 'matching'
  | 'articles'
  | 'pictures'
  | 'crossword'
  | 'gapFill'
  | 'multipleChoice'
  | 'sentenceOrder'
  | 'phraseMatching'
  | 'phraseGaps'
  | 'quiz';

export type Paper = 'a4' | 'letter';

export interface SheetOptions {
  kind: SheetKind;
  seed: number;
  /** Language of the instructions, headings and meanings; German content stays German. */
  lang: Lang;
  withKey: boolean;
  paper: Paper;
}

/* ------------------------------------------------------------ layout-free sheet */

/** A numbered line: text, and where the learner writes, the answer the key shows. */
export interface SheetLine {
  label: string;
  text: string;
  /** Shown on the key; on the sheet a blank line (when `blank` is set) or nothing. */
  answer?: string;
  /** Draw a writing line after the text on the sheet. */
  blank?: boolean;
  /** A smaller second line: the meaning of a sentence. */
  note?: string;
  /** German words in bold (a word list). */
  bold?: boolean;
}

export type Block =
  | { type: 'text'; text: string; bold?: boolean }
  | { type: 'wordBank'; words: string[] }
  | { type: 'letterGrid'; rows: string[][]; /** key: cells to mark, "r,c" */ marked?: string[] }
  | {
      type: 'crossword';
      /** null: no cell; letters are shown only on the key. */
      rows: (string | null)[][];
      numbers: Record<string, number>;
      showLetters: boolean;
    }
  | { type: 'lines'; lines: SheetLine[]; showAnswers: boolean; columns?: 1 | 2 }
  | { type: 'lists'; lists: { heading: string; lines: SheetLine[] }[]; showAnswers: boolean }
  | { type: 'match'; left: string[]; right: string[]; /** key: the letter of each left item's partner */ letters?: string[] }
  | { type: 'table'; head: string[]; rows: string[][]; /** column widths as fractions */ widths: number[] }
  | { type: 'pictures'; items: { img: string; answer: string }[]; showAnswers: boolean }
  | { type: 'choices'; items: { label: string; question: string; options: string[]; answer: number }[]; showAnswers: boolean };

/** A sheet as content: page texts and blocks; the PDF module lays it out on paper. */
export interface Sheet {
  kind: SheetKind;
  lang: Lang;
  /** "Wortsuchrätsel: Obst" in the instruction language. */
  title: string;
  topic: string;
  level: string;
  instructions: string;
  blocks: Block[];
  /** The answer key's blocks (empty: no key page). */
  key: Block[];
  /** The German words/answers a test can look for: the sheet's words and the key's answers. */
  words: string[];
  answers: string[];
}
