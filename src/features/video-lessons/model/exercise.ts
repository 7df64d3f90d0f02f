/**
 * The exercise after a video is short (3 questions), so the quizzes' star rule (fewer than 3
 * mistakes in 10) would give a star for one right answer. Here a star needs at most one mistake.
 */
export const MAX_MISTAKES_FOR_STAR = 1;

export function earnsStar(incorrect: number): boolean {
  return incorrect <= MAX_MISTAKES_FOR_STAR;
}
