import { describe, expect, it } from 'vitest';
import { emptyToday, itemId, recordCleared, readToday, repairToday, TODAY_KEY, type StoredCard } from '@/store/today-data';
import { addDays, dayKey, notePractice, streak } from './days';
import { applyLimit, collectItems, dueToday, forecast, ratingFor, reviewedToday, type SourceItem } from './queue';
import { newCard, rate } from './scheduler';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-12-07T12:00:00Z');

const words = (n: number): SourceItem[] => Array.from({ length: n }, (_, i) => ({ kind: 'word', de: `das Wort${i}`, tr: `word ${i}` }));

describe('due list and daily limit', () => {
  it('missed words without a card are due now; a card is due through the end of its local day', () => {
    const later = { ...newCard({ kind: 'word', de: 'die Katze', tr: 'cat' }, now), due: now.getTime() + 6 * 3600 * 1000 };
    const tomorrow = { ...later, de: 'der Baum', due: now.getTime() + DAY };
    const data = { ...emptyToday(), cards: { [itemId('word', 'die Katze')]: later, [itemId('word', 'der Baum')]: tomorrow } };
    const items = collectItems(data, [{ kind: 'word', de: 'der Hund', tr: 'dog' }, { kind: 'word', de: 'die katze', tr: 'cat' }]);
    expect(items).toHaveLength(3);
    expect(dueToday(items, now, 'UTC').map((i) => i.de)).toEqual(['der Hund', 'die Katze']);
    // Once due, the card comes first.
    expect(dueToday(items, new Date(now.getTime() + 7 * 3600 * 1000), 'UTC').map((i) => i.de)).toEqual(['die Katze', 'der Hund']);
    // In Tokyo 18:00 UTC is already tomorrow: the card due then is not today's there.
    expect(dueToday(items, now, 'Asia/Tokyo').map((i) => i.de)).toEqual(['der Hund']);
  });

  it('caps a day at the limit; cards already started today come back without using it up', () => {
    const items = collectItems(emptyToday(), words(30));
    const due = dueToday(items, now, 'UTC');
    expect(applyLimit(due, new Set(), 20)).toHaveLength(20);
    expect(applyLimit(due, new Set(), 5).map((i) => i.de)).toEqual(words(5).map((w) => w.de));
    // Three started today (e.g. an Again card due in a minute): they stay, plus 2 more under a limit of 5.
    const started = new Set(due.slice(10, 13).map((i) => i.id));
    const session = applyLimit(due, started, 5);
    expect(session).toHaveLength(5);
    expect(session.filter((i) => started.has(i.id))).toHaveLength(3);
    expect(applyLimit(due, new Set(due.slice(0, 25).map((i) => i.id)), 20)).toHaveLength(25);
  });

  it('counts the cards reviewed today by the local date of their last review', () => {
    const card = rate(newCard({ kind: 'word', de: 'der Hund', tr: 'dog' }, now), 'again', new Date('2026-12-07T23:30:00Z'));
    const items = collectItems({ ...emptyToday(), cards: { [itemId('word', 'der Hund')]: card } }, []);
    expect(reviewedToday(items, new Date('2026-12-07T23:45:00Z'), 'UTC').size).toBe(1);
    // Berlin: the review was at 00:30 on the 8th; at 00:45 that is still today, a day later not.
    expect(reviewedToday(items, new Date('2026-12-07T23:45:00Z'), 'Europe/Berlin').size).toBe(1);
    expect(reviewedToday(items, new Date('2026-12-08T23:45:00Z'), 'Europe/Berlin').size).toBe(0);
  });

  it('forecasts the next 7 days: overdue and new today, then by due day', () => {
    const card = (de: string, due: number): StoredCard => ({ ...newCard({ kind: 'word', de, tr: '' }, now), due });
    const data = { ...emptyToday(), cards: { a: card('a', now.getTime() - 3 * DAY), b: card('b', now.getTime() + 2 * DAY), c: card('c', now.getTime() + 2 * DAY), d: card('d', now.getTime() + 30 * DAY) } };
    const days = forecast(collectItems(repairToday(data), words(2)), now, 7, 'UTC');
    expect(days.map((d) => d.day)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(days.map((d) => d.count)).toEqual([3, 0, 2, 0, 0, 0, 0]);
  });
});

describe('rating from the answer', () => {
  it('wrong is Again; right is Easy when quick, Hard when slow, Good between; longer answers get more time', () => {
    expect(ratingFor(false, 500, 'der Hund')).toBe('again');
    expect(ratingFor(true, 3000, 'der Hund')).toBe('easy');
    expect(ratingFor(true, 8000, 'der Hund')).toBe('good');
    expect(ratingFor(true, 15000, 'der Hund')).toBe('hard');
    expect(ratingFor(true, 8000, 'Könnten Sie mir bitte helfen?')).toBe('easy');
  });
});

describe('streak across time zones and midnight', () => {
  it('practice at 23:50 and 00:10 local time is two days', () => {
    let days = notePractice([], new Date('2026-12-06T22:50:00Z'), 'Europe/Berlin'); // 23:50 Berlin
    days = notePractice(days, new Date('2026-12-06T23:10:00Z'), 'Europe/Berlin'); // 00:10 Berlin
    expect(days).toEqual(['2026-12-06', '2026-12-07']);
    expect(streak(days, new Date('2026-12-07T10:00:00Z'), 'Europe/Berlin')).toEqual({ days: 2, practisedToday: true });
  });

  it('the same two instants are one day in New York', () => {
    let days = notePractice([], new Date('2026-12-06T22:50:00Z'), 'America/New_York');
    days = notePractice(days, new Date('2026-12-06T23:10:00Z'), 'America/New_York');
    expect(days).toEqual(['2026-12-06']);
  });

  it('a streak ending yesterday still counts until today ends; a missed day breaks it', () => {
    const days = ['2026-12-03', '2026-12-05', '2026-12-06'];
    expect(streak(days, new Date('2026-12-07T08:00:00Z'), 'UTC')).toEqual({ days: 2, practisedToday: false });
    expect(streak(days, new Date('2026-12-08T08:00:00Z'), 'UTC')).toEqual({ days: 0, practisedToday: false });
    expect(streak([], now, 'UTC')).toEqual({ days: 0, practisedToday: false });
  });

  it('a day recorded further east (already tomorrow there) counts as today after flying west', () => {
    const days = notePractice(['2026-12-06'], new Date('2026-12-07T20:00:00Z'), 'Asia/Tokyo'); // the 8th in Tokyo
    expect(days).toEqual(['2026-12-06', '2026-12-08']);
    // Back in Los Angeles it is the 7th: the Tokyo day is today, and the 6th yesterday.
    expect(streak([...days, '2026-12-07'], new Date('2026-12-07T21:00:00Z'), 'America/Los_Angeles')).toEqual({ days: 2, practisedToday: true });
  });

  it('days and calendar arithmetic cross month and year ends', () => {
    expect(dayKey(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(streak(['2026-12-30', '2026-12-31', '2027-01-01'], new Date('2027-01-01T12:00:00Z'), 'UTC').days).toBe(3);
  });
});

describe('the stored schedule (key today)', () => {
  it('junk in storage is repaired or skipped, never passed on', () => {
    localStorage.setItem(TODAY_KEY, '{not json');
    expect(readToday()).toEqual(emptyToday());
    const good = newCard({ kind: 'word', de: 'der Hund', tr: 'dog' }, now);
    localStorage.setItem(
      TODAY_KEY,
      JSON.stringify({
        limit: 'lots',
        level: 'c2',
        cards: { x: good, y: { ...good, de: 'die Katze', stability: 'high' }, z: { ...good, de: '', kind: 'word' }, w: null, v: { ...good, de: 'die Maus', kind: 'sentence' } },
        cleared: [{ kind: 'word', de: 'der Baum', tr: 'tree', at: 5 }, { kind: 'word', de: 'der Baum', tr: 'tree', at: 5 }, { de: 7 }, 'x'],
        days: ['2026-12-01', 'gestern', 3, '2026-12-01'],
      }),
    );
    const data = readToday();
    expect(data.limit).toBe(20);
    expect(data.level).toBeUndefined();
    expect(Object.keys(data.cards)).toEqual(['word:der hund']);
    expect(data.cleared).toEqual([{ kind: 'word', de: 'der Baum', tr: 'tree', at: 5 }]);
    expect(data.days).toEqual(['2026-12-01']);
    localStorage.clear();
  });

  it('records a cleared item without ts-fsrs, next to what is stored', () => {
    localStorage.setItem(TODAY_KEY, JSON.stringify({ limit: 10, cards: {}, cleared: [], days: [] }));
    expect(recordCleared('word', ' der Hund ', 'dog', now)).toBe(true);
    expect(readToday()).toEqual({ limit: 10, cards: {}, cleared: [{ kind: 'word', de: 'der Hund', tr: 'dog', at: now.getTime() }], days: [] });
    expect(recordCleared('word', '   ', 'x', now)).toBe(false);
    localStorage.clear();
  });
});
