import { describe, expect, it } from 'vitest';
import type { ComplimentSituation } from '@/features/games/content/types';
import { seeded } from '@/lib/random';
import { buildRound, check, optionsOf, ROUND_LENGTH, situationsFor } from './round';

const tr = (en: string) => ({ en, ua: en, de: en, ru: en, be: en, tr: en, pl: en, es: en });

function situation(i: number, level: ComplimentSituation['level'] = 'A1'): ComplimentSituation {
  return {
    id: `s${i}`,
    level,
    who: 'neighbour',
    situation: tr(`Situation ${i}`),
    register: 'Sie',
    answer: { de: `Ihre Blumen ${i} sind schön!`, tr: tr(`Your flowers ${i}`) },
    distractors: [
      { de: `Deine Blumen ${i} sind schön!`, reason: 'register', tr: tr(`Your flowers ${i} (du)`) },
      { de: `Sie kochen ${i} fantastisch!`, reason: 'situation', tr: tr(`You cook ${i}`) },
      { de: `Ihr Hund ${i} ist süß!`, reason: 'situation', tr: tr(`Your dog ${i}`) },
    ],
  };
}

const pool = Array.from({ length: 25 }, (_, i) => situation(i, i < 12 ? 'A1' : 'A2'));

describe('buildRound', () => {
  it('asks 10 different situations', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const round = buildRound(pool, seeded(seed));
      expect(round).toHaveLength(ROUND_LENGTH);
      expect(new Set(round.map((q) => q.situation.id)).size).toBe(ROUND_LENGTH);
    }
  });

  it('asks every situation once when there are fewer than 10', () => {
    const round = buildRound(pool.slice(0, 4), seeded(3));
    expect(round.map((q) => q.situation.id).sort()).toEqual(['s0', 's1', 's2', 's3']);
  });

  it('gives each question its answer exactly once among all its options, each option once', () => {
    for (const q of buildRound(pool, seeded(7))) {
      expect(q.options.filter((o) => o.kind === 'answer').map((o) => o.de)).toEqual([q.situation.answer.de]);
      expect(q.options.map((o) => o.de).sort()).toEqual([q.situation.answer.de, ...q.situation.distractors.map((d) => d.de)].sort());
    }
  });

  it('shuffles the options: the answer is not always in the same place', () => {
    const places = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) places.add(optionsOf(pool[0]!, seeded(seed)).findIndex((o) => o.kind === 'answer'));
    expect(places.size).toBeGreaterThan(2);
  });

  it('marks the register of every option: the register distractor has the other one', () => {
    const options = optionsOf(pool[0]!, seeded(1));
    expect(options.find((o) => o.kind === 'register')?.register).toBe('du');
    expect(options.filter((o) => o.kind !== 'register').every((o) => o.register === 'Sie')).toBe(true);
  });
});

describe('check', () => {
  const [question] = buildRound(pool, seeded(11));
  it('accepts the answer', () => {
    expect(check(question!, question!.situation.answer.de)).toEqual({ correct: true });
  });
  it('says why a wrong option is wrong', () => {
    const s = question!.situation;
    expect(check(question!, s.distractors[0]!.de)).toMatchObject({ correct: false, reason: 'register' });
    expect(check(question!, s.distractors[1]!.de)).toMatchObject({ correct: false, reason: 'situation', option: { de: s.distractors[1]!.de } });
  });
  it('refuses a text that is no option', () => {
    expect(() => check(question!, 'Hallo')).toThrow();
  });
});

describe('situationsFor', () => {
  it('plays all situations or those of one level', () => {
    expect(situationsFor('all', pool)).toHaveLength(25);
    expect(situationsFor('A1', pool)).toHaveLength(12);
    expect(situationsFor('A2', pool).every((s) => s.level === 'A2')).toBe(true);
    expect(situationsFor('B1', pool)).toEqual([]);
  });
});
