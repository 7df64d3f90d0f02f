// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUIZ_ORDER } from '@/features/games/content/build-quiz-catalogue';
import type { GermanyQuiz } from '@/features/games/content/quiz-types';
import { germanyQuizSchema } from '@/features/games/content/schema';
import { LANGS } from '@/i18n/languages';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';
import { iconExists } from './noto-icons';
import { PLACE_NAMES, place } from '@/features/games/content/germany-names';

/**
 * The quizzes about Germany (issue 13, DECISIONS.md "Pages the spec names…"): ≥ 10 quizzes of
 * ≥ 12 questions on geography, culture, history, everyday life, festivals, food and customs, every
 * question, option and explanation in the 8 languages, correct German.
 */
const modules = import.meta.glob<GermanyQuiz>('/src/features/games/content/germany/*.ts', { eager: true, import: 'default' });
const quizzes = new Map(Object.entries(modules).map(([path, quiz]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), quiz]));

describe('quizzes about Germany', () => {
  it('has the ten quizzes, one module each, named by its id', () => {
    expect(QUIZ_ORDER.length).toBeGreaterThanOrEqual(10);
    expect([...quizzes.keys()].sort()).toEqual([...QUIZ_ORDER].sort());
    for (const [file, quiz] of quizzes) expect(quiz.id, file).toBe(file);
  });

  for (const id of QUIZ_ORDER) {
    describe(id, () => {
      const quiz = quizzes.get(id);
      it('matches the schema (≥ 12 questions, 3–4 options), with a real icon', () => {
        expect(quiz, id).toBeDefined();
        expect(problemsOf(germanyQuizSchema, quiz, id)).toEqual([]);
        if (quiz) expect(iconExists(quiz.img), quiz.img).toBe(true);
      });

      it('asks no question twice; every answer is one of its options; options differ in every language', () => {
        if (!quiz) return;
        const problems: string[] = [];
        const seen = new Set<string>();
        for (const [i, q] of quiz.questions.entries()) {
          if (seen.has(q.q.en)) problems.push(`${id}#${i}: asked twice`);
          seen.add(q.q.en);
          if (q.answer >= q.options.length) problems.push(`${id}#${i}: answer ${q.answer} of ${q.options.length} options`);
          for (const lang of LANGS) {
            const texts = q.options.map((o) => o[lang].trim().toLowerCase());
            if (new Set(texts).size !== texts.length) problems.push(`${id}#${i} ${lang}: two options read the same`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('is in every language and its script', () => {
        if (!quiz) return;
        const problems = [...languageProblems(quiz.title, `${id} title`), ...languageProblems(quiz.descr, `${id} descr`)];
        for (const [i, q] of quiz.questions.entries()) {
          problems.push(...languageProblems(q.q, `${id}#${i} q`), ...languageProblems(q.explanation, `${id}#${i} explanation`));
          for (const [j, o] of q.options.entries()) problems.push(...languageProblems(o, `${id}#${i} option ${j}`));
        }
        expect(problems).toEqual([]);
      });

      it('is correct German (spell-checked)', () => {
        if (!quiz) return;
        const german = [quiz.title.de, quiz.descr.de, ...quiz.questions.flatMap((q) => [q.q.de, q.explanation.de, ...q.options.map((o) => o.de)])];
        expect(unknownGermanWords(german)).toEqual([]);
      });
    });
  }
});

describe('quizzes about Germany, taken together', () => {
  it('ask no question twice across the quizzes (in any language)', () => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      const seen = new Map<string, string>();
      for (const [id, quiz] of quizzes) {
        for (const [i, q] of quiz.questions.entries()) {
          const key = q.q[lang].trim().toLowerCase().replace(/\s+/g, ' ');
          if (seen.has(key)) problems.push(`${lang}: "${q.q[lang]}" in ${seen.get(key)} and ${id}#${i}`);
          seen.set(key, `${id}#${i}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('ask about each of the facts once (the capital, 3 October, Gutenberg, the Basic Law, Kaffee und Kuchen, the Elbe)', () => {
    const facts: [string, RegExp][] = [
      ['the capital', /^what is the capital of germany\?$/i],
      ['the Day of German Unity', /day of german unity/i],
      ['Gutenberg’s printing', /movable metal type/i],
      ['the Basic Law’s year', /year was the basic law/i],
      ['Kaffee und Kuchen', /kaffee und kuchen/i],
      ['the Elbe through Dresden and Hamburg', /dresden and hamburg/i],
    ];
    const questions = [...quizzes.values()].flatMap((quiz) => quiz.questions.map((q) => q.q.en));
    for (const [fact, pattern] of facts) expect(questions.filter((q) => pattern.test(q)), fact).toHaveLength(1);
  });

  it('name German places by one rule per language: its own name for them (en Munich, pl Monachium, …), the German name only in German or in brackets', () => {
    const problems: string[] = [];
    for (const [id, quiz] of quizzes) {
      const texts = quiz.questions.flatMap((q, i) => [q.q, q.explanation, ...q.options].map((t) => [i, t] as const));
      for (const [i, text] of texts) {
        for (const lang of LANGS) {
          if (lang === 'de') continue;
          const outside = text[lang].replace(/\([^)]*\)/g, '');
          for (const [german] of Object.entries(PLACE_NAMES)) {
            if (place(german)[lang].replace(/^(The|El) /, '') === german) continue;
            if (new RegExp(`(^|[^\\p{L}])${german}(?![\\p{L}-])`, 'u').test(outside)) problems.push(`${id}#${i} ${lang}: "${german}" in "${text[lang]}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
