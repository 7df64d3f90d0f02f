/**
 * The exercises of an A2 lesson (spec 001 §2, A2 index: "each section is a grid of exercise
 * cards"): the lesson's practice list cut into runs of sentences, each its own card and quiz.
 */

/** One exercise: the `n`-th run of the practice list, sentences `from`–`to` (1-based, inclusive). */
export interface LessonExercise {
  n: number;
  from: number;
  to: number;
}

/** A quiz round asks ten questions (spec 000 §4): an exercise has at least this many sentences. */
export const EXERCISE_MIN = 10;

/**
 * A practice list of `count` sentences cut into exercises of at least `min` sentences, as even
 * as possible (the longer ones first): 30 → 10/10/10, 37 → 13/12/12, 36 → 12/12/12. A list
 * shorter than two exercises is one exercise; an empty list (or a count that is not a whole
 * number) has none.
 */
export function lessonExercises(count: number, min = EXERCISE_MIN): LessonExercise[] {
  if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(min) || min <= 0) return [];
  const total = Math.max(1, Math.floor(count / min));
  const base = Math.floor(count / total);
  const longer = count % total;
  const exercises: LessonExercise[] = [];
  let from = 1;
  for (let i = 0; i < total; i++) {
    const size = base + (i < longer ? 1 : 0);
    exercises.push({ n: i + 1, from, to: from + size - 1 });
    from += size;
  }
  return exercises;
}

/**
 * The exercise a lesson address names (`?exercise=2`), or null for the whole list: no value, a
 * value that is not a plain positive whole number ("2.5", "-1", "02", "x"), or one past the last.
 */
export function exerciseFrom(value: string | null, count: number): LessonExercise | null {
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return null;
  const n = Number(value);
  return lessonExercises(count).find((e) => e.n === n) ?? null;
}

/** The items of one exercise (all of them when `exercise` is null). */
export function itemsOfExercise<T>(items: readonly T[], exercise: LessonExercise | null): T[] {
  return exercise ? items.slice(exercise.from - 1, exercise.to) : [...items];
}
