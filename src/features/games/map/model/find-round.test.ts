import { describe, expect, it } from 'vitest';
import { states } from '@/features/games/content/states';
import { seeded } from '@/lib/random';
import { buildFindRound, FIND_CHOICES, isFindChoice, isRightState, missedOf } from './find-round';

describe('the map game round', () => {
  it.each(FIND_CHOICES)('asks 10 different states of the 16 (%s)', (kind) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const round = buildFindRound(states, kind, seeded(seed));
      expect(round).toHaveLength(10);
      expect(new Set(round.map((t) => t.state.id)).size).toBe(10);
      expect(round.every((t) => t.kind === kind)).toBe(true);
    }
  });

  it('names the state in "find the state" and its capital in "find the state of a capital"', () => {
    const [byName] = buildFindRound(states, 'state', seeded(7), 1);
    const [byCapital] = buildFindRound(states, 'capital', seeded(7), 1);
    expect(byName?.prompt).toBe(byName?.state.de);
    expect(byCapital?.prompt).toBe(byCapital?.state.capital);
  });

  it('plays different states in different rounds', () => {
    const a = buildFindRound(states, 'state', seeded(1)).map((t) => t.state.id);
    const b = buildFindRound(states, 'state', seeded(2)).map((t) => t.state.id);
    expect(a).not.toEqual(b);
  });

  it('accepts exactly the state asked for, and each capital names exactly one state', () => {
    for (const task of buildFindRound(states, 'capital', seeded(3), 16)) {
      const accepted = states.filter((s) => isRightState(task, s.id));
      expect(accepted.map((s) => s.id)).toEqual([task.state.id]);
      expect(states.filter((s) => s.capital === task.prompt)).toHaveLength(1);
    }
  });

  it('puts the German name and its translation on the review list', () => {
    const bayern = states.find((s) => s.id === 'by')!;
    expect(missedOf({ kind: 'state', state: bayern, prompt: 'Bayern' }, 'en')).toEqual({ de: 'Bayern', translation: 'Bavaria' });
    expect(missedOf({ kind: 'capital', state: bayern, prompt: 'München' }, 'ua')).toEqual({ de: 'München – Bayern', translation: 'Баварія' });
  });

  it('knows its choices', () => {
    expect(isFindChoice('capital')).toBe(true);
    expect(isFindChoice('rivers')).toBe(false);
  });
});
