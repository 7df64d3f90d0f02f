import { germanyQuizzes } from '@/features/games/content/germany-catalogue';
import { loadGermanyQuiz } from '@/features/games/content/germany-load';
import type { GermanyQuiz } from '@/features/games/content/quiz-types';
import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { loadA1Topic, loadA2Lesson } from '@/features/grammar/content/load';
import { hideableParts, hidePart, itemsOf, PART_SEPARATOR, type QuizItem } from '@/features/grammar/model/quiz';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { loadPhraseSet } from '@/features/phrases/content/load';
import type { PhraseSetContent } from '@/features/phrases/content/types';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { loadVerbRootSet, loadWordSet } from '@/features/words/content/load';
import type { VerbRootSet, WordQuizEntry, WordSet } from '@/features/words/content/types';
import type { SheetContent, SheetSentence, SheetTopic } from '@/features/worksheets/model/types';
import { paths } from '@/config/paths';
import { wordLevelOf } from './game-sources';

/**
 * Worksheets from the site's own content (issue 29): the app turns each feature's content into
 * the worksheets' shapes, because features do not import each other. The topic pages and the
 * /worksheets hub use the same functions.
 */

export function wordSetSheet(set: WordSet): SheetContent {
  return {
    area: 'words',
    words: set.words.map((w) =>
      w.kind === 'noun' ? { kind: w.kind, de: w.de, article: w.article, plural: w.plural, img: w.img, tr: w.tr } : { kind: w.kind, de: w.de, img: w.img, tr: w.tr },
    ),
  };
}

export function verbRootSheet(root: VerbRootSet): SheetContent {
  return {
    area: 'words',
    words: root.elements.map((e) => ({
      kind: 'verb',
      de: e.de,
      img: e.img || undefined,
      tr: { en: e.en, ua: e.ua, de: e.de_meaning, ru: e.ru, be: e.be, tr: e.tr, pl: e.pl, es: e.es },
    })),
  };
}

/** Every gap the practice may ask in a sentence: the grammar quiz's own `hidePart`, once per hideable part. */
export function gapsOf(item: Extract<QuizItem, { kind: 'part' }>): SheetSentence['gaps'] {
  const parts = item.de.split(PART_SEPARATOR).map((p) => p.trim());
  const n = hideableParts(parts, item.hide).length;
  return Array.from({ length: n }, (_, k) => {
    const hidden = hidePart(item.de, () => (k + 0.5) / n, item);
    return { gapped: hidden.gapped, answer: hidden.answer, ...(hidden.alternatives ? { alternatives: hidden.alternatives } : {}) };
  });
}

/** A grammar practice (A1 topic or A2 lesson) as its quiz items give it. */
export function grammarSheet(items: readonly QuizItem[]): SheetContent {
  const sentences: SheetSentence[] = [];
  const choices: Extract<SheetContent, { area: 'grammar' }>['choices'] = [];
  for (const item of items) {
    if (item.kind === 'part') {
      sentences.push({ full: item.de.split(PART_SEPARATOR).map((p) => p.trim()).join(' '), gaps: gapsOf(item), hint: { en: item.en, ...item.tr } });
    } else {
      choices.push({ question: item.question, answer: item.answer, variants: item.variants, ...(item.alternatives ? { alternatives: item.alternatives } : {}) });
    }
  }
  return { area: 'grammar', sentences, choices };
}

export function phraseSetSheet(set: PhraseSetContent): SheetContent {
  return { area: 'phrases', phrases: set.phrases.map((p) => ({ de: p.de, tr: p.tr })) };
}

export function germanyQuizSheet(quiz: GermanyQuiz): SheetContent {
  return { area: 'quiz', questions: quiz.questions.map((q) => ({ q: q.q, options: q.options, answer: q.answer })) };
}

async function must<T>(value: Promise<T | null>, what: string): Promise<T> {
  const v = await value;
  if (v === null) throw new Error(`${what} is missing`);
  return v;
}

export function wordTopicSheet(entry: WordQuizEntry): SheetTopic {
  const level = wordLevelOf(entry);
  return {
    key: `words/${entry.id}`,
    area: 'words',
    level: level.toUpperCase(),
    title: entry.descr,
    url: entry.level === 'A2' ? `${paths.words}/a2/${entry.id}` : `${paths.words}/${entry.id}`,
    load: async () => (entry.level === 'B' ? verbRootSheet(await must(loadVerbRootSet(entry.id), entry.id)) : wordSetSheet(await must(loadWordSet(entry.id), entry.id))),
  };
}

/** Every topic that can print, by area and level (the hub's list). */
export function allSheetTopics(): SheetTopic[] {
  const slugOf = (url: string) => url.split('/').pop() ?? '';
  return [
    ...wordQuizzes.map(wordTopicSheet),
    ...grammarCards.map(
      (card): SheetTopic => ({
        key: `grammar/${slugOf(card.url)}`,
        area: 'grammar',
        level: 'A1',
        title: card.descr,
        url: card.url,
        load: async () => grammarSheet(itemsOf((await must(loadA1Topic(slugOf(card.url), 'en'), card.url)).practice)),
      }),
    ),
    ...A2_INDEX.map(
      (entry): SheetTopic => ({
        key: `grammar-a2/${entry.slug}`,
        area: 'grammar',
        level: 'A2',
        title: entry.title,
        url: `${paths.grammarA2}/${entry.slug}`,
        load: async () => grammarSheet(itemsOf({ kind: 'lesson', lesson: await must(loadA2Lesson(entry.slug), entry.slug) })),
      }),
    ),
    ...phraseSets.map(
      (set): SheetTopic => ({
        key: `phrases/${set.id}`,
        area: 'phrases',
        level: '',
        title: set.title,
        url: set.url,
        load: async () => phraseSetSheet(await must(loadPhraseSet(set.id), set.id)),
      }),
    ),
    ...germanyQuizzes.map(
      (card): SheetTopic => ({
        key: `quiz/${card.id}`,
        area: 'quiz',
        level: '',
        title: card.title,
        url: card.url,
        load: async () => germanyQuizSheet(await must(loadGermanyQuiz(card.id), card.id)),
      }),
    ),
  ];
}
