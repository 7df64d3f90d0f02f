import { describe, expect, it } from 'vitest';
import type { SentencePuzzle } from '@/features/games/content/types';
import { seeded } from '@/lib/random';
import { capitalise, checkOrder, correctOrders, lineTexts, matchOrder, orderProblems, otherSentences, permutations, roundOf, shuffledTiles, textsOf, writeSentence } from './puzzle';

const tr = { en: 'x', ua: 'x', de: 'x', ru: 'x', be: 'x', tr: 'x', pl: 'x', es: 'x' };

/** Am Wochenende gehe ich ins Kino: time, subject or place first; the verb stays second. */
const kino: SentencePuzzle = {
  level: 'A1',
  rule: 'verb-second',
  punctuation: '.',
  parts: ['am Wochenende', 'gehe', 'ich', 'ins Kino'],
  alsoCorrect: [
    [2, 1, 0, 3],
    [3, 1, 2, 0],
  ],
  tr,
};

/** Two "ich" parts and a clause that may stand first, last or after "bleibe". */
const krank: SentencePuzzle = {
  level: 'A2',
  rule: 'verb-final',
  punctuation: '.',
  parts: ['ich', 'bleibe', 'zu Hause', 'weil', 'ich', 'krank', 'bin'],
  alsoCorrect: [
    [3, 4, 5, 6, 1, 0, 2],
    [0, 1, 3, 4, 5, 6, 2],
    [2, 1, 0, 3, 4, 5, 6],
  ],
  clause: [3, 6],
  tr,
};

const frage: SentencePuzzle = { level: 'A1', rule: 'question', punctuation: '?', parts: ['wann', 'beginnt', 'der Film'], alsoCorrect: [], tr };
const bitte: SentencePuzzle = { level: 'A1', rule: 'imperative', punctuation: '!', parts: ['kommen', 'Sie', 'bitte', 'herein'], alsoCorrect: [[2, 0, 1, 3]], tr };

const words = (s: string) => s.split(' | ');

describe('checkOrder', () => {
  it('accepts the main order and every listed order of several sentences', () => {
    for (const sentence of [kino, krank, frage, bitte]) {
      for (const order of correctOrders(sentence)) {
        expect(checkOrder(sentence, textsOf(sentence, order)).correct, writeSentence(sentence, order)).toBe(true);
      }
    }
    expect(checkOrder(kino, words('ich | gehe | am Wochenende | ins Kino'))).toEqual({ correct: true, order: [2, 1, 0, 3], main: false });
    expect(checkOrder(kino, words('am Wochenende | gehe | ich | ins Kino'))).toEqual({ correct: true, order: [0, 1, 2, 3], main: true });
    expect(checkOrder(bitte, words('bitte | kommen | Sie | herein')).correct).toBe(true);
  });

  it('rejects wrong orders: verb third, subject and verb swapped, verb not at the end of the clause', () => {
    expect(checkOrder(kino, words('am Wochenende | ich | gehe | ins Kino')).correct).toBe(false);
    expect(checkOrder(kino, words('ich | gehe | ins Kino | am Wochenende')).correct).toBe(false);
    expect(checkOrder(krank, words('ich | bleibe | zu Hause | weil | ich | bin | krank')).correct).toBe(false);
    expect(checkOrder(krank, words('weil | ich | krank | bin | ich | bleibe | zu Hause')).correct).toBe(false);
    expect(checkOrder(frage, words('der Film | beginnt | wann')).correct).toBe(false);
    expect(checkOrder(bitte, words('Sie | kommen | bitte | herein')).correct).toBe(false);
  });

  it('accepts exactly the listed orders: of all 24 orders of "am Wochenende gehe ich ins Kino" three are right', () => {
    const right = permutations(4).filter((o) => checkOrder(kino, textsOf(kino, o)).correct);
    expect(right.map((o) => writeSentence(kino, o))).toEqual(['Am Wochenende gehe ich ins Kino.', 'Ich gehe am Wochenende ins Kino.', 'Ins Kino gehe ich am Wochenende.']);
  });

  it('compares texts, so the two "ich" tiles may stand either way round', () => {
    // Tiles 4 and 0 are both "ich": the main order spelled with them swapped is still right.
    expect(checkOrder(krank, textsOf(krank, [4, 1, 2, 3, 0, 5, 6]))).toEqual({ correct: true, order: [0, 1, 2, 3, 4, 5, 6], main: true });
    expect(matchOrder(krank, textsOf(krank, [3, 0, 5, 6, 1, 4, 2]))).toEqual([3, 4, 5, 6, 1, 0, 2]);
  });

  it('rejects an answer with parts missing', () => {
    expect(checkOrder(kino, words('am Wochenende | gehe | ich')).correct).toBe(false);
  });
});

describe('writing a sentence', () => {
  it('capitalises the first part only and ends with the punctuation', () => {
    expect(capitalise('ich')).toBe('Ich');
    expect(capitalise('öfter')).toBe('Öfter');
    expect(lineTexts(['ins Kino', 'gehe', 'ich'])).toEqual(['Ins Kino', 'gehe', 'ich']);
    expect(writeSentence(frage)).toBe('Wann beginnt der Film?');
    expect(writeSentence(bitte, [2, 0, 1, 3])).toBe('Bitte kommen Sie herein!');
  });

  it('sets the clause off by commas wherever it stands', () => {
    expect(writeSentence(krank)).toBe('Ich bleibe zu Hause, weil ich krank bin.');
    expect(writeSentence(krank, [3, 4, 5, 6, 1, 0, 2])).toBe('Weil ich krank bin, bleibe ich zu Hause.');
    expect(writeSentence(krank, [0, 1, 3, 4, 5, 6, 2])).toBe('Ich bleibe, weil ich krank bin, zu Hause.');
  });

  it('lists the other correct sentences for "Also correct"', () => {
    expect(otherSentences(kino, [2, 1, 0, 3])).toEqual(['Am Wochenende gehe ich ins Kino.', 'Ins Kino gehe ich am Wochenende.']);
    expect(otherSentences(frage, [0, 1, 2])).toEqual([]);
  });
});

describe('shuffledTiles', () => {
  it('never shows a correct order, for many seeds', () => {
    for (const sentence of [kino, krank, frage, bitte]) {
      for (let seed = 1; seed <= 300; seed++) {
        const tiles = shuffledTiles(sentence, seeded(seed));
        expect(tiles.map((t) => t.id).sort()).toEqual(sentence.parts.map((_, i) => i));
        expect(checkOrder(sentence, tiles.map((t) => t.text)).correct).toBe(false);
      }
    }
  });

  it('finds the wrong orders even when a random source keeps giving correct ones', () => {
    // A source that never moves anything: Fisher–Yates with j = i returns the main order each time.
    const tiles = shuffledTiles(frage, () => 0.999999);
    expect(checkOrder(frage, tiles.map((t) => t.text)).correct).toBe(false);
  });
});

describe('orderProblems', () => {
  it('finds nothing wrong in good sentences', () => {
    for (const sentence of [kino, krank, frage, bitte]) expect(orderProblems(sentence)).toEqual([]);
  });

  it('finds orders that are no permutation, repeat the main order, are listed twice or split the clause', () => {
    expect(orderProblems({ ...kino, alsoCorrect: [[0, 1, 2]] })).toEqual(['[0,1,2] is not a permutation of 0…3']);
    expect(orderProblems({ ...kino, alsoCorrect: [[0, 0, 2, 3]] })).toEqual(['[0,0,2,3] is not a permutation of 0…3']);
    expect(orderProblems({ ...kino, alsoCorrect: [[0, 1, 2, 3]] })).toEqual(['[0,1,2,3] spells an order already listed (or the main order)']);
    expect(orderProblems({ ...kino, alsoCorrect: [[2, 1, 0, 3], [2, 1, 0, 3]] })).toEqual(['[2,1,0,3] spells an order already listed (or the main order)']);
    expect(orderProblems({ ...krank, alsoCorrect: [[4, 1, 2, 3, 0, 5, 6]] })).toEqual(['[4,1,2,3,0,5,6] spells an order already listed (or the main order)', '[4,1,2,3,0,5,6] splits the clause']);
    expect(orderProblems({ ...krank, alsoCorrect: [[3, 0, 5, 6, 1, 4, 2]] })).toEqual(['[3,0,5,6,1,4,2] splits the clause']);
  });

  it('finds a sentence whose every order is correct', () => {
    const three = permutations(3);
    expect(orderProblems({ ...frage, alsoCorrect: three.slice(1) })).toEqual(['no wrong order exists']);
  });
});

describe('roundOf', () => {
  it('takes ten different sentences', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...frage, parts: ['wann', 'beginnt', `Film ${i}`] }));
    const round = roundOf(many, seeded(3));
    expect(round).toHaveLength(10);
    expect(new Set(round).size).toBe(10);
  });
});
