import { describe, expect, it } from 'vitest';
import { HEALTH_START, initialQuizState, isSuccessfulRound, quizReducer, recordAnswer, type QuizEvent, type QuizState } from './quiz-model';

const run = (state: QuizState, events: QuizEvent[]) => events.reduce(quizReducer, state);
const right = (item = 'w'): QuizEvent => ({ type: 'answer', correct: true, item });
const wrong = (item = 'w'): QuizEvent => ({ type: 'answer', correct: false, item });
const next: QuizEvent = { type: 'next' };

describe('quiz engine', () => {
  it('starts with health 50 and empty lists', () => {
    const s = initialQuizState({ type: 'x' });
    expect(s).toMatchObject({ health: HEALTH_START, correct: 0, incorrect: 0, round: 0, correctWords: [], incorrectWords: [], phase: 'asking' });
    expect(HEALTH_START).toBe(50);
  });

  it('moves health down 10 on a correct answer and up 10 on a wrong one', () => {
    let s = initialQuizState<unknown>();
    s = recordAnswer(s, true, 'der Apfel');
    expect(s).toMatchObject({ health: 40, correct: 1, correctWords: ['der Apfel'] });
    s = recordAnswer(s, false, 'die Birne');
    expect(s).toMatchObject({ health: 50, incorrect: 1, incorrectWords: ['die Birne'] });
  });

  it('keeps health between 0 and 100', () => {
    let s = initialQuizState<unknown>();
    for (let i = 0; i < 8; i++) s = recordAnswer(s, true, 'w');
    expect(s.health).toBe(0);
    for (let i = 0; i < 15; i++) s = recordAnswer(s, false, 'w');
    expect(s.health).toBe(100);
  });

  it('records one answer per item: a second answer before "next" is ignored', () => {
    const s = run(initialQuizState<unknown>(null, { length: 10 }), [right('a'), wrong('a')]);
    expect(s).toMatchObject({ correct: 1, incorrect: 0, phase: 'answered', last: 'right' });
  });

  it('ends after the tenth question (round > 9) and keeps the last state', () => {
    let s = initialQuizState<unknown>(null, { length: 10 });
    for (let i = 0; i < 9; i++) s = run(s, [right(), next]);
    expect(s.phase === 'finished').toBe(false);
    s = run(s, [wrong(), next]);
    expect(s.round).toBe(10);
    expect(s.phase === 'finished').toBe(true);
    expect(s).toMatchObject({ outcome: 'completed', correct: 9, incorrect: 1 });
    expect(run(s, [right(), next])).toBe(s);
  });

  it('counts a round with fewer than 3 mistakes as successful', () => {
    let s = initialQuizState<unknown>();
    s = recordAnswer(recordAnswer(s, false, 'a'), false, 'b');
    expect(isSuccessfulRound(s)).toBe(true);
    expect(isSuccessfulRound(recordAnswer(s, false, 'c'))).toBe(false);
  });

  it('a screen with its own pool ends the session with "finish"', () => {
    const s = run(initialQuizState<unknown>(), [right(), next, right(), { type: 'finish' }]);
    expect(s).toMatchObject({ phase: 'finished', outcome: 'completed', correct: 2 });
  });

  describe('trainer-style sessions: target, lives, auto-next and a time limit', () => {
    const trainer = () => initialQuizState<unknown>(null, { target: 15, lives: 3, secondsPerItem: 30, autoNext: true });

    it('clears after 15 correct answers, asking again at once after each', () => {
      let s = trainer();
      for (let i = 0; i < 14; i++) s = quizReducer(s, right('das Haus'));
      expect(s).toMatchObject({ phase: 'asking', correct: 14 });
      s = quizReducer(s, right('das Haus'));
      expect(s).toMatchObject({ phase: 'finished', outcome: 'cleared' });
    });

    it('a wrong answer costs a life and resets the clock; the third ends the game', () => {
      let s = run(trainer(), [{ type: 'tick', item: 'x' }, { type: 'tick', item: 'x' }]);
      expect(s.timeLeft).toBe(28);
      s = quizReducer(s, wrong());
      expect(s).toMatchObject({ lives: 2, timeLeft: 30, phase: 'asking' });
      s = run(s, [wrong(), wrong()]);
      expect(s).toMatchObject({ lives: 0, phase: 'finished', outcome: 'gameover' });
    });

    it('running out of time counts as wrong and is marked as a time-out', () => {
      let s = trainer();
      for (let i = 0; i < 30; i++) s = quizReducer(s, { type: 'tick', item: 'das Haus' });
      expect(s).toMatchObject({ lives: 2, incorrect: 1, incorrectWords: ['das Haus'], last: 'timeout', timeLeft: 30 });
    });

    it('without a limit, ticks change nothing', () => {
      const s = initialQuizState<unknown>(null, { length: 10 });
      expect(quizReducer(s, { type: 'tick', item: 'x' })).toBe(s);
    });

    it('a timed item without auto-next waits for "next" after a time-out, then restarts the clock', () => {
      let s = initialQuizState<unknown>(null, { secondsPerItem: 2 });
      s = run(s, [{ type: 'tick', item: 'a' }, { type: 'tick', item: 'a' }]);
      expect(s).toMatchObject({ phase: 'answered', last: 'timeout', timeLeft: 0 });
      expect(quizReducer(s, { type: 'tick', item: 'a' })).toBe(s);
      s = quizReducer(s, next);
      expect(s).toMatchObject({ phase: 'asking', timeLeft: 2, last: null, round: 1 });
    });
  });

  it('"start" begins again with the same base and settings unless new ones are given', () => {
    const s = run(initialQuizState({ type: 'food01' }, { length: 10 }), [wrong(), next, { type: 'start' }]);
    expect(s).toMatchObject({ base: { type: 'food01' }, round: 0, incorrect: 0, config: { length: 10 } });
    expect(quizReducer(s, { type: 'start', base: { type: 'x' }, config: { length: 5 } })).toMatchObject({ base: { type: 'x' }, config: { length: 5 } });
  });
});
