import { fitsGrid, gridForm } from './grids';
import type { SheetContent, SheetKind, SheetWord } from './types';

/** The most items a sheet asks (one A4 page of work, two at most). */
export const MAX_ITEMS = 12;

/** The words a letter grid can hold (one-word, 3–12 letters), each German form once. */
export function gridWords(words: readonly SheetWord[]): SheetWord[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const form = gridForm(w.de);
    if (!fitsGrid(form) || seen.has(form)) return false;
    seen.add(form);
    return true;
  });
}

export function nouns(words: readonly SheetWord[]): SheetWord[] {
  return words.filter((w) => w.kind === 'noun' && w.article);
}

export function pictured(words: readonly SheetWord[]): SheetWord[] {
  return words.filter((w) => w.img);
}

/** A word of ≥3 letters in a phrase that a gap can hide (its index among the phrase's words). */
export function gapWordIndexes(phrase: string): number[] {
  return phrase
    .split(' ')
    .map((w, i) => [w.replace(/^[„“"«»‚(¿¡]+|[.,!?;:…“”"«»‘’)]+$/gu, ''), i] as const)
    .filter(([w]) => /^\p{L}{3,}$/u.test(w))
    .map(([, i]) => i);
}

const ENOUGH = 4;

/** Which kinds of sheet a topic's content can make (in the dialog's order). */
export function kindsFor(content: SheetContent): SheetKind[] {
  const kinds: SheetKind[] = [];
  switch (content.area) {
    case 'words': {
      const { words } = content;
      if (gridWords(words).length >= ENOUGH) kinds.push('wordSearch');
      if (words.length >= ENOUGH) kinds.push('matching');
      if (nouns(words).length >= ENOUGH) kinds.push('articles');
      if (pictured(words).length >= ENOUGH) kinds.push('pictures');
      if (gridWords(words).length >= ENOUGH) kinds.push('crossword');
      break;
    }
    case 'grammar': {
      const answers = new Set(content.sentences.flatMap((s) => s.gaps.map((g) => g.answer.toLocaleLowerCase('de-DE'))));
      if (content.sentences.some((s) => s.gaps.length > 0) || content.choices.length > 0) kinds.push('gapFill');
      if (answers.size >= 3 || content.choices.some((c) => c.variants.length >= 2)) kinds.push('multipleChoice');
      if ([...content.sentences.map((s) => s.full), ...content.choices.map((c) => c.question)].some((s) => s.split(' ').length >= 3)) kinds.push('sentenceOrder');
      break;
    }
    case 'phrases': {
      if (content.phrases.length >= ENOUGH) kinds.push('phraseMatching');
      if (content.phrases.filter((p) => gapWordIndexes(p.de).length > 0).length >= ENOUGH) kinds.push('phraseGaps');
      break;
    }
    case 'quiz':
      if (content.questions.length > 0) kinds.push('quiz');
      break;
  }
  return kinds;
}
