import { describe, expect, it } from 'vitest';
import { LEVELS, TOPICS } from '@/features/video-lessons/content/catalogue';
import type { VideoLesson } from '@/features/video-lessons/model/lesson';
import { LANGS } from '@/i18n/languages';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';
import { iconExists } from './noto-icons';

const files = import.meta.glob<VideoLesson>('/src/features/video-lessons/content/lessons/*.ts', { eager: true, import: 'lesson' });
const lessons = Object.entries(files).map(([path, lesson]) => ({ file: path.replace(/^.*\/([^/]+)\.ts$/, '$1'), lesson }));

/** The content standard for video lessons (issue 16, CONTENT.md): German, translations, exercise. */
describe('video lessons content', () => {
  it('has lessons, each file named by its id, ids unique', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(10);
    expect(lessons.filter(({ file, lesson }) => file !== lesson.id).map((l) => l.file)).toEqual([]);
    expect(new Set(lessons.map((l) => l.lesson.id)).size).toBe(lessons.length);
    for (const { lesson } of lessons) expect(lesson.id).toMatch(/^(a1|a2|b1)-[a-z0-9-]+$/);
  });

  it('has a known level (matching the id) and topic', () => {
    for (const { lesson } of lessons) {
      expect(LEVELS).toContain(lesson.level);
      expect(TOPICS).toContain(lesson.topic);
      expect(lesson.id.slice(0, 2)).toBe(lesson.level.toLowerCase());
    }
  });

  it('has 7 to 10 lines, each one sentence or two, ending in . ! or ?', () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      if (lesson.lines.length < 7 || lesson.lines.length > 10) problems.push(`${lesson.id}: ${lesson.lines.length} lines`);
      for (const line of lesson.lines) {
        // A quoted question keeps its closing German quote after the mark: „Haben Sie auch Husten?“
        if (!/[.!?][“"]?$/.test(line.de)) problems.push(`${lesson.id}: "${line.de}" has no end mark`);
        if (/^[A-Z]:/.test(line.de)) problems.push(`${lesson.id}: "${line.de}" has a speaker prefix`);
        // 110 characters fill four lines of a 640×360 slide (checked on the B1 slides).
        if (line.de.length > 110) problems.push(`${lesson.id}: "${line.de}" is too long for a slide`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is spelled correctly (hunspell de_DE): lines, German titles, descriptions, questions and options', () => {
    const texts = lessons.flatMap(({ lesson }) => [
      lesson.title.de,
      lesson.descr.de,
      ...lesson.lines.map((l) => l.de),
      ...lesson.exercise.flatMap((q) => [q.question.de, ...q.options]),
    ]);
    expect(unknownGermanWords(texts)).toEqual([]);
  });

  it('has a title and description in all 8 languages and a translation of every line in the 7 others, each in its own language', () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      for (const lang of LANGS) {
        if (!lesson.title[lang]?.trim()) problems.push(`${lesson.id}: no title in ${lang}`);
        if (!lesson.descr[lang]?.trim()) problems.push(`${lesson.id}: no description in ${lang}`);
      }
      problems.push(...languageProblems(lesson.title, `${lesson.id} title`), ...languageProblems(lesson.descr, `${lesson.id} descr`));
      lesson.lines.forEach((line, i) => {
        for (const lang of LANGS) if (lang !== 'de' && !line.tr[lang]?.trim()) problems.push(`${lesson.id} line ${i + 1}: no ${lang}`);
        problems.push(...languageProblems(line.tr, `${lesson.id} line ${i + 1}`));
        if (Object.values(line.tr).includes(line.de)) problems.push(`${lesson.id} line ${i + 1}: a translation is the German itself`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('uses only pictures that exist in the Noto set', () => {
    const missing = lessons.flatMap(({ lesson }) => lesson.lines.flatMap((l) => (l.icon && !iconExists(l.icon) ? [`${lesson.id}: ${l.icon}`] : [])));
    expect(missing).toEqual([]);
  });

  it('has 3 questions in 8 languages, each with 3–4 different German options and the answer among them', () => {
    const problems: string[] = [];
    for (const { lesson } of lessons) {
      if (lesson.exercise.length !== 3) problems.push(`${lesson.id}: ${lesson.exercise.length} questions`);
      lesson.exercise.forEach((q, i) => {
        const where = `${lesson.id} question ${i + 1}`;
        for (const lang of LANGS) if (!q.question[lang]?.trim()) problems.push(`${where}: no ${lang}`);
        problems.push(...languageProblems(q.question, where));
        if (q.options.length < 3 || q.options.length > 4) problems.push(`${where}: ${q.options.length} options`);
        if (new Set(q.options).size !== q.options.length) problems.push(`${where}: the same option twice`);
        if (!Number.isInteger(q.answer) || q.options[q.answer] === undefined) problems.push(`${where}: answer ${q.answer} is not an option`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('does not always put the answer in the same place', () => {
    const places = new Set(lessons.flatMap(({ lesson }) => lesson.exercise.map((q) => q.answer)));
    expect(places.size).toBeGreaterThan(1);
  });
});
