import { paths } from '@/config/paths';

/** Every area the home page presents (issue 16 "Complete navigation"). */
export type AreaKey =
  | 'wordsA1'
  | 'wordsA2'
  | 'wordsB1'
  | 'grammarA1'
  | 'grammarA2'
  | 'phrases'
  | 'articles'
  | 'jobs'
  | 'exams'
  | 'videoLessons'
  | 'tutors'
  | 'games'
  | 'quizzes'
  | 'crosswords'
  | 'worksheets'
  | 'classGames';

/** The areas whose practice records stars in `quiz_results` (the others have none to show). */
export type StarArea = Extract<AreaKey, 'wordsA1' | 'wordsA2' | 'wordsB1' | 'grammarA1' | 'grammarA2' | 'phrases' | 'games' | 'videoLessons'>;

export type GroupKey = 'learn' | 'play' | 'teachers';

export interface Area {
  key: AreaKey;
  to: string;
  /** Noto picture name (/icons/noto/<icon>.svg). */
  icon: string;
}

export interface AreaGroup {
  key: GroupKey;
  areas: readonly Area[];
}

/** The class games of spec 000 §2 "Games". */
export const CLASS_GAMES_PATH = paths.classGames;

/** The areas grouped as the menu groups them (spec 000 §2 "Menu"), in the order a learner looks. */
export const areaGroups: readonly AreaGroup[] = [
  {
    key: 'learn',
    areas: [
      { key: 'wordsA1', to: paths.wordsA1, icon: 'red-apple' },
      { key: 'wordsA2', to: `${paths.words}/a2`, icon: 'deciduous-tree' },
      { key: 'wordsB1', to: `${paths.words}/b1`, icon: 'wrapped-gift' },
      { key: 'grammarA1', to: paths.grammar, icon: 'blue-book' },
      { key: 'grammarA2', to: paths.grammarA2, icon: 'green-book' },
      { key: 'phrases', to: paths.phrases, icon: 'speech-balloon' },
      { key: 'articles', to: paths.articles, icon: 'newspaper' },
      { key: 'jobs', to: paths.profSectionsJob, icon: 'briefcase' },
      { key: 'exams', to: paths.profSectionsExam, icon: 'graduation-cap' },
      { key: 'videoLessons', to: paths.videoLessons, icon: 'movie-camera' },
      { key: 'tutors', to: paths.onlineTutors, icon: 'woman-teacher' },
    ],
  },
  {
    key: 'play',
    areas: [
      { key: 'games', to: paths.games, icon: 'video-game' },
      { key: 'quizzes', to: paths.quizzes, icon: 'red-question-mark' },
      { key: 'crosswords', to: paths.crosswords, icon: 'input-latin-letters' },
    ],
  },
  {
    key: 'teachers',
    areas: [
      { key: 'worksheets', to: paths.worksheets, icon: 'page-facing-up' },
      { key: 'classGames', to: CLASS_GAMES_PATH, icon: 'busts-in-silhouette' },
    ],
  },
];

/** Stars earned in an area and the most it can hold (3 per catalogue topic). */
export interface AreaStars {
  earned: number;
  total: number;
}

/**
 * Sums the best stars of each topic (what each hub shows per card) over an area's topics.
 * `starsOf` is the hubs' `bestStarCount` for one topic.
 */
export function sumStars(topics: readonly string[], starsOf: (topic: string) => number): AreaStars {
  return { earned: topics.reduce((sum, topic) => sum + starsOf(topic), 0), total: topics.length * 3 };
}
