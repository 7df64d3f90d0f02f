import { describe, expect, it } from 'vitest';
import type { VerbRootSet, WordSet } from '@/features/words/content/types';
import { seeded } from '@/lib/random';
import {
  A1_DIRECTIONS,
  A2_DIRECTIONS,
  buildPuzzle,
  chooseWords,
  gridLetters,
  gridSize,
  isHideable,
  MAX_COLS,
  MAX_ROWS,
  MAX_WORDS,
  MIN_WORDS,
  occurrences,
  type Direction,
  type Puzzle,
} from './puzzle';

const topics = import.meta.glob<{ default: WordSet }>('../../../words/content/topics/*.ts', { eager: true });
const roots = import.meta.glob<{ default: VerbRootSet }>('../../../words/content/verb-roots/*.ts', { eager: true });

/** Everything a valid puzzle must be; returns the problems found (none: []). */
function problems(puzzle: Puzzle, words: readonly string[], directions: readonly Direction[]): string[] {
  const out: string[] = [];
  if (puzzle.cols > MAX_COLS || puzzle.rows > MAX_ROWS) out.push(`size ${puzzle.rows}×${puzzle.cols}`);
  if (puzzle.grid.length !== puzzle.rows || puzzle.grid.some((line) => line.length !== puzzle.cols)) out.push('ragged grid');
  for (const line of puzzle.grid) for (const letter of line) if (!/^[A-ZÄÖÜß]$/.test(letter)) out.push(`cell "${letter}"`);
  const placed = new Set(puzzle.placements.map((p) => p.word));
  if (placed.size !== puzzle.placements.length) out.push('a word placed twice');
  for (const placement of puzzle.placements) {
    const letters = gridLetters(words[placement.word] as string);
    const read = placement.cells.map((x) => puzzle.grid[x.row]?.[x.col]).join('');
    if (read !== letters.join('')) out.push(`${letters.join('')} reads ${read}`);
    const [a, b] = placement.cells;
    const step = a && b ? [b.row - a.row, b.col - a.col] : [0, 1];
    if (!directions.some(([dr, dc]) => dr === step[0] && dc === step[1])) out.push(`${letters.join('')} runs ${step.join(',')}`);
    placement.cells.forEach((x, i) => {
      if (i > 0 && (x.row - (placement.cells[i - 1]?.row ?? 0) !== step[0] || x.col - (placement.cells[i - 1]?.col ?? 0) !== step[1])) out.push(`${letters.join('')} not straight`);
    });
    const found = occurrences(puzzle.grid, letters);
    if (found.length !== 1) out.push(`${letters.join('')} occurs ${found.length}×`);
  }
  return out;
}

const sample = ['Hund', 'Katze', 'Maus', 'Vogel', 'Fisch', 'Pferd', 'Kuh', 'Schaf', 'Ziege', 'Bär', 'Straße', 'Fuß', 'Möwe', 'Küken'];

describe('gridLetters', () => {
  it('gives one capital per cell, keeps Ä Ö Ü and keeps ß as one cell "ß" (never "SS")', () => {
    expect(gridLetters('Straße')).toEqual(['S', 'T', 'R', 'A', 'ß', 'E']);
    expect(gridLetters('weiß')).toEqual(['W', 'E', 'I', 'ß']);
    expect(gridLetters('Bär')).toEqual(['B', 'Ä', 'R']);
    expect(gridLetters('schön').join('')).toBe('SCHÖN');
    expect(gridLetters('Übung')[0]).toBe('Ü');
  });
});

describe('isHideable', () => {
  it('takes one word of 3 to 12 letters, umlauts and ß included', () => {
    expect(isHideable('Fuß')).toBe(true);
    expect(isHideable('Schmetterling')).toBe(false); // 13 letters
    expect(isHideable('Wasserglas')).toBe(true);
    expect(isHideable('zu')).toBe(false);
    expect(isHideable('groß – klein')).toBe(false);
    expect(isHideable('sich freuen')).toBe(false);
  });
});

describe('chooseWords', () => {
  const item = (de: string, clue = de) => ({ de, clue });
  it('takes at most 10 words, each hideable, with its own form and clue, none inside another', () => {
    const items = [
      ...sample.map((w) => item(w)),
      item('Rot'),
      item('Brot'),
      item('Tor'),
      item('HUND', 'other clue'),
      item('Hündin', 'Hund'),
      item('zu'),
      item('Schmetterling'),
    ];
    for (let seed = 0; seed < 200; seed++) {
      const chosen = chooseWords(
        items,
        (i) => i.de,
        (i) => i.clue,
        seeded(seed),
      );
      expect(chosen.length).toBe(MAX_WORDS);
      const forms = chosen.map((c) => gridLetters(c.de).join(''));
      expect(new Set(forms).size).toBe(forms.length);
      expect(new Set(chosen.map((c) => c.clue.toLowerCase())).size).toBe(chosen.length);
      for (const a of forms) {
        expect(isHideable(a)).toBe(true);
        for (const b of forms) {
          if (a === b) continue;
          expect(b.includes(a) || b.includes([...a].reverse().join('')), `${a} in ${b}`).toBe(false);
        }
      }
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    const run = (seed: number) =>
      chooseWords(
        sample,
        (w) => w,
        (w) => w,
        seeded(seed),
      );
    expect(run(7)).toEqual(run(7));
    expect(new Set([1, 2, 3, 4, 5].map((s) => run(s).join())).size).toBeGreaterThan(1);
  });
});

describe('occurrences', () => {
  const grid = [
    ['R', 'O', 'T', 'X'],
    ['X', 'T', 'X', 'X'],
    ['X', 'O', 'X', 'X'],
    ['X', 'R', 'A', 'X'],
  ];
  it('finds a word in every direction, backwards too', () => {
    expect(occurrences(grid, ['R', 'O', 'T'])).toHaveLength(2); // across, and up from the bottom
    expect(occurrences(grid, ['T', 'O', 'R'])).toHaveLength(2);
    expect(occurrences(grid, ['X', 'X', 'X', 'X'])).toHaveLength(1);
    expect(occurrences(grid, ['A', 'B'])).toHaveLength(0);
  });
  it('counts a palindrome once (read backwards it is the same place)', () => {
    expect(occurrences([['O', 'T', 'T', 'O']], ['O', 'T', 'T', 'O'])).toHaveLength(1);
  });
  it('never matches an empty cell', () => {
    expect(occurrences([['R', null, 'T']], ['R', 'O', 'T'])).toHaveLength(0);
  });
});

describe('gridSize', () => {
  it('is at least 8×8, as wide as the longest word up to 10 columns and tall enough for it', () => {
    expect(gridSize([gridLetters('Hund')])).toEqual({ rows: 8, cols: 8 });
    expect(gridSize([gridLetters('Wasserglas')])).toEqual({ rows: 10, cols: 10 });
    expect(gridSize([gridLetters('Kühlschrank')])).toEqual({ rows: 11, cols: 10 });
  });
  it('grows rows when the words would fill more than 60 % of the cells', () => {
    const many = Array.from({ length: 10 }, () => gridLetters('Schrank')); // 70 letters
    expect(gridSize(many)).toEqual({ rows: 12, cols: 8 });
  });
});

describe('buildPuzzle', () => {
  const words = sample.slice(0, 10);

  it('hides every word exactly once (any of 8 directions, filler included) over 300 seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      const directions = seed % 2 ? A1_DIRECTIONS : A2_DIRECTIONS;
      const puzzle = buildPuzzle(words, directions, seeded(seed));
      expect(puzzle, `seed ${seed}`).not.toBeNull();
      expect(puzzle!.placements.map((p) => p.word)).toEqual(words.map((_, i) => i));
      expect(problems(puzzle!, words, directions), `seed ${seed}`).toEqual([]);
    }
  });

  it('keeps ß as one cell and umlauts as letters', () => {
    const list = ['Straße', 'Fuß', 'Möwe', 'Küken', 'Bär', 'Hund', 'Katze', 'Vogel'];
    const puzzle = buildPuzzle(list, A1_DIRECTIONS, seeded(3))!;
    const street = puzzle.placements[0]!.cells.map((x) => puzzle.grid[x.row]![x.col]);
    expect(street).toEqual(['S', 'T', 'R', 'A', 'ß', 'E']);
    expect(problems(puzzle, list, A1_DIRECTIONS)).toEqual([]);
  });

  it('places A1 words only across and down, A2 words also diagonally', () => {
    const steps = (directions: readonly Direction[]) =>
      new Set(
        Array.from({ length: 40 }, (_, seed) => buildPuzzle(words, directions, seeded(seed))!).flatMap((p) =>
          p.placements.map(({ cells: [a, b] }) => `${b!.row - a!.row},${b!.col - a!.col}`),
        ),
      );
    expect([...steps(A1_DIRECTIONS)].sort()).toEqual(['0,1', '1,0']);
    expect([...steps(A2_DIRECTIONS)].sort()).toEqual(['0,1', '1,0', '1,1']);
  });

  it('is the same for the same seed', () => {
    expect(buildPuzzle(words, A2_DIRECTIONS, seeded(42))).toEqual(buildPuzzle(words, A2_DIRECTIONS, seeded(42)));
  });

  it('fits even ten words of 12 letters (the densest round: 120 letters in 12×10 cells)', () => {
    const long = ['Lampenschirm', 'Computerraum', 'Schreibtisch', 'Kinderzimmer', 'Bücherregale', 'Sonnenbrille', 'Schlafzimmer', 'Kleiderbügel', 'Rechenbücher', 'Spielzeugbär'];
    const puzzle = buildPuzzle(long, A2_DIRECTIONS, seeded(1));
    expect(puzzle).not.toBeNull();
    expect(puzzle!.placements).toHaveLength(10);
    expect(problems(puzzle!, long, A2_DIRECTIONS)).toEqual([]);
  });

  it('refuses words it cannot hide', () => {
    expect(buildPuzzle(['Hund', 'zu'], A1_DIRECTIONS, seeded(1))).toBeNull();
  });
});

describe('every word topic and verb root', () => {
  const sets = [
    ...Object.values(topics).map(({ default: set }) => ({ id: set.id, words: set.words.filter((w) => w.kind !== 'pair').map((w) => ({ de: w.de, clue: w.tr.en })) })),
    ...Object.entries(roots).map(([path, { default: set }]) => ({ id: path, words: set.elements.map((e) => ({ de: e.de, clue: e.en })) })),
  ];

  it('are all there', () => {
    expect(sets.length).toBeGreaterThan(130);
  });

  it('give a valid puzzle of 8 to 10 words whenever they have 8 hideable words (5 seeds each)', () => {
    let playable = 0;
    for (const set of sets) {
      for (let seed = 0; seed < 5; seed++) {
        const chosen = chooseWords(
          set.words,
          (w) => w.de,
          (w) => w.clue,
          seeded(seed),
        );
        if (chosen.length < MIN_WORDS) continue;
        playable++;
        const list = chosen.map((w) => w.de);
        const puzzle = buildPuzzle(list, seed % 2 ? A1_DIRECTIONS : A2_DIRECTIONS, seeded(seed));
        expect(puzzle, `${set.id} seed ${seed}`).not.toBeNull();
        expect(puzzle!.placements.length).toBeGreaterThanOrEqual(MIN_WORDS);
        expect(problems(puzzle!, list, seed % 2 ? A1_DIRECTIONS : A2_DIRECTIONS), `${set.id} seed ${seed}`).toEqual([]);
      }
    }
    // All but the topics of opposite pairs ("groß – klein") and a few small ones can be played.
    expect(playable).toBeGreaterThan(500);
  });
});
