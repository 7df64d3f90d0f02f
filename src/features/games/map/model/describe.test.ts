import { describe, expect, it } from 'vitest';
import { countries, states } from '@/features/games/content/states';
import { describeState, textOf } from './describe';

const words = { region: (r: string) => `R:${r}`, neighbours: 'neighbours:' };
const text = (id: string, lang: 'en' | 'ua' = 'en') => textOf(describeState(states.find((s) => s.id === id)!, states, countries, lang, words));

describe('the accessible name of a state while a question is open', () => {
  it('says where the state lies and what it borders: German state names, countries in the interface language', () => {
    expect(text('by')).toBe('R:se · neighbours: Baden-Württemberg, Hessen, Thüringen, Sachsen, Austria, Czechia');
    expect(text('by', 'ua')).toBe('R:se · neighbours: Baden-Württemberg, Hessen, Thüringen, Sachsen, Австрія, Чехія');
    expect(text('be')).toBe('R:ne · neighbours: Brandenburg');
  });

  it('never contains the state’s own name, so it does not give the answer away', () => {
    for (const s of states) {
      const names = text(s.id).split(': ')[1]!.split(', ');
      expect(names, s.id).not.toContain(s.de);
      expect(names, s.id).not.toContain(s.capital);
    }
  });

  it('tells the 16 states apart', () => {
    expect(new Set(states.map((s) => text(s.id))).size).toBe(16);
  });

  it('marks the German names for lang="de" and nothing else', () => {
    const segments = describeState(states.find((s) => s.id === 'sn')!, states, countries, 'en', words);
    expect(segments.filter((s) => s.de).map((s) => s.text)).toEqual(['Brandenburg', 'Sachsen-Anhalt', 'Thüringen', 'Bayern']);
  });
});
