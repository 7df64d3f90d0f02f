import type { PuzzleData } from './grid';

/**
 *   C A T #      1 = CAT across and CAR down, 2 = TOW down, 3 = ROWS across
 *   A # O #
 *   R O W S
 */
export const small: PuzzleData = {
  width: 4,
  height: 3,
  entries: [
    { number: 3, row: 2, col: 0, direction: 'across', answer: 'ROWS', clue: 'Lines' },
    { number: 1, row: 0, col: 0, direction: 'across', answer: 'CAT', clue: 'Pet' },
    { number: 2, row: 0, col: 2, direction: 'down', answer: 'tow', clue: 'Pull' },
    { number: 1, row: 0, col: 0, direction: 'down', answer: 'CAR', clue: 'Vehicle' },
  ],
};
