import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import { calendarDay, formatDate, germanDate } from './format-date';

describe('formatDate', () => {
  it('writes a backend date in each interface language’s order and separator', () => {
    const shown = Object.fromEntries(LANGS.map((l) => [l, formatDate('2026-11-15', l)]));
    expect(shown).toEqual({ en: '15/11/2026', ua: '15.11.2026', de: '15.11.2026', ru: '15.11.2026', be: '15.11.2026', tr: '15.11.2026', pl: '15.11.2026', es: '15/11/2026' });
  });

  it('takes the day of a backend date with a time, without shifting it by the time zone', () => {
    expect(formatDate('2024-12-01 08:15:00', 'de')).toBe('01.12.2024');
    expect(formatDate('2024-12-01T23:30:00', 'en')).toBe('01/12/2024');
  });

  it('shows an exported time (ISO with Z) as the local calendar day', () => {
    const iso = new Date(2026, 11, 7, 12, 0, 0).toISOString();
    expect(calendarDay(iso)).toEqual({ year: '2026', month: '12', day: '07' });
    expect(formatDate(iso, 'ua')).toBe('07.12.2026');
  });

  it('shows text that is no date as it came', () => {
    expect(formatDate(' März 2024 ', 'en')).toBe('März 2024');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('gestern', 'tr')).toBe('gestern');
  });

  it('keeps the spec’s German format where the spec fixes it', () => {
    expect(germanDate('2026-11-15')).toBe('15.11.2026');
    expect(germanDate('2025-03-02 10:00:00')).toBe('02.03.2025');
  });
});
