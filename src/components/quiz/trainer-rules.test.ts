import { describe, expect, it } from 'vitest';
import { initialQuizState, quizReducer, type QuizEvent, type QuizState } from '@/store/quiz-model';
import { LIVES, REPEATS_TO_CLEAR, secondsFor, trainerConfig } from './trainer-rules';

const run = (state: QuizState, ...events: QuizEvent[]) => events.reduce(quizReducer, state);
const answer = (correct: boolean): QuizEvent => ({ type: 'answer', correct, item: 'das Haus' });
const tick: QuizEvent = { type: 'tick', item: 'das Haus' };
const start = () => initialQuizState<unknown>(null, trainerConfig(1));

describe('review trainer rules (spec 001 §4) on the quiz engine', () => {
  it('Start review: typing practice with 3 lives and 30 s', () => {
    expect(start()).toMatchObject({ phase: 'asking', correct: 0, lives: 3, timeLeft: 30, outcome: null });
  });

  it('a correct answer adds a repeat and resets the timer; 15 repeats clear the word', () => {
    let s = run(start(), tick, tick);
    expect(s.timeLeft).toBe(28);
    s = quizReducer(s, answer(true));
    expect(s).toMatchObject({ correct: 1, timeLeft: 30, phase: 'asking' });
    for (let i = 1; i < REPEATS_TO_CLEAR; i++) s = quizReducer(s, answer(true));
    expect(s).toMatchObject({ phase: 'finished', outcome: 'cleared', correct: 15 });
  });

  it('a wrong answer or a time-out costs a life and resets the timer; 3 lost lives end the game', () => {
    let s = run(start(), answer(false));
    expect(s).toMatchObject({ lives: LIVES - 1, timeLeft: 30 });
    for (let i = 0; i < 30; i++) s = quizReducer(s, tick);
    expect(s).toMatchObject({ lives: 1, timeLeft: 30, phase: 'asking' });
    s = quizReducer(s, answer(false));
    expect(s).toMatchObject({ phase: 'finished', outcome: 'gameover', lives: 0 });
  });

  it('an extended or switched-off limit (WCAG 2.2.1)', () => {
    expect(secondsFor(1)).toBe(30);
    expect(secondsFor(2)).toBe(60);
    expect(secondsFor(10)).toBe(300);
    expect(secondsFor(0)).toBe(Number.POSITIVE_INFINITY);
    expect(run(initialQuizState<unknown>(null, trainerConfig(0)), tick, tick)).toMatchObject({ lives: 3, timeLeft: Number.POSITIVE_INFINITY });
  });
});
