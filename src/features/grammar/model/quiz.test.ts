import { describe, expect, it } from 'vitest';
import { checkPart, frogFor, hidePart, hintOf, itemsOf, pickItem } from './quiz';

describe('grammar quiz model', () => {
  it('hides one random part of the " - " form', () => {
    const h = hidePart('Ich - habe - kein - Auto.', () => 0.6);
    expect(h).toEqual({ parts: ['Ich', 'habe', 'kein', 'Auto.'], hidden: 2, answer: 'kein', full: 'Ich habe kein Auto.' });
    expect(hidePart('Ich - habe - kein - Auto.', () => 0.99).hidden).toBe(3);
    expect(hidePart('Ich - habe - kein - Auto.', () => 0).hidden).toBe(0);
  });

  it('compares trimmed, case-insensitive, German-aware; final punctuation optional', () => {
    expect(checkPart('  KEIN ', 'kein').correct).toBe(true);
    expect(checkPart('Auto', 'Auto.').correct).toBe(true);
    expect(checkPart('Auto.', 'Auto.').correct).toBe(true);
    expect(checkPart('gruene', 'grüne')).toMatchObject({ correct: true, viaSubstitute: true });
    expect(checkPart('keine', 'kein').correct).toBe(false);
  });

  it('chooses the frog: no mistakes, fewer than 3, more', () => {
    expect([0, 1, 2, 3, 7].map(frogFor)).toEqual(['perfect', 'good', 'good', 'again', 'again']);
  });

  it('turns every practice kind into quiz items', () => {
    const tr = { ua: 'А Б', de: 'Hinweis', ru: 'А Б', be: 'А Б', tr: 'A B', pl: 'A B', es: 'A B' };
    expect(itemsOf({ kind: 'sentences', elements: [{ formDe: 'a - b', formEn: 'A B', tr, correct: false }] })).toEqual([{ kind: 'part', de: 'a - b', en: 'A B', tr }]);
    expect(itemsOf({ kind: 'deEn', elements: [{ de: 'a - b', en: 'x', tr }] })[0]).toMatchObject({ kind: 'part' });
    expect(itemsOf({ kind: 'choice', variants: ['der', 'die', 'das'], questions: [{ question: '___ Tisch', answer: 'der' }] })[0]).toEqual({
      kind: 'choice',
      question: '___ Tisch',
      answer: 'der',
      variants: ['der', 'die', 'das'],
    });
  });

  it('gives the hint in the learner\'s language, English only in English', () => {
    const item = { en: 'Smoking is not allowed here.', tr: { ua: 'Тут не можна палити.', de: 'Hier ist Rauchen verboten.', ru: 'Здесь нельзя курить.', be: 'Тут нельга паліць.', tr: 'Burada sigara içmek yasak.', pl: 'Tu nie wolno palić.', es: 'Aquí no se puede fumar.' } };
    expect(hintOf(item, 'en')).toBe('Smoking is not allowed here.');
    expect(hintOf(item, 'ua')).toBe('Тут не можна палити.');
    expect(hintOf(item, 'tr')).toBe('Burada sigara içmek yasak.');
  });

  it('does not ask the same item twice in a row', () => {
    expect(pickItem(5, 2, () => 0.5)).toBe(3);
    expect(pickItem(1, 0, () => 0.5)).toBe(0);
  });
});
