import { describe, expect, it } from 'vitest';
import { groupChoices, initialChoice } from './choices';

const choices = [
  { key: 'level-a1', label: 'All A1', group: 'A1' },
  { key: 'time01', label: 'Time 1', group: 'A1' },
  { key: 'level-a2', label: 'All A2', group: 'A2' },
];

describe('game choices', () => {
  it('preselects the remembered choice only while it exists', () => {
    expect(initialChoice(choices, 'time01')).toBe('time01');
    expect(initialChoice(choices, 'gone')).toBe('level-a1');
    expect(initialChoice(choices, null)).toBe('level-a1');
    expect(initialChoice([], 'x')).toBe('');
  });

  it('groups the choices for option groups in order', () => {
    expect(groupChoices(choices).map((g) => [g.group, g.choices.map((c) => c.key)])).toEqual([
      ['A1', ['level-a1', 'time01']],
      ['A2', ['level-a2']],
    ]);
  });
});
