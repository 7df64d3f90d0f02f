import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import { ALL_NAMES, dateIn, germanName, nameIn } from './names';

describe('weekday and month names in the interface language', () => {
  it('has the 7 weekdays and 12 months in German', () => {
    expect(ALL_NAMES.map(germanName).join(' ')).toBe(
      'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
    );
  });

  it.each([
    ['en', 'Monday', 'March'],
    ['ua', 'понеділок', 'березень'],
    ['de', 'Montag', 'März'],
    ['ru', 'понедельник', 'март'],
    ['be', 'панядзелак', 'сакавік'],
    ['tr', 'Pazartesi', 'Mart'],
    ['pl', 'poniedziałek', 'marzec'],
    ['es', 'lunes', 'marzo'],
  ] as const)('%s: Montag = %s, März = %s', (lang, monday, march) => {
    expect(nameIn({ category: 'weekday', index: 0 }, lang)).toBe(monday);
    expect(nameIn({ category: 'month', index: 2 }, lang)).toBe(march);
  });

  it('is not English in any other language (German shares April, August, September, November), and names all 19 differently', () => {
    const english = ALL_NAMES.map((n) => nameIn(n, 'en'));
    for (const lang of LANGS) {
      const names = ALL_NAMES.map((n) => nameIn(n, lang));
      expect(new Set(names).size).toBe(19);
      if (lang === 'en') continue;
      const same = names.filter((name, i) => name === english[i]);
      expect(same).toEqual(lang === 'de' ? ['April', 'August', 'September', 'November'] : []);
    }
  });

  it('writes German names in German', () => {
    expect(ALL_NAMES.map((n) => nameIn(n, 'de'))).toEqual(ALL_NAMES.map(germanName));
  });

  it('writes a date or a range in the interface language', () => {
    expect(dateIn([3], 3, 2025, 'en')).toBe('March 3');
    expect(dateIn([3], 3, 2025, 'ua')).toBe('3 березня');
    expect(dateIn([24], 12, 2025, 'de')).toBe('24. Dezember');
    expect(dateIn([1, 5], 6, 2025, 'en')).toMatch(/^June 1\s*[–-]\s*5$/);
    expect(dateIn([1, 5], 6, 2025, 'pl')).toMatch(/^1\s*[–-]\s*5 czerwca$/);
  });
});
