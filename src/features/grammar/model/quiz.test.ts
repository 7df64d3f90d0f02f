import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { checkChoice, checkPart, frogFor, hideableParts, hidePart, hintOf, itemsOf, partWords, planRound, roundOrder, type QuizItem } from './quiz';

describe('grammar quiz model', () => {
  it('hides one random part of the " - " form', () => {
    const h = hidePart('Ich - habe - kein - Auto.', () => 0.6);
    expect(h).toEqual({ parts: ['Ich', 'habe', 'kein', 'Auto.'], hidden: 2, answer: 'kein', gapped: 'Ich habe ____ Auto.', full: 'Ich habe kein Auto.' });
    expect(hidePart('Ich - habe - kein - Auto.', () => 0.99).hidden).toBe(3);
    expect(hidePart('Ich - habe - kein - Auto.', () => 0).hidden).toBe(0);
  });

  it('keeps the punctuation of the hidden part outside the blank; the answer is the words', () => {
    const last = () => 0.99;
    expect(hidePart('Darf - ich - hier - parken.', last)).toMatchObject({ answer: 'parken', gapped: 'Darf ich hier ____.', full: 'Darf ich hier parken.' });
    expect(hidePart('Kommst - du - mit?', last)).toMatchObject({ answer: 'mit', gapped: 'Kommst du ____?' });
    expect(hidePart('Er - sagt: - „Komm - mit!“', last)).toMatchObject({ answer: 'mit', gapped: 'Er sagt: „Komm ____!“' });
    expect(hidePart('„Hallo“, - sagt - sie.', () => 0)).toMatchObject({ answer: 'Hallo', gapped: '„____“, sagt sie.' });
    // A middle part's comma stays too.
    expect(hidePart('Er - ist - müde, - aber - er - arbeitet.', () => 0.4)).toMatchObject({ hidden: 2, answer: 'müde', gapped: 'Er ist ____, aber er arbeitet.' });
    // Multi-word parts keep their inner words; a part without words is asked as it is.
    expect(hidePart('Ich - wohne - in Berlin.', last)).toMatchObject({ answer: 'in Berlin', gapped: 'Ich wohne ____.' });
    expect(hidePart('Ja - !', last)).toMatchObject({ answer: '!', gapped: 'Ja ____' });
  });

  it('every practice sentence: the blank plus the answer give the sentence back', () => {
    for (const form of ['Darf - ich - hier - parken.', 'Ich - lerne - Deutsch, - denn - ich - wohne - in Berlin.', 'Wann - kommst - du?']) {
      const count = form.split(' - ').length;
      for (let k = 0; k < count; k++) {
        const h = hidePart(form, () => (k + 0.5) / count);
        expect(h.gapped.replace('____', h.answer)).toBe(h.full);
        expect(h.answer).not.toMatch(/[.,!?]$/);
      }
    }
  });

  it('compares trimmed, case-insensitive, German-aware; punctuation typed after the words is forgiven', () => {
    expect(checkPart('  KEIN ', 'kein').correct).toBe(true);
    expect(checkPart('parken', 'parken').correct).toBe(true);
    expect(checkPart('parken.', 'parken').correct).toBe(true);
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

  it('a round of ten asks ten different items while the list has ten or more', () => {
    for (let seed = 1; seed <= 500; seed++) {
      for (const count of [10, 11, 30, 37]) {
        const order = roundOrder(count, 10, seeded(seed));
        expect(order).toHaveLength(10);
        expect(new Set(order).size).toBe(10);
        expect(order.every((i) => i >= 0 && i < count)).toBe(true);
      }
    }
  });

  it('a shorter list is gone through in full before anything repeats, never the same item twice in a row', () => {
    for (let seed = 1; seed <= 500; seed++) {
      for (const count of [2, 3, 4, 7]) {
        const order = roundOrder(count, 10, seeded(seed));
        expect(order).toHaveLength(10);
        expect(new Set(order.slice(0, count)).size).toBe(count);
        order.forEach((index, i) => {
          if (i > 0) expect(index).not.toBe(order[i - 1]);
        });
      }
    }
    expect(roundOrder(1, 3, seeded(1))).toEqual([0, 0, 0]);
    expect(roundOrder(0, 10, seeded(1))).toEqual([]);
  });

  it('plans a round: the items in that order, each sentence with its hidden part', () => {
    const tr = { ua: 'а', de: 'a', ru: 'а', be: 'а', tr: 'a', pl: 'a', es: 'a' };
    const items: QuizItem[] = Array.from({ length: 12 }, (_, i) => ({ kind: 'part', de: `Satz - Nummer - ${i}.`, en: `${i}`, tr }));
    items.push({ kind: 'choice', question: '___ Tisch', answer: 'der', variants: ['der', 'die', 'das'] });
    const round = planRound(items, 10, seeded(7));
    expect(round).toHaveLength(10);
    expect(new Set(round.map((q) => q.index)).size).toBe(10);
    for (const q of round) {
      expect(q.item).toBe(items[q.index]);
      if (q.item.kind === 'part') expect(q.hidden?.full).toBe(q.item.de.split(' - ').join(' '));
      else expect(q.hidden).toBeNull();
    }
  });
});

describe('hideable parts and alternatives', () => {
  it('hides only the parts the content marks (by their words), any part where it marks none', () => {
    const form = 'Ich - trinke - Kaffee - und - meine Schwester - trinkt - Tee.';
    for (let k = 0; k < 20; k++) expect(hidePart(form, () => k / 20, { hide: ['und'] })).toMatchObject({ hidden: 3, answer: 'und', gapped: 'Ich trinke Kaffee ____ meine Schwester trinkt Tee.' });
    const seen = new Set<number>();
    for (let k = 0; k < 20; k++) seen.add(hidePart(form, () => k / 20, { hide: ['trinke', 'trinkt'] }).hidden);
    expect([...seen].sort()).toEqual([1, 5]);
    expect(hideableParts(form.split(' - '), ['Tee'])).toEqual([6]);
    expect(hideableParts(form.split(' - '))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(partWords('„Komm')).toBe('Komm');
    expect(partWords('Tee.')).toBe('Tee');
  });

  it('accepts a listed alternative for the hidden part, and only for that part', () => {
    const marks = { alternatives: { 'Wie viel': ['Was'] } };
    const asked = hidePart('Wie viel - kostet - das Brot?', () => 0, marks);
    expect(asked).toMatchObject({ answer: 'Wie viel', alternatives: ['Was'] });
    expect(checkPart('was', asked.answer, asked.alternatives).correct).toBe(true);
    expect(checkPart('Wie viel', asked.answer, asked.alternatives).correct).toBe(true);
    expect(checkPart('Wer', asked.answer, asked.alternatives).correct).toBe(false);
    const verb = hidePart('Wie viel - kostet - das Brot?', () => 0.4, marks);
    expect(verb.alternatives).toBeUndefined();
    expect(checkPart('Was', verb.answer, verb.alternatives).correct).toBe(false);
    // An exact alternative is not reported as a substitute spelling; "ss" for "ß" still is.
    expect(checkPart('unter', 'an', ['unter'])).toMatchObject({ correct: true, viaSubstitute: false });
    expect(checkPart('draussen', 'draußen', ['hier']).viaSubstitute).toBe(true);
  });

  it('a choice is right when it is the answer or a listed alternative', () => {
    expect(checkChoice('nach', { answer: 'nach' })).toBe(true);
    expect(checkChoice('bei', { answer: 'nach' })).toBe(false);
    expect(checkChoice('unbestimmter Artikel', { answer: 'kein Artikel', alternatives: ['unbestimmter Artikel'] })).toBe(true);
  });

  it('carries the marks from the content into the quiz items', () => {
    const [item] = itemsOf({ kind: 'deEn', elements: [{ de: 'Wie viel - kostet - das Brot?', en: 'How much is the bread?', tr: {} as never, hide: ['Wie viel'], alternatives: { 'Wie viel': ['Was'] } }] });
    expect(item).toMatchObject({ kind: 'part', hide: ['Wie viel'], alternatives: { 'Wie viel': ['Was'] } });
    const [plain] = itemsOf({ kind: 'deEn', elements: [{ de: 'Wer - ist - das?', en: 'Who is that?', tr: {} as never }] });
    expect(plain).not.toHaveProperty('hide');
  });
});
