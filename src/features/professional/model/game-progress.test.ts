import { doneCount, modesDone } from './game-progress';
import { MODES } from './modes';

describe('modesDone (progress per game from the ratings)', () => {
  it('marks the games whose quiz type has a rate of at least 1', () => {
    const done = modesDone([
      { type: '1', rate: 1 },
      { type: 4, rate: 3 },
      { type: '10', rate: 0 },
      { type: ' 5 ', rate: 2 },
    ]);
    expect([...done].sort()).toEqual(['chooseTranslation', 'flashcards', 'writeDe']);
  });

  it('ignores rows of unknown types and junk rates', () => {
    expect(modesDone([{ type: 'Nouns', rate: 3 }, { type: '99', rate: 3 }, { type: '3', rate: Number.NaN }, { type: '1.5', rate: 2 }]).size).toBe(0);
    expect(modesDone([]).size).toBe(0);
  });

  it('counts only the games offered for the words', () => {
    const nouns = MODES.filter((m) => m.for.includes('Nouns'));
    expect(doneCount(nouns, modesDone([{ type: 3, rate: 1 }, { type: 7, rate: 1 }]))).toEqual({ done: 1, total: nouns.length });
  });
});
