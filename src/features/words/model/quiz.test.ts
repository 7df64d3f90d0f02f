import { describe, expect, it } from 'vitest';
import type { WordItem } from '../content/types';
import { acceptedGerman, buildRound, checkTypedWord, germanOf, pickRoundWords } from './quiz';

const tr = (en: string) => ({ en, ua: `ua-${en}`, de: `de-${en}`, ru: `ru-${en}`, be: `be-${en}`, tr: `tr-${en}`, pl: `pl-${en}`, es: `es-${en}` });
const words: WordItem[] = Array.from({ length: 12 }, (_, i) => ({ kind: 'noun', de: `Wort${i}`, article: 'das', plural: `Wörter${i}`, tr: tr(`word${i}`) }));

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('word quiz rounds', () => {
  it('has 10 questions with 10 different words when the set has at least 10', () => {
    const picked = pickRoundWords(words, seeded(1));
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
  });

  it('repeats words only when the set is smaller than a round', () => {
    const few = words.slice(0, 4);
    const picked = pickRoundWords(few, seeded(2));
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(4);
  });

  it('asks nouns with their article and offers 4 distinct options including the answer', () => {
    for (const type of ['pictures', 'german'] as const) {
      for (const q of buildRound(words, type, 'ua', seeded(3))) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.options).toContain(q.answer);
      }
    }
    const [first] = buildRound(words, 'german', 'ua', seeded(4));
    expect(first?.answer).toMatch(/^das Wort\d+$/);
    expect(first?.prompt).toMatch(/^ua-word\d+$/);
    const [pic] = buildRound(words, 'pictures', 'tr', seeded(5));
    expect(pic?.prompt).toMatch(/^das Wort/);
    expect(pic?.answer).toMatch(/^tr-word/);
  });

  it('typing asks for the German with article, no options', () => {
    const [q] = buildRound(words, 'typing', 'en', seeded(6));
    expect(q?.options).toEqual([]);
    expect(q?.answer).toBe(germanOf(q!.word));
  });
});

describe('typed answers: every correct German word (issue 27)', () => {
  const saturday: WordItem = { kind: 'noun', de: 'Samstag', article: 'der', plural: 'Samstage', tr: tr('Saturday'), alternatives: ['der Sonnabend'] };
  it('accepts the word as taught and the listed alternatives, nothing else', () => {
    expect(acceptedGerman(saturday)).toEqual(['der Samstag', 'der Sonnabend']);
    expect(checkTypedWord('der Samstag', saturday).correct).toBe(true);
    expect(checkTypedWord('Der Sonnabend', saturday)).toMatchObject({ correct: true, viaSubstitute: false });
    expect(checkTypedWord('der Sonntag', saturday).correct).toBe(false);
    expect(checkTypedWord('die Sonnabend', saturday).correct).toBe(false);
    expect(checkTypedWord('der Samstag', { kind: 'verb', de: 'gehen', tr: tr('go') }).correct).toBe(false);
  });
});
