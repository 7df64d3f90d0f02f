import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { germanyQuizSchema } from './schema';

/** A quiz about Germany (/quizzes/): a topic with its questions, 10 asked a round (the shape: germanyQuizSchema). */
export type GermanyQuiz = v.InferOutput<typeof germanyQuizSchema>;

/** One question: 3–4 options, the right one's index, and why. */
export type GermanyQuestion = GermanyQuiz['questions'][number];

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
