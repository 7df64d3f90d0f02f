import type { Lang, LocalizedText } from '@/i18n/languages';
import { sample, shuffle, type Random } from '@/lib/random';
import type { GermanyQuestion, GermanyQuiz } from '@/features/games/content/quiz-types';

/** Questions asked a round (issue 13: "10 asked a round"). */
export const QUIZ_ROUND_LENGTH = 10;

/** The one choice of a quiz about Germany: its stars are `quiz_results["germany-<id>_results"].all`. */
export const QUIZ_CHOICE = 'all';

/** An option as shown: its text, and whether it is the right one (carried with it, never looked up by text). */
export interface RoundOption {
  text: LocalizedText;
  correct: boolean;
}

export interface RoundQuestion {
  /** `<quiz id>#<index in the quiz>`: the item the session records. */
  id: string;
  question: GermanyQuestion;
  /** The question's options in a new random order. */
  options: RoundOption[];
}

/**
 * A round: up to 10 different questions of the quiz, in random order, each with its options
 * shuffled. The right option travels as `correct: true` on its own object, so shuffling can never
 * lose it and two options that read alike in some language cannot be mistaken for each other.
 */
export function buildRound(quiz: GermanyQuiz, random: Random = Math.random, length = QUIZ_ROUND_LENGTH): RoundQuestion[] {
  const picked = sample(
    quiz.questions.map((question, index) => ({ question, index })),
    length,
    random,
  );
  return picked.map(({ question, index }) => ({
    id: `${quiz.id}#${index}`,
    question,
    options: shuffle(
      question.options.map((text, i) => ({ text, correct: i === question.answer })),
      random,
    ),
  }));
}

/** The right option of a round question. */
export function rightOption(question: RoundQuestion): RoundOption {
  const right = question.options.find((o) => o.correct);
  if (!right) throw new Error(`${question.id}: no right option`);
  return right;
}

/**
 * What a missed question leaves on the review list. The review trainer shows `translation` and
 * asks the learner to type `de`, and the result screen lists "de – translation". So:
 * - `de` is the right answer in German ("die Zugspitze", "Rosenmontag", "am 9. November 1989"):
 *   the German name or phrase the learner should know — short enough to type.
 * - `translation` is the question in the interface language — the prompt that asks for it — with
 *   the answer in the interface language after it when that differs from the German (Kirschen →
 *   "cherries", Köln → "Кельн"), so the item also works as a word pair.
 * The whole German question would be a poor item to type, and the answer alone ("1961", "4") would
 * lose what it answers; the pair keeps both the fact and the German.
 */
export function missedItem(question: RoundQuestion, lang: Lang): { de: string; translation: string } {
  const right = rightOption(question).text;
  const prompt = question.question.q[lang];
  const answer = right[lang];
  return { de: right.de, translation: answer === right.de ? prompt : `${prompt} (${answer})` };
}
