import { describe, expect, it } from 'vitest';
import { HEALTH_START, initialQuizState, isQuizOver, isSuccessfulRound, nextRound, recordAnswer } from './quiz-model';

describe('quiz model', () => {
  it('starts with health 50 and empty lists', () => {
    const s = initialQuizState({ type: 'x' });
    expect(s).toMatchObject({ health: HEALTH_START, correct: 0, incorrect: 0, round: 0, correctWords: [], incorrectWords: [] });
    expect(HEALTH_START).toBe(50);
  });

  it('moves health down 10 on a correct answer and up 10 on a wrong one', () => {
    let s = initialQuizState();
    s = recordAnswer(s, true, 'der Apfel');
    expect(s).toMatchObject({ health: 40, correct: 1, correctWords: ['der Apfel'] });
    s = recordAnswer(s, false, 'die Birne');
    expect(s).toMatchObject({ health: 50, incorrect: 1, incorrectWords: ['die Birne'] });
  });

  it('keeps health between 0 and 100', () => {
    let s = initialQuizState();
    for (let i = 0; i < 8; i++) s = recordAnswer(s, true, 'w');
    expect(s.health).toBe(0);
    for (let i = 0; i < 15; i++) s = recordAnswer(s, false, 'w');
    expect(s.health).toBe(100);
  });

  it('ends after the tenth question (round > 9)', () => {
    let s = initialQuizState();
    for (let i = 0; i < 9; i++) s = nextRound(s);
    expect(isQuizOver(s)).toBe(false);
    s = nextRound(s);
    expect(s.round).toBe(10);
    expect(isQuizOver(s)).toBe(true);
  });

  it('counts a round with fewer than 3 mistakes as successful', () => {
    let s = initialQuizState();
    s = recordAnswer(recordAnswer(s, false, 'a'), false, 'b');
    expect(isSuccessfulRound(s)).toBe(true);
    expect(isSuccessfulRound(recordAnswer(s, false, 'c'))).toBe(false);
  });
});
