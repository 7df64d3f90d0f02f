import type { GermanyQuiz } from './quiz-types';

/** Each quiz about Germany is its own lazily loaded chunk: the hub reads only the catalogue. */
const quizModules = import.meta.glob<{ default: GermanyQuiz }>('./germany/*.ts');

export async function loadGermanyQuiz(id: string): Promise<GermanyQuiz | null> {
  const load = quizModules[`./germany/${id}.ts`];
  return load ? (await load()).default : null;
}
