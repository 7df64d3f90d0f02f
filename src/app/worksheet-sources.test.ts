import { describe, expect, it } from 'vitest';
import { loadA1Topic } from '@/features/grammar/content/load';
import { hidePart, itemsOf } from '@/features/grammar/model/quiz';
import { buildSheet } from '@/features/worksheets/model/build';
import { kindsFor } from '@/features/worksheets/model/kinds';
import type { SheetArea } from '@/features/worksheets/model/types';
import { seeded } from '@/lib/random';
import { allSheetTopics, grammarSheet } from './worksheet-sources';

describe('worksheets from the site content', () => {
  it('every topic of every area can print at least one kind of sheet, and every kind it offers builds', async () => {
    const topics = allSheetTopics();
    const count: Record<SheetArea, number> = { words: 0, grammar: 0, phrases: 0, quiz: 0 };
    for (const topic of topics) {
      const content = await topic.load();
      const kinds = kindsFor(content);
      expect(kinds.length, topic.key).toBeGreaterThan(0);
      for (const kind of kinds) {
        const sheet = buildSheet(content, { topic: topic.title.en, level: topic.level }, { kind, seed: 1, lang: 'en', withKey: true });
        expect(sheet.words.length, `${topic.key} ${kind}`).toBeGreaterThan(0);
        expect(sheet.key.length, `${topic.key} ${kind}`).toBeGreaterThan(0);
      }
      count[topic.area]++;
    }
    // 131 word sets + 9 verb roots, 69 A1 exercises + 16 A2 lessons, 26 phrase sets, 10 quizzes.
    expect(count).toEqual({ words: 140, grammar: 85, phrases: 26, quiz: 10 });
  }, 120_000);

  it('gap-fill keys are the grammar practice’s own answers for the gapped sentence', async () => {
    for (const slug of ['darf', 'article-quiz', 'conjunctions-1']) {
      const topic = await loadA1Topic(slug, 'en');
      expect(topic, slug).not.toBeNull();
      if (!topic) continue;
      const items = itemsOf(topic.practice);
      const content = grammarSheet(items);
      const sheet = buildSheet(content, { topic: slug, level: 'A1' }, { kind: 'gapFill', seed: 7, lang: 'en', withKey: true });
      const lines = sheet.key.flatMap((b) => (b.type === 'lines' ? b.lines : []));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const asked = line.text.replace(/_{3,}/, '____');
        const item = items.find((it) =>
          it.kind === 'choice'
            ? it.question.replace(/_{3,}/, '____') === asked
            : // every way the quiz can hide a part of this sentence
              Array.from({ length: 8 }, (_, k) => hidePart(it.de, seeded(k), it)).some((h) => h.gapped === asked),
        );
        expect(item, `${slug}: ${line.text}`).toBeDefined();
        if (item?.kind === 'choice') expect(line.answer).toBe(item.answer);
        else if (item) {
          const hidden = Array.from({ length: 40 }, (_, k) => hidePart(item.de, seeded(k), item)).find((h) => h.gapped === asked);
          expect(line.answer).toBe(hidden?.answer);
        }
      }
    }
  });
});
