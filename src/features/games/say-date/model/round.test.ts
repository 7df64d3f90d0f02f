import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { labelOf } from './check';
import { dateSentence, ordinalsOf, PATTERNS, spellOut } from './date-words';
import { germanName } from './names';
import { buildRound, dateOptions, dateVariants, EXERCISES, nameOptions, previousName, ROUND_LENGTH } from './round';

describe('rounds', () => {
  it.each(EXERCISES)('%s: 10 items, every date different, every phrase sayable', (exercise) => {
    for (let seed = 1; seed <= 30; seed++) {
      const round = buildRound(exercise, 'en', 2025, seeded(seed));
      expect(round).toHaveLength(ROUND_LENGTH);
      const keys = round.map((item) => (item.kind === 'name' ? germanName(item.name) : labelOf(item.sentence)));
      expect(new Set(keys).size).toBe(ROUND_LENGTH);
      for (const item of round) if (item.kind !== 'name') expect(() => spellOut(item.sentence.phrase)).not.toThrow();
    }
  });

  it('asks German speakers for the next name instead of a translation', () => {
    expect(buildRound('names-choose', 'de', 2025, seeded(1)).every((item) => item.kind === 'name' && item.ask === 'after')).toBe(true);
    expect(buildRound('names-type', 'ua', 2025, seeded(1)).every((item) => item.kind === 'name' && item.ask === 'translate' && item.options.length === 0)).toBe(true);
    expect(previousName({ category: 'month', index: 0 })).toEqual({ category: 'month', index: 11 });
    expect(previousName({ category: 'weekday', index: 3 })).toEqual({ category: 'weekday', index: 2 });
  });

  it('mixes -e and -en in the endings: 4 nominative sentences, 6 others', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const round = buildRound('endings', 'en', 2025, seeded(seed));
      const endings = round.map((item) => (item.kind === 'ending' ? ordinalsOf(item.sentence)[item.gap]?.ending : undefined));
      expect(endings.filter((e) => e === 'e')).toHaveLength(4);
      expect(endings.filter((e) => e === 'en')).toHaveLength(6);
    }
  });

  it('uses every pattern over a few rounds, and digits for a month sometimes', () => {
    const seen = new Set<string>();
    let numeric = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const item of buildRound('read', 'en', 2025, seeded(seed))) {
        if (item.kind !== 'read') continue;
        seen.add(item.sentence.pattern);
        if (/\d\.\d/.test(item.sentence.phrase)) numeric++;
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(PATTERNS).sort());
    expect(numeric).toBeGreaterThan(0);
  });
});

describe('choices', () => {
  it('offers the name and three others of its kind, the confusable one among them', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const options = nameOptions({ category: 'month', index: 5 }, seeded(seed));
      expect(options).toHaveLength(4);
      expect(new Set(options).size).toBe(4);
      expect(options).toContain('Juni');
      expect(options).toContain('Juli');
      expect(options.some((o) => o.endsWith('tag'))).toBe(false);
    }
    expect(nameOptions({ category: 'weekday', index: 1 }, seeded(3))).toContain('Donnerstag');
  });

  it('finds dates that sound or look alike', () => {
    const labels = (days: number[], month: number) => dateVariants(days, month).map((v) => `${v.days.join('–')}/${v.month}`);
    expect(labels([3], 3)).toEqual(expect.arrayContaining(['13/3', '23/3', '4/3', '2/3', '3/5', '3/4', '3/2']));
    expect(labels([3], 3)).not.toContain('33/3');
    expect(labels([12], 6)).toEqual(expect.arrayContaining(['21/6', '12/7']));
    expect(labels([31], 1)).not.toContain('31/2');
    // A range stays a range that runs forward.
    expect(labels([1, 5], 6).every((l) => { const [a, b] = l.split('/')[0]!.split('–').map(Number); return a! < b!; })).toBe(true);
  });

  it('offers the right date and three others', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = dateSentence('meeting', { days: [1 + (seed % 28)], month: 1 + (seed % 12), year: 2025 });
      const options = dateOptions(s, seeded(seed));
      expect(options).toHaveLength(4);
      expect(new Set(options).size).toBe(4);
      expect(options).toContain(labelOf(s));
    }
  });
});
