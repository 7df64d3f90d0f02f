import type { Lang } from '@/i18n/languages';
import { seeded } from '@/lib/random';
import type { Made } from './build-parts';
import { gapFill, multipleChoice, sentenceOrder } from './build-grammar';
import { phraseGaps, phraseMatching, quiz } from './build-phrases';
import { articles, crossword, pictures, wordMatching, wordSearch } from './build-words';
import { kindsFor } from './kinds';
import { SHEET_TEXT } from './sheet-text';
import type { Sheet, SheetContent, SheetKind } from './types';

export interface SheetMeta {
  /** The topic's name in the instruction language. */
  topic: string;
  level: string;
}

/**
 * Builds one sheet (and its key) from a topic's content: the same content, kind, seed and
 * language give the same sheet.
 */
export function buildSheet(content: SheetContent, meta: SheetMeta, options: { kind: SheetKind; seed: number; lang: Lang; withKey: boolean }): Sheet {
  const { kind, lang } = options;
  if (!kindsFor(content).includes(kind)) throw new Error(`A ${content.area} topic cannot make a ${kind} sheet`);
  const random = seeded(options.seed);
  const tx = SHEET_TEXT[lang];
  const made = ((): Made => {
    switch (content.area) {
      case 'words':
        if (kind === 'wordSearch') return wordSearch(content.words, random, tx);
        if (kind === 'matching') return wordMatching(content.words, random, lang, tx);
        if (kind === 'articles') return articles(content.words, random, lang, tx);
        if (kind === 'pictures') return pictures(content.words, random, tx);
        return crossword(content.words, random, lang, tx);
      case 'grammar':
        if (kind === 'gapFill') return gapFill(content, random, lang, tx);
        if (kind === 'multipleChoice') return multipleChoice(content, random, lang, tx);
        return sentenceOrder(content, random, tx);
      case 'phrases':
        return kind === 'phraseMatching' ? phraseMatching(content, random, lang, tx) : phraseGaps(content, random, lang, tx);
      case 'quiz':
        return quiz(content, random, lang, tx);
    }
  })();
  return {
    kind,
    lang,
    title: `${tx.kinds[kind]}: ${meta.topic}`,
    topic: meta.topic,
    level: meta.level,
    instructions: made.instructions,
    blocks: made.blocks,
    key: options.withKey ? made.key : [],
    words: made.words,
    answers: made.answers,
  };
}
