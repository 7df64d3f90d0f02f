import type { LocalizedText } from '@/i18n/languages';

/** A quiz about Germany (/quizzes/): a topic with its questions, 10 asked a round. */
export interface GermanyQuiz {
  /** Also the progress topic: `quiz_results["germany-<id>_results"]`. */
  id: string;
  title: LocalizedText;
  descr: LocalizedText;
  /** Noto emoji icon name. */
  img: string;
  questions: GermanyQuestion[];
}

export interface GermanyQuestion {
  q: LocalizedText;
  /** 3–4 options; proper names may be the same in every language. */
  options: LocalizedText[];
  /** Index of the right option. */
  answer: number;
  /** One line: why, with the fact behind it. */
  explanation: LocalizedText;
}

/** A quiz's card on /quizzes/ (catalogue only: no questions), built by `npm run catalogues`. */
export interface GermanyQuizCard {
  id: string;
  title: LocalizedText;
  descr: LocalizedText;
  img: string;
  /** `/quizzes/<id>` */
  url: string;
  /** `germany-<id>`: where its stars are kept. */
  topic: string;
  /** How many questions it has (10 are asked a round). */
  count: number;
}
