import { articleCards } from '@/features/articles/content/catalogue';
import { loadArticleDescriptions } from '@/features/articles/content/load-descriptions';
import { loadArticle } from '@/features/articles/content/load';
import { loadCompounds, COMPOUND_LEVELS } from '@/features/games/compound-words/load-compounds';
import { games } from '@/features/games/content/catalogue';
import { loadSentences, PUZZLE_LEVELS } from '@/features/games/sentences-puzzle/load';
import { loadTexts, TEXT_LEVELS } from '@/features/games/vanishing-words/load';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { loadPhraseSet } from '@/features/phrases/content/load';
import type { Lang } from '@/i18n/languages';
import { useAppStore } from '@/store/store';
import { pictureJobs, soundJobs, type OfflineJob } from './download';
import { wordLevelJobs } from './word-level-jobs';

/**
 * "Make … available offline" for whole areas (issue 25), beside the levels of issue 17. Loaded
 * only when the learner presses the button (the hubs import this module then), so the hubs' own
 * chunks stay small. Route chunks are precached by the worker; these are the content chunks,
 * pictures and sounds the pages load as they are used.
 */
function chunkJob(key: string, load: () => Promise<unknown>): OfflineJob {
  return {
    key,
    run: async () => {
      if (!(await load())) throw new Error(`nothing at ${key}`);
    },
  };
}

/** Every phrase set's chunk, the sets' pictures and the answer sounds. */
export function phrasebookJobs(): OfflineJob[] {
  return [...phraseSets.map((set) => chunkJob(`phrases:${set.id}`, () => loadPhraseSet(set.id))), ...pictureJobs(phraseSets.map((s) => s.img)), ...soundJobs];
}

/**
 * The games: their pictures, the texts, compounds, sentences, compliments and the map's data, and
 * — since the word games play with the word topics — every word level (chunks and pictures).
 */
export function gamesJobs(): OfflineJob[] {
  return [
    ...pictureJobs(games.map((g) => g.img)),
    ...TEXT_LEVELS.map((level) => chunkJob(`vanishing:${level}`, () => loadTexts(level).then((texts) => texts.length > 0))),
    ...COMPOUND_LEVELS.map((level) => chunkJob(`compounds:${level}`, () => loadCompounds(level))),
    ...PUZZLE_LEVELS.map((level) => chunkJob(`sentences:${level}`, () => loadSentences(level).then((list) => list.length > 0))),
    chunkJob('compliments', () => import('@/features/games/content/compliments')),
    chunkJob('states', () => import('@/features/games/content/states')),
    ...wordLevelJobs('a1'),
    ...wordLevelJobs('a2'),
    ...wordLevelJobs('b1'),
    ...soundJobs,
  ];
}

/** Every article's body, the cards' descriptions in the learner's language and the articles' pictures. */
export function articlesJobs(lang: Lang = useAppStore.getState().curLang): OfflineJob[] {
  const slugs = articleCards.map((card) => card.url.replace(/^\/articles\//, ''));
  return [
    chunkJob(`article-descriptions:${lang}`, () => loadArticleDescriptions(lang)),
    ...slugs.map((slug) => chunkJob(`article:${slug}`, () => loadArticle(slug))),
    ...pictureJobs(articleCards.map((card) => card.img)),
  ];
}
