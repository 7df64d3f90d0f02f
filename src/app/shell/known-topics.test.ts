import { describe, expect, it } from 'vitest';
import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { knownTopics } from './known-topics';

describe('known progress topics', () => {
  const topics = knownTopics();

  it('come from every catalogue: word sets, A1 grammar and the 16 A2 lessons', () => {
    expect(topics).toEqual(expect.arrayContaining([...wordQuizzes.map((w) => w.id), ...grammarCards.map((g) => g.url.replace('/grammar/', ''))]));
    expect(topics.filter((t) => t.startsWith('a2-')).sort()).toEqual(A2_INDEX.map((l) => `a2-${l.slug}`).sort());
    expect(topics).toContain('a2-praeteritum');
  });

  it('lists each topic once, none empty', () => {
    expect(new Set(topics).size).toBe(topics.length);
    expect(topics.filter((t) => !t.trim())).toEqual([]);
  });
});
