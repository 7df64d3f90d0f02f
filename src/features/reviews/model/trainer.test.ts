import { describe, expect, it } from 'vitest';
import { initialTrainer, LIVES, REPEATS_TO_CLEAR, secondsFor, trainerReducer, type TrainerState } from './trainer';

const run = (state: TrainerState, ...events: Parameters<typeof trainerReducer>[1][]) => events.reduce(trainerReducer, state);

describe('review trainer rules (spec 001 §4)', () => {
  it('Start review moves to typing practice with 3 lives and 30 s', () => {
    expect(run(initialTrainer, { type: 'start', seconds: 30 })).toEqual({ stage: 'practice', repeats: 0, lives: 3, timeLeft: 30, outcome: null });
  });

  it('a correct answer adds a repeat and resets the timer; 15 repeats clear the word', () => {
    let s = run(initialTrainer, { type: 'start', seconds: 30 }, { type: 'tick' }, { type: 'tick' });
    expect(s.timeLeft).toBe(28);
    s = trainerReducer(s, { type: 'answer', correct: true, seconds: 30 });
    expect(s).toMatchObject({ repeats: 1, timeLeft: 30, stage: 'practice' });
    for (let i = 1; i < REPEATS_TO_CLEAR; i++) s = trainerReducer(s, { type: 'answer', correct: true, seconds: 30 });
    expect(s).toMatchObject({ stage: 'result', outcome: 'cleared', repeats: 15 });
  });

  it('a wrong answer or a time-out costs a life and resets the timer; 3 lost lives end the game', () => {
    let s = run(initialTrainer, { type: 'start', seconds: 30 }, { type: 'answer', correct: false, seconds: 30 });
    expect(s).toMatchObject({ lives: LIVES - 1, timeLeft: 30 });
    for (let i = 0; i < 30; i++) s = trainerReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ lives: 1, timeLeft: 30, stage: 'practice' });
    s = trainerReducer(s, { type: 'answer', correct: false, seconds: 30 });
    expect(s).toMatchObject({ stage: 'result', outcome: 'gameover', lives: 0 });
  });

  it('Try Again returns to the overview with lives and repeats reset', () => {
    const s = run(initialTrainer, { type: 'start', seconds: 30 }, { type: 'answer', correct: true, seconds: 30 }, { type: 'tryAgain' });
    expect(s).toEqual(initialTrainer);
  });

  it('an extended or switched-off limit (WCAG 2.2.1)', () => {
    expect(secondsFor(1)).toBe(30);
    expect(secondsFor(2)).toBe(60);
    expect(secondsFor(10)).toBe(300);
    expect(secondsFor(0)).toBe(Number.POSITIVE_INFINITY);
  });
});
