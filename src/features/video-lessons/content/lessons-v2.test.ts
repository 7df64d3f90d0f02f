// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import type { VideoLesson } from '../model/lesson';
import { unknownGermanWords } from '../../../../tests/content/german-spelling';

/** V2's ten A2/B1 lessons (issue 16); V1's A1 lessons live in the same folder and have their own test. */
const V2: Record<string, { level: VideoLesson['level']; topic: VideoLesson['topic'] }> = {
  'a2-arzt': { level: 'A2', topic: 'health' },
  'a2-bahnhof': { level: 'A2', topic: 'travel' },
  'a2-wochenende': { level: 'A2', topic: 'everyday' },
  'a2-wohnungssuche': { level: 'A2', topic: 'home' },
  'a2-termin': { level: 'A2', topic: 'work' },
  'a2-restaurant': { level: 'A2', topic: 'shopping' },
  'a2-feste': { level: 'A2', topic: 'culture' },
  'b1-vorstellungsgespraech': { level: 'B1', topic: 'work' },
  'b1-muelltrennung': { level: 'B1', topic: 'culture' },
  'b1-anmeldung': { level: 'B1', topic: 'everyday' },
};

const modules = import.meta.glob<VideoLesson>('./lessons/*.ts', { eager: true, import: 'lesson' });
const byFile = new Map(
  Object.entries(modules).map(([path, lesson]) => [path.replace(/^\.\/lessons\//, '').replace(/\.ts$/, ''), lesson]),
);
const lessons = Object.keys(V2).map((id) => ({ file: id, lesson: byFile.get(id) }));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const notoSet: unknown = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@iconify-json/noto/icons.json'), 'utf8'));
/** True when the Noto set has an icon (or an alias) of that name. */
function notoHas(name: string): boolean {
  if (!isRecord(notoSet)) return false;
  const { icons, aliases } = notoSet;
  return (isRecord(icons) && name in icons) || (isRecord(aliases) && name in aliases);
}

const NON_DE = LANGS.filter((l) => l !== 'de');

/**
 * Languages whose text is a copy: of the English (no line of these lessons is only a name, so
 * nothing may equal it), or of the Russian for Ukrainian and Belarusian (CONTENT.md rule 2).
 */
function copiedTexts(text: Record<string, string>): string[] {
  const copiesEnglish = NON_DE.filter((l) => l !== 'en' && text[l]?.trim() === text.en?.trim());
  const copiesRussian = (['ua', 'be'] as const).filter((l) => text[l]?.trim() === text.ru?.trim()).map((l) => `${l}=ru`);
  return [...copiesEnglish, ...copiesRussian];
}

function emptyIn(text: Record<string, string>, langs: readonly string[]): string[] {
  return langs.filter((l) => !text[l]?.trim());
}

describe('video lessons by V2 (A2/B1)', () => {
  it('every lesson exists in a file named after its id, ids unique, level and topic as planned', () => {
    const ids = new Set<string>();
    for (const { file, lesson } of lessons) {
      expect(lesson, `lessons/${file}.ts exports \`lesson\``).toBeDefined();
      if (!lesson) continue;
      expect(lesson.id).toBe(file);
      expect(ids.has(lesson.id), `duplicate id ${lesson.id}`).toBe(false);
      ids.add(lesson.id);
      expect(lesson.level).toBe(V2[file]?.level);
      expect(lesson.topic).toBe(V2[file]?.topic);
    }
  });

  const present = lessons.flatMap(({ file, lesson }) => (lesson ? [{ file, l: lesson }] : []));

  describe.each(present)('$file', ({ file, l }) => {
    it('has 7–10 lines, each with a German sentence and a real translation in every other language', () => {
      expect(l.lines.length).toBeGreaterThanOrEqual(7);
      expect(l.lines.length).toBeLessThanOrEqual(10);
      const germans = new Set<string>();
      for (const line of l.lines) {
        expect(line.de.trim(), `${file}: empty German line`).not.toBe('');
        expect(germans.has(line.de), `${file}: repeated line ${line.de}`).toBe(false);
        germans.add(line.de);
        expect(emptyIn(line.tr, NON_DE), `${file}: "${line.de}" missing translations`).toEqual([]);
        expect(copiedTexts(line.tr), `${file}: "${line.de}" copies another language`).toEqual([]);
        expect(line.tr.en, `${file}: the English is the German`).not.toBe(line.de);
      }
    });

    it('title and description exist in all 8 languages and are translated', () => {
      for (const text of [l.title, l.descr]) {
        expect(emptyIn(text, LANGS)).toEqual([]);
        expect(copiedTexts(text)).toEqual([]);
        expect(text.de).not.toBe(text.en);
      }
    });

    it('has 3 exercise questions in 8 languages with 3–4 unique German options and one answer in range', () => {
      expect(l.exercise).toHaveLength(3);
      for (const q of l.exercise) {
        expect(emptyIn(q.question, LANGS)).toEqual([]);
        expect(copiedTexts(q.question)).toEqual([]);
        expect(q.question.de).not.toBe(q.question.en);
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.length).toBeLessThanOrEqual(4);
        expect(new Set(q.options).size).toBe(q.options.length);
        expect(q.options.every((o) => o.trim() !== '')).toBe(true);
        expect(Number.isInteger(q.answer)).toBe(true);
        expect(q.answer).toBeGreaterThanOrEqual(0);
        expect(q.answer).toBeLessThan(q.options.length);
      }
    });

    it('German is spelled correctly (hunspell de_DE + the reviewed allowlists)', () => {
      const german = [
        ...l.lines.map((line) => line.de),
        l.title.de,
        l.descr.de,
        ...l.exercise.flatMap((q) => [q.question.de, ...q.options]),
      ];
      expect(unknownGermanWords(german)).toEqual([]);
    });

    it('slide pictures are Noto emoji that exist', () => {
      const missing = l.lines.flatMap((line) => (line.icon && !notoHas(line.icon) ? [line.icon] : []));
      expect(missing).toEqual([]);
    });
  });
});
