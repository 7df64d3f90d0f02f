import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { canVanish, chooseVanishing, gapsInReadingOrder, pickText, tokenize, vanishablePositions, wordCount, WORDS_PER_ROUND } from './text';

const TEXT = 'Liebe Lisa, viele Grüße aus Wien! Am 3. Mai schreibe ich dir eine E-Mail: „Wie geht’s?“ Das Wetter ist super, die Sonne scheint jeden Tag. Mein Hotel ist klein, aber sehr gemütlich. Das Hotel liegt am Fluss.';

describe('tokenize', () => {
  it('keeps every character, so the tokens put together are the text', () => {
    expect(tokenize(TEXT).map((t) => t.text).join('')).toBe(TEXT);
  });

  it('makes words of letters (with inner hyphens and apostrophes) and leaves punctuation, spaces and numbers between them', () => {
    const tokens = tokenize('Am 3. Mai: E-Mail „geht’s?“');
    expect(tokens).toEqual([
      { kind: 'word', text: 'Am' },
      { kind: 'other', text: ' 3. ' },
      { kind: 'word', text: 'Mai' },
      { kind: 'other', text: ': ' },
      { kind: 'word', text: 'E-Mail' },
      { kind: 'other', text: ' „' },
      { kind: 'word', text: 'geht’s' },
      { kind: 'other', text: '?“' },
    ]);
  });

  it('counts words, not numbers or punctuation', () => {
    expect(wordCount('Am 3. Mai: E-Mail „geht’s?“')).toBe(4);
    expect(wordCount('Ich bin Anna.')).toBe(3);
  });
});

describe('the words that may vanish', () => {
  it('skips function words and words under 3 letters, whatever their case', () => {
    expect(canVanish('Hotel')).toBe(true);
    expect(canVanish('scheint')).toBe(true);
    expect(canVanish('Über')).toBe(false);
    expect(canVanish('Das')).toBe(false);
    expect(canVanish('meinem')).toBe(false);
    expect(canVanish('hatte')).toBe(false);
    expect(canVanish('Eis')).toBe(true);
    expect(canVanish('Ei')).toBe(false);
  });

  it('takes only words that stand once in the text (another copy would give the gap away)', () => {
    const tokens = tokenize(TEXT);
    const words = vanishablePositions(tokens).map((i) => tokens[i]?.text);
    expect(words).not.toContain('Hotel');
    expect(words).toContain('Fluss');
    expect(words).toContain('E-Mail');
    expect(words).not.toContain('ist');
    const withoutNames = vanishablePositions(tokens, ['Lisa', 'Wien']).map((i) => tokens[i]?.text);
    expect(words).toContain('Wien');
    expect(withoutNames).not.toContain('Wien');
    expect(withoutNames).not.toContain('Lisa');
    expect(withoutNames).toContain('Fluss');
  });

  it('never chooses a name', () => {
    const tokens = tokenize(TEXT);
    for (let seed = 1; seed <= 30; seed++) {
      const words = chooseVanishing(tokens, 10, seeded(seed), ['Lisa', 'Wien', 'Mai']).map((i) => tokens[i]?.text);
      expect(words).toHaveLength(10);
      expect(words.filter((w) => w === 'Lisa' || w === 'Wien' || w === 'Mai')).toEqual([]);
    }
  });
});

describe('chooseVanishing', () => {
  const tokens = tokenize(TEXT);

  it('chooses 10 distinct words, never punctuation or a function word', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const order = chooseVanishing(tokens, WORDS_PER_ROUND, seeded(seed));
      expect(order).toHaveLength(10);
      expect(new Set(order).size).toBe(10);
      const words = order.map((i) => tokens[i]);
      expect(words.every((t) => t?.kind === 'word' && canVanish(t.text))).toBe(true);
      expect(new Set(words.map((t) => t?.text.toLowerCase())).size).toBe(10);
    }
  });

  it('is random but repeatable: the same seed gives the same order, other seeds other orders', () => {
    expect(chooseVanishing(tokens, 10, seeded(7))).toEqual(chooseVanishing(tokens, 10, seeded(7)));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => chooseVanishing(tokens, 10, seeded(seed)).join()));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('gives fewer words when the text has fewer, and numbers the gaps in reading order', () => {
    expect(chooseVanishing(tokenize('Ich esse ein Brot.'), 10, seeded(1)).sort()).toEqual([2, 6]);
    expect(gapsInReadingOrder([9, 2, 30, 4])).toEqual([2, 4, 9, 30]);
  });
});

describe('pickText', () => {
  const texts = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('never picks the text just played when there is another, and picks each of the others', () => {
    const picked = new Set(Array.from({ length: 40 }, (_, seed) => pickText(texts, 'b', seeded(seed))?.id));
    expect([...picked].sort()).toEqual(['a', 'c']);
  });

  it('plays the only text again, and gives nothing for no texts', () => {
    expect(pickText([{ id: 'a' }], 'a')?.id).toBe('a');
    expect(pickText([], null)).toBeUndefined();
  });
});
