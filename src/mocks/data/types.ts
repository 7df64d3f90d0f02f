/**
 * Seed data of the stand-in PHP server. Shapes follow ../shared/CONTRACT.md exactly
 * (field names and capitalisation are the real server's).
 */

export interface SeedCrosswordEntry {
  /** Clue number as printed in the grid. */
  number: number;
  /** 0-based row of the first letter. */
  row: number;
  /** 0-based column of the first letter. */
  col: number;
  direction: 'across' | 'down';
  /** Upper-case answer, letters A–Z only (German crossword convention: Ä→AE, Ö→OE, Ü→UE, ß→SS). */
  answer: string;
  /** The clue, in German. */
  clue: string;
}

export interface SeedCrossword {
  id: number;
  title: string;
  /** ISO date yyyy-mm-dd, always a Sunday. */
  date: string;
  /** Relative uploads path served by the stand-in, e.g. "uploads/crosswords/12.svg". */
  image_path: string;
  width: number;
  height: number;
  entries: SeedCrosswordEntry[];
}

export interface SeedArticle {
  id: number;
  title: string;
  /** Real article HTML (h2, p, ul/ol, table, strong, em, blockquote). No scripts, no inline event handlers. */
  content: string;
  author: string;
  /** ISO date yyyy-mm-dd. */
  date: string;
  /** Relative uploads path, e.g. "uploads/articles/7.svg". */
  image_path: string;
  /** Article catalogue type (spec 000 §3). */
  type:
    | 'Vocabulary'
    | 'Grammar'
    | 'Conversation and Listening'
    | 'Study Tips and Strategies'
    | 'Travel To Germany'
    | 'Life in Germany'
    | 'Reviews';
  /** Noto emoji icon name (from @iconify-json/noto) used as the article picture. */
  icon: string;
}

export interface SeedTranslation {
  /** Language code; the real server sends it in varied case ("EN", "ua", "De"…). */
  Language: string;
  Translation: string;
}

export interface SeedWord {
  ID: number;
  /** German word or phrase; nouns with their article ("der Patient"). */
  Word: string;
  Example?: string;
  /** Relative uploads path when the word has a picture, e.g. "uploads/words/syringe.svg". */
  ImagePath?: string;
  Translations: SeedTranslation[];
}

export type SeedSubcategoryType = 'Nouns' | 'Adjectives' | 'Verbs' | 'Phrases';

export interface SeedSubcategory {
  ID: number;
  Name: string;
  Type: SeedSubcategoryType;
  Words: SeedWord[];
}

export interface SeedSection {
  ID: number;
  Name: string;
  /** Relative uploads path, e.g. "uploads/sections/nurse.svg" (icon name = file stem). */
  ImagePath: string;
  tag: 'job' | 'exam';
  /** Level for exam sections (A2, B1, B2, C1); for job sections the typical level, e.g. "B1". */
  type: string;
  Subcategories: SeedSubcategory[];
}
