import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import type { GameWord } from '../../model/game-word';
import { buildLaces, choose, clearSelection, initialLaceState, isScreenDone, laceWords, LACES_WORDS, screenSizes, type LaceState } from './laces';

const tr = (en: string) => ({ en, ua: `ua ${en}`, de: `de ${en}`, ru: `ru ${en}`, be: `be ${en}`, tr: `tr ${en}`, pl: `pl ${en}`, es: `es ${en}` });
const noun = (de: string, article: 'der' | 'die' | 'das', en: string): GameWord => ({ kind: 'noun', de, article, plural: null, tr: tr(en) });
const words: GameWord[] = Array.from({ length: 14 }, (_, i) => noun(`Wort${i}`, i % 2 ? 'der' : 'die', `word ${i}`));

describe('laces: the words of a round', () => {
  it('keeps one word per German word and one per translation', () => {
    const list = [noun('See', 'der', 'lake'), noun('See', 'die', 'sea'), noun('Bank', 'die', 'bench'), noun('Sitz', 'der', 'bench'), noun('Bank', 'die', 'bank')];
    expect(laceWords(list, 'en').map((w) => `${w.article} ${w.de}`)).toEqual(['der See', 'die Bank']);
  });

  it('never pairs a word with itself (issue 25: "golden ↔ golden", "der Computer ↔ computer")', () => {
    const adjective = (de: string, en: string): GameWord => ({ kind: 'adjective', de, tr: tr(en) });
    const list = [adjective('golden', 'golden'), noun('Computer', 'der', 'computer'), adjective('schön', 'beautiful'), { ...adjective('blau', 'blue'), tr: { ...tr('blue'), de: 'blau' } }];
    expect(laceWords(list, 'en').map((w) => w.de)).toEqual(['schön', 'blau']);
    expect(laceWords(list, 'de').map((w) => w.de)).toEqual(['golden', 'Computer', 'schön']);
    for (const seed of [1, 2, 3]) for (const p of buildLaces([...list, ...words], 'en', seeded(seed)).flatMap((s) => s.pairs)) expect(p.translation.toLowerCase()).not.toBe(p.de.toLowerCase());
  });

  it('splits 10 words into two screens of 5 (and fewer words as evenly as it can)', () => {
    expect(screenSizes(10, 2)).toEqual([5, 5]);
    expect(screenSizes(11, 2)).toEqual([6, 5]);
    expect(screenSizes(1, 2)).toEqual([1]);
  });

  it('builds two screens of 5 with 10 different words, nouns with their article, translations in the interface language', () => {
    const screens = buildLaces(words, 'ua', seeded(3));
    expect(screens.map((s) => s.pairs.length)).toEqual([5, 5]);
    const pairs = screens.flatMap((s) => s.pairs);
    expect(pairs).toHaveLength(LACES_WORDS);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(LACES_WORDS);
    expect(new Set(pairs.map((p) => p.de)).size).toBe(LACES_WORDS);
    for (const p of pairs) {
      expect(p.de).toMatch(/^(der|die) Wort\d+$/);
      const index = Number(p.de.replace(/\D+/g, ''));
      expect(p.translation).toBe(`ua word ${index}`);
    }
    for (const s of screens) {
      expect([...s.left].sort()).toEqual(s.pairs.map((p) => p.id).sort());
      expect([...s.right].sort()).toEqual(s.pairs.map((p) => p.id).sort());
    }
  });

  it('shuffles the two columns independently (not always side by side)', () => {
    const aligned = Array.from({ length: 20 }, (_, seed) => buildLaces(words, 'en', seeded(seed))).flat().filter((s) => s.left.join() === s.right.join()).length;
    expect(aligned).toBeLessThan(3);
  });

  it('has no round without words', () => {
    expect(buildLaces([], 'en')).toEqual([]);
  });
});

describe('laces: pairing', () => {
  const pick = (state: LaceState, ...steps: ['left' | 'right', number][]) => steps.reduce((s, [side, id]) => choose(s, side, id).state, state);

  it('selects an item, switches within a column, and clears on the same item or Escape', () => {
    let r = choose(initialLaceState, 'left', 1);
    expect(r.outcome).toEqual({ kind: 'selected', side: 'left', id: 1 });
    r = choose(r.state, 'left', 2);
    expect(r.state.selected).toEqual({ side: 'left', id: 2 });
    r = choose(r.state, 'left', 2);
    expect(r.outcome.kind).toBe('cleared');
    expect(r.state.selected).toBeNull();
    expect(clearSelection(pick(initialLaceState, ['right', 4])).selected).toBeNull();
  });

  it('joins a word and its translation from either side', () => {
    const a = choose(pick(initialLaceState, ['left', 3]), 'right', 3);
    expect(a.outcome).toEqual({ kind: 'right', id: 3 });
    expect(a.state).toMatchObject({ selected: null, done: [3], mistakes: 0, tried: [] });
    const b = choose(pick(initialLaceState, ['right', 2]), 'left', 2);
    expect(b.outcome).toEqual({ kind: 'right', id: 2 });
  });

  it('counts a wrong pair as a mistake, marks both words as tried once, and clears the selection', () => {
    const a = choose(pick(initialLaceState, ['left', 1]), 'right', 2);
    expect(a.outcome).toEqual({ kind: 'wrong', left: 1, right: 2 });
    expect(a.state).toMatchObject({ selected: null, done: [], mistakes: 1, tried: [1, 2] });
    const b = choose(pick(a.state, ['right', 2]), 'left', 1);
    expect(b.outcome).toEqual({ kind: 'wrong', left: 1, right: 2 });
    expect(b.state).toMatchObject({ mistakes: 2, tried: [1, 2] });
  });

  it('ignores a done item, with or without a selection', () => {
    const joined = pick(initialLaceState, ['left', 1], ['right', 1]);
    expect(choose(joined, 'left', 1).outcome.kind).toBe('ignored');
    const selected = pick(joined, ['left', 2]);
    const r = choose(selected, 'right', 1);
    expect(r.outcome.kind).toBe('ignored');
    expect(r.state).toBe(selected);
  });

  it('finishes a screen when all its pairs are joined', () => {
    const [screen] = buildLaces(words, 'en', seeded(1));
    let state = initialLaceState;
    for (const id of screen!.left) {
      expect(isScreenDone(state, screen!)).toBe(false);
      state = pick(state, ['left', id], ['right', id]);
    }
    expect(isScreenDone(state, screen!)).toBe(true);
  });
});
