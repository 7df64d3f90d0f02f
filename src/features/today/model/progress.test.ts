import { describe, expect, it } from 'vitest';
import { guessLevel, nextToLearn, starCells, type Topic } from './progress';

const title = { en: 't', ua: 't', de: 't', ru: 't', be: 't', tr: 't', pl: 't', es: 't' };
const topic = (area: Topic['area'], level: Topic['level'], id: string): Topic => ({ area, level, topic: id, to: `/${id}`, title });
const topics = [topic('words', 'a1', 'w1'), topic('words', 'a1', 'w2'), topic('words', 'a2', 'w3'), topic('grammar', 'a1', 'g1'), topic('grammar', 'a1', 'g1'), topic('grammar', 'a2', 'g2'), topic('phrases', null, 'p1'), topic('phrases', null, 'p2')];

describe('progress at a glance', () => {
  it('counts stars earned of stars possible per level and area (a topic listed twice counts once; 3 at most)', () => {
    const stars: Record<string, number> = { w1: 3, w3: 1, g1: 2, p2: 5 };
    expect(starCells(topics, (t) => stars[t] ?? 0)).toEqual([
      { area: 'words', level: 'a1', earned: 3, total: 6 },
      { area: 'grammar', level: 'a1', earned: 2, total: 3 },
      { area: 'words', level: 'a2', earned: 1, total: 3 },
      { area: 'grammar', level: 'a2', earned: 0, total: 3 },
      { area: 'phrases', level: null, earned: 3, total: 6 },
    ]);
  });

  it('guesses the level from the highest starred one, A1 for a beginner', () => {
    expect(guessLevel(topics, () => 0)).toBe('a1');
    expect(guessLevel(topics, (t) => (t === 'w3' ? 1 : 0))).toBe('a2');
  });

  it('suggests the first unstarred topic of the level in each area, then the next level up, then below', () => {
    const none = nextToLearn(topics, () => 0, 'a1');
    expect([none.words?.topic, none.grammar?.topic, none.phrases?.topic]).toEqual(['w1', 'g1', 'p1']);
    const some = nextToLearn(topics, (t) => (['w1', 'w2', 'g1', 'p1'].includes(t) ? 1 : 0), 'a1');
    expect([some.words?.topic, some.grammar?.topic, some.phrases?.topic]).toEqual(['w3', 'g2', 'p2']);
    const a2done = nextToLearn(topics, (t) => (['w3', 'g2'].includes(t) ? 1 : 0), 'a2');
    expect([a2done.words?.topic, a2done.grammar?.topic]).toEqual(['w1', 'g1']);
    expect(nextToLearn(topics, () => 1, 'a1')).toEqual({ words: null, grammar: null, phrases: null });
  });
});
