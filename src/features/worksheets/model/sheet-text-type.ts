import type { SheetKind } from './types';

/**
 * The texts printed on a worksheet, in the instruction language the teacher chooses (the
 * interface language or German), one file a language in sheet-texts/. They live there, not in the
 * locale files, because the PDF is also made outside the browser (scripts/make-worksheets.mjs) and
 * because the German content of a sheet never changes language.
 */
export interface SheetText {
  kinds: Record<SheetKind, string>;
  wordSearch: string;
  wordSearchPlural: string;
  matching: string;
  articles: string;
  pictures: string;
  crossword: string;
  gapFill: string;
  gapFillBox: string;
  multipleChoice: string;
  sentenceOrder: string;
  phraseMatching: string;
  phraseGaps: string;
  quiz: string;
  name: string;
  date: string;
  key: string;
  words: string;
  across: string;
  down: string;
  head: { article: string; word: string; plural: string; meaning: string };
  level: (level: string) => string;
  page: (n: number, of: number) => string;
  footer: string;
}
