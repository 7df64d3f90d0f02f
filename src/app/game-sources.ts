import type { GameChoice } from '@/features/games/model/choices';
import type { GameWord } from '@/features/games/model/game-word';
import type { Lang } from '@/i18n/languages';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { loadVerbRootSet, loadWordSet } from '@/features/words/content/load';
import type { VerbRootElement, WordItem, WordQuizEntry } from '@/features/words/content/types';
import { sample } from '@/lib/random';

/**
 * The word games' words come from the word sets (all topics and verb roots): the app layer turns
 * a learner's choice (one topic, or a level's words from a few random topics) into GameWords,
 * because features do not import each other.
 */
export type WordLevel = 'a1' | 'a2' | 'b1';
export const WORD_LEVELS: readonly WordLevel[] = ['a1', 'a2', 'b1'];
/** A level choice mixes this many random topics of the level. */
export const TOPICS_PER_LEVEL_CHOICE = 4;
const LEVEL_PREFIX = 'level-';

export function wordLevelOf(entry: WordQuizEntry): WordLevel {
  return entry.level === 'A2' ? 'a2' : entry.level === 'B' ? 'b1' : 'a1';
}

export function toGameWord(item: WordItem): GameWord {
  const { kind, de, img, tr } = item;
  return item.kind === 'noun' ? { kind, de, img, tr, article: item.article, plural: item.plural } : { kind, de, img, tr };
}

export function rootToGameWord(el: VerbRootElement): GameWord {
  return {
    kind: 'verb',
    de: el.de,
    img: el.img || undefined,
    tr: { en: el.en, ua: el.ua, de: el.de_meaning, ru: el.ru, be: el.be, tr: el.tr, pl: el.pl, es: el.es },
  };
}

/** Which sets a game can use: all, or only the noun topics (the article games have nothing to sort in verb or adjective topics). */
export type WordSetFilter = 'all' | 'nouns';

function usable(entry: WordQuizEntry, filter: WordSetFilter): boolean {
  return filter === 'all' || entry.level === 'A' || entry.level === 'A2';
}

export interface WordChoiceLabels {
  /** "All A1 topics (mixed)" */
  level: (level: WordLevel) => string;
  /** The group heading: "A1", "A2", "B1 – verb roots" */
  group: (level: WordLevel) => string;
}

/**
 * The choices of a word game: each level's mixed choice first, then its topics. `levels` limits
 * them (the article games have no nouns in the verb roots).
 */
export function wordChoices(lang: Lang, labels: WordChoiceLabels, levels: readonly WordLevel[] = WORD_LEVELS, filter: WordSetFilter = 'all'): GameChoice[] {
  return levels.flatMap((level) => {
    const group = labels.group(level);
    const topics = wordQuizzes.filter((e) => wordLevelOf(e) === level && usable(e, filter));
    if (topics.length === 0) return [];
    return [{ key: `${LEVEL_PREFIX}${level}`, label: labels.level(level), group }, ...topics.map((e) => ({ key: e.id, label: e.descr[lang], group }))];
  });
}

async function wordsOfEntry(entry: WordQuizEntry): Promise<GameWord[]> {
  if (entry.level === 'B') return (await loadVerbRootSet(entry.id))?.elements.map(rootToGameWord) ?? [];
  return (await loadWordSet(entry.id))?.words.map(toGameWord) ?? [];
}

/** The words of a choice; a level choice takes a few random topics of the level. Unknown key: none. */
export async function loadGameWords(key: string, random: () => number = Math.random, filter: WordSetFilter = 'all'): Promise<GameWord[]> {
  if (key.startsWith(LEVEL_PREFIX)) {
    const level = key.slice(LEVEL_PREFIX.length);
    const topics = sample(
      wordQuizzes.filter((e) => wordLevelOf(e) === level && usable(e, filter)),
      TOPICS_PER_LEVEL_CHOICE,
      random,
    );
    return (await Promise.all(topics.map(wordsOfEntry))).flat();
  }
  const entry = wordQuizzes.find((e) => e.id === key);
  return entry ? wordsOfEntry(entry) : [];
}
