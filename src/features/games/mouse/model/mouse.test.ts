import { describe, expect, it } from 'vitest';
import { germanOf, type GameWord } from '@/features/games/model/game-word';
import { seeded } from '@/lib/random';
import { HEALTH_START, initialQuizState, quizReducer } from '@/store/quiz-model';
import { buildMouseRound, healthAfter, isMousePlayable, isMouseSuccess, isRaceOver, mousePercent, MOUSE_ROUND, pictureWords, raceOutcome, trackOf } from './mouse';

const tr = { en: 'x', ua: 'x', de: 'x', ru: 'x', be: 'x', tr: 'x', pl: 'x', es: 'x' };
const pictured = (n: number): GameWord[] => Array.from({ length: n }, (_, i) => ({ kind: 'noun', de: `Ding${i}`, article: 'das', img: `icon-${i}`, tr }));
const verb: GameWord = { kind: 'verb', de: 'laufen', img: 'person-running', tr };
const noPicture: GameWord = { kind: 'noun', de: 'Idee', article: 'die', tr };

describe('mouse game: the questions', () => {
  it('asks only words with a picture, each German form and each picture once', () => {
    const sameIcon: GameWord = { kind: 'noun', de: 'Ding99', article: 'der', img: 'icon-0', tr };
    const words = [...pictured(3), noPicture, verb, pictured(1)[0]!, sameIcon];
    expect(pictureWords(words).map(germanOf)).toEqual(['das Ding0', 'das Ding1', 'das Ding2', 'laufen']);
  });

  it('needs 10 pictured words', () => {
    expect(isMousePlayable(pictured(10))).toBe(true);
    expect(isMousePlayable([...pictured(9), noPicture, noPicture])).toBe(false);
  });

  it('builds 10 questions on different pictures, each with 4 different options holding the answer once', () => {
    const pool = [...pictured(20), verb, noPicture];
    const round = buildMouseRound(pool, seeded(3));
    expect(round).toHaveLength(MOUSE_ROUND);
    expect(new Set(round.map((q) => q.word.img)).size).toBe(MOUSE_ROUND);
    for (const q of round) {
      expect(q.answer).toBe(germanOf(q.word));
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
      expect(q.options).not.toContain('die Idee');
    }
    expect(buildMouseRound(pool, seeded(3))).toEqual(round);
  });

  it('puts the answer in every place over many rounds (the options are shuffled)', () => {
    const places = new Set<number>();
    for (let seed = 1; seed < 20; seed++) for (const q of buildMouseRound(pictured(12), seeded(seed))) places.add(q.options.indexOf(q.answer));
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('mouse game: the race on the engine’s health', () => {
  it('starts with the mouse 5 steps from the cheese and the cat 5 steps behind', () => {
    expect(trackOf(HEALTH_START)).toEqual({ mouseToCheese: 5, catBehind: 5 });
    expect(mousePercent(HEALTH_START)).toBe(50);
  });

  it('moves the mouse ahead on a right answer and lets the cat close in on a wrong one', () => {
    let state = initialQuizState(null, { length: 10 });
    state = quizReducer(state, { type: 'answer', correct: true, item: 'a' });
    expect(state.health).toBe(healthAfter(HEALTH_START, true));
    expect(trackOf(state.health)).toEqual({ mouseToCheese: 4, catBehind: 6 });
    state = quizReducer(quizReducer(state, { type: 'next' }), { type: 'answer', correct: false, item: 'b' });
    state = quizReducer(quizReducer(state, { type: 'next' }), { type: 'answer', correct: false, item: 'c' });
    expect(state.health).toBe(60);
    expect(trackOf(state.health)).toEqual({ mouseToCheese: 6, catBehind: 4 });
    expect(mousePercent(state.health)).toBe(40);
  });

  it('ends at the cheese (health 0), at the cat (health 100), or after 10 questions', () => {
    expect(trackOf(0)).toEqual({ mouseToCheese: 0, catBehind: 10 });
    expect(trackOf(100)).toEqual({ mouseToCheese: 10, catBehind: 0 });
    expect(raceOutcome(0)).toBe('cheese');
    expect(raceOutcome(100)).toBe('caught');
    expect(raceOutcome(50)).toBeNull();
    expect(isRaceOver(0, 5)).toBe(true);
    expect(isRaceOver(100, 5)).toBe(true);
    expect(isRaceOver(40, 9)).toBe(false);
    expect(isRaceOver(40, 10)).toBe(true);
  });

  it('wins after five right answers in a row', () => {
    let health = HEALTH_START;
    for (let i = 0; i < 4; i++) health = healthAfter(health, true);
    expect(raceOutcome(health)).toBeNull();
    health = healthAfter(health, true);
    expect(raceOutcome(health)).toBe('cheese');
  });

  it('gives a star for the cheese or fewer than 3 mistakes, never when the cat caught the mouse', () => {
    expect(isMouseSuccess(0, 2)).toBe(true);
    expect(isMouseSuccess(30, 2)).toBe(true);
    expect(isMouseSuccess(50, 3)).toBe(false);
    expect(isMouseSuccess(100, 5)).toBe(false);
    expect(isMouseSuccess(100, 0)).toBe(false);
  });
});
