import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '@/i18n/languages';
import { LANGS } from '@/i18n/languages';
import { seeded } from '@/lib/random';
import type { GermanyQuiz } from '@/features/games/content/quiz-types';
import { buildRound, missedItem, QUIZ_ROUND_LENGTH, rightOption } from './round';

const text = (en: string, de = en): LocalizedText => Object.fromEntries(LANGS.map((l) => [l, l === 'de' ? de : l === 'en' ? en : `${en} (${l})`])) as LocalizedText;

/** 14 questions; question i has 4 options "q<i> option <j>" and its answer at index i % 4. */
const quiz: GermanyQuiz = {
  id: 'sample',
  title: text('Sample'),
  descr: text('Sample quiz'),
  img: 'world-map',
  questions: Array.from({ length: 14 }, (_, i) => ({
    q: text(`Question ${i}?`, `Frage ${i}?`),
    options: Array.from({ length: 4 }, (_, j) => text(`q${i} option ${j}`, `F${i} Antwort ${j}`)),
    answer: i % 4,
    explanation: text(`Because ${i}.`),
  })),
};

describe('buildRound', () => {
  it('asks 10 different questions of the quiz', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const round = buildRound(quiz, seeded(seed));
      expect(round).toHaveLength(QUIZ_ROUND_LENGTH);
      expect(new Set(round.map((r) => r.id)).size).toBe(QUIZ_ROUND_LENGTH);
      for (const r of round) expect(quiz.questions).toContain(r.question);
    }
  });

  it('draws different questions and orders from round to round', () => {
    const rounds = Array.from({ length: 20 }, (_, seed) => buildRound(quiz, seeded(seed + 1)).map((r) => r.id).join());
    expect(new Set(rounds).size).toBeGreaterThan(15);
    const asked = new Set(Array.from({ length: 20 }, (_, seed) => buildRound(quiz, seeded(seed + 1)).map((r) => r.id)).flat());
    expect(asked.size).toBe(14);
  });

  it('asks as many as there are when a quiz has fewer than 10', () => {
    expect(buildRound({ ...quiz, questions: quiz.questions.slice(0, 6) }, seeded(3))).toHaveLength(6);
  });

  it('shuffles the options and keeps the right answer with its own option', () => {
    let moved = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const r of buildRound(quiz, seeded(seed))) {
        const original = r.question.options;
        // The same options, each exactly once, one of them marked right.
        expect([...r.options.map((o) => o.text)].sort((a, b) => a.en.localeCompare(b.en))).toEqual([...original].sort((a, b) => a.en.localeCompare(b.en)));
        expect(r.options.filter((o) => o.correct)).toHaveLength(1);
        // The marked option is the very object the quiz names as its answer, wherever it moved.
        expect(rightOption(r).text).toBe(original[r.question.answer]);
        if (r.options.findIndex((o) => o.correct) !== r.question.answer) moved++;
      }
    }
    // Over 300 questions the right answer is rarely where the content put it (≈ 1 in 4 stays).
    expect(moved).toBeGreaterThan(150);
  });

  it('tracks the answer by identity even when two options read alike in one language', () => {
    const twins: GermanyQuiz = {
      ...quiz,
      questions: [{ q: text('Which?'), options: [text('Same', 'Eins'), text('Same', 'Zwei'), text('Other')], answer: 1, explanation: text('Two.') }],
    };
    for (let seed = 1; seed <= 10; seed++) {
      const [r] = buildRound(twins, seeded(seed));
      expect(rightOption(r!).text.de).toBe('Zwei');
    }
  });
});

describe('missedItem', () => {
  const [r] = buildRound(quiz, seeded(7));

  it('keeps the right answer in German and asks the question in the interface language', () => {
    const right = rightOption(r!).text;
    expect(missedItem(r!, 'en')).toEqual({ de: right.de, translation: `${r!.question.q.en} (${right.en})` });
    expect(missedItem(r!, 'ua')).toEqual({ de: right.de, translation: `${r!.question.q.ua} (${right.ua})` });
  });

  it('does not repeat an answer that reads the same as the German', () => {
    const same: GermanyQuiz = { ...quiz, questions: [{ q: text('How many?', 'Wie viele?'), options: [text('9'), text('7'), text('5')], answer: 0, explanation: text('Nine.') }] };
    const [q] = buildRound(same, seeded(1));
    expect(missedItem(q!, 'en')).toEqual({ de: '9', translation: 'How many?' });
  });
});
