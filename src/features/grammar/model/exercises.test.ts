import { describe, expect, it } from 'vitest';
import { A2_INDEX } from '../content/a2-index';
import { EXERCISE_MIN, exerciseFrom, itemsOfExercise, lessonExercises } from './exercises';

const sizes = (count: number) => lessonExercises(count).map((e) => e.to - e.from + 1);

describe('lessonExercises', () => {
  it('cuts the spec’s list lengths into even runs of at least ten', () => {
    expect(sizes(30)).toEqual([10, 10, 10]);
    expect(sizes(36)).toEqual([12, 12, 12]);
    expect(sizes(37)).toEqual([13, 12, 12]);
    expect(sizes(32)).toEqual([11, 11, 10]);
    expect(sizes(40)).toEqual([10, 10, 10, 10]);
    expect(sizes(49)).toEqual([13, 12, 12, 12]);
  });

  it('numbers the exercises and covers every sentence once, in order', () => {
    for (let count = 1; count <= 120; count++) {
      const list = lessonExercises(count);
      expect(list.map((e) => e.n)).toEqual(list.map((_, i) => i + 1));
      expect(list[0]?.from).toBe(1);
      expect(list.at(-1)?.to).toBe(count);
      list.slice(1).forEach((e, i) => expect(e.from).toBe(list[i]!.to + 1));
      if (count >= EXERCISE_MIN) expect(Math.min(...list.map((e) => e.to - e.from + 1))).toBeGreaterThanOrEqual(EXERCISE_MIN);
    }
  });

  it('a short list is one exercise; nothing for an empty list or a count that is not a whole number', () => {
    expect(lessonExercises(19)).toEqual([{ n: 1, from: 1, to: 19 }]);
    expect(lessonExercises(7)).toEqual([{ n: 1, from: 1, to: 7 }]);
    expect(lessonExercises(0)).toEqual([]);
    expect(lessonExercises(-3)).toEqual([]);
    expect(lessonExercises(12.5)).toEqual([]);
    expect(lessonExercises(Number.NaN)).toEqual([]);
    expect(lessonExercises(30, 0)).toEqual([]);
  });

  it('every A2 lesson has at least three exercises of ten sentences or more', () => {
    for (const lesson of A2_INDEX) {
      const list = lessonExercises(lesson.count);
      expect(list.length, lesson.slug).toBeGreaterThanOrEqual(3);
      expect(Math.min(...list.map((e) => e.to - e.from + 1)), lesson.slug).toBeGreaterThanOrEqual(EXERCISE_MIN);
    }
  });
});

describe('exerciseFrom', () => {
  it('reads a plain exercise number within the lesson', () => {
    expect(exerciseFrom('1', 30)).toEqual({ n: 1, from: 1, to: 10 });
    expect(exerciseFrom('3', 37)).toEqual({ n: 3, from: 26, to: 37 });
  });

  it('is null for no value, junk, or a number past the last exercise', () => {
    for (const value of [null, '', '0', '4', '-1', '2.5', '02', ' 2', 'x', '1e1', '99999', '2abc']) expect(exerciseFrom(value, 30), String(value)).toBeNull();
  });
});

describe('itemsOfExercise', () => {
  const items = Array.from({ length: 37 }, (_, i) => `s${i + 1}`);
  it('gives the exercise’s sentences, or all of them without one', () => {
    expect(itemsOfExercise(items, exerciseFrom('2', 37))).toEqual(items.slice(13, 25));
    expect(itemsOfExercise(items, null)).toEqual(items);
    expect(itemsOfExercise(items, null)).not.toBe(items);
  });
});
