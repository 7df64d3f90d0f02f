import { describe, expect, it } from 'vitest';
import { afterAnswer, roundPosition } from './round-progress';

describe('roundPosition', () => {
  it('numbers the items from 1 and marks the last', () => {
    expect(roundPosition(0, 10)).toEqual({ index: 0, n: 1, last: false });
    expect(roundPosition(8, 10)).toEqual({ index: 8, n: 9, last: false });
    expect(roundPosition(9, 10)).toEqual({ index: 9, n: 10, last: true });
  });

  it('stays on the last item when the engine has counted past the end', () => {
    expect(roundPosition(10, 10)).toEqual({ index: 9, n: 10, last: true });
  });

  it('a round of one item is its own last', () => {
    expect(roundPosition(0, 1)).toEqual({ index: 0, n: 1, last: true });
  });
});

describe('afterAnswer', () => {
  const hund = { de: 'der Hund', translation: 'dog' };

  it('adds the item of a wrong answer, in the order answered', () => {
    const once = afterAnswer([], false, hund);
    expect(once).toEqual([hund]);
    expect(afterAnswer(once, false, { de: 'die Katze', translation: 'cat' })).toEqual([hund, { de: 'die Katze', translation: 'cat' }]);
  });

  it('leaves the list as it is after a right answer or without an item', () => {
    expect(afterAnswer([hund], true, { de: 'das Haus', translation: 'house' })).toEqual([hund]);
    expect(afterAnswer([hund], false, undefined)).toEqual([hund]);
  });
});
