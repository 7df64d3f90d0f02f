import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { emptyToday, itemId, repairToday, type TodayData } from '@/store/today-data';
import { collectItems, dueToday } from './queue';
import { absorbCleared, newCard, preview, rate } from './scheduler';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const start = new Date('2026-12-07T09:00:00Z');
const word = { kind: 'word' as const, de: 'der Hund', tr: 'dog' };

/** Rates a card through the adapter, as /today does: each review when the card is due, stored as JSON in between. */
function run(grades: ('again' | 'hard' | 'good' | 'easy')[]) {
  let card = newCard(word, start);
  let now = start;
  const intervals: number[] = [];
  for (const g of grades) {
    card = JSON.parse(JSON.stringify(rate(card, g, now))) as typeof card;
    intervals.push(card.due - now.getTime());
    now = new Date(card.due);
  }
  return { card, intervals };
}

describe('FSRS adapter (ts-fsrs, default parameters)', () => {
  it('a rating sequence gives FSRS intervals: 10 min learning step, then 2 and 11 days; a lapse relearns in 10 min', () => {
    const { intervals } = run(['good', 'good', 'good', 'again', 'good']);
    expect(intervals.slice(0, 3)).toEqual([10 * MIN, 2 * DAY, 11 * DAY]);
    expect(intervals[3]).toBe(10 * MIN);
    expect(intervals[4]).toBeGreaterThanOrEqual(DAY);
  });

  it('matches ts-fsrs run directly on its own card objects, rating by rating', () => {
    const grades = ['again', 'hard', 'good', 'easy', 'good', 'again', 'hard'] as const;
    const f = fsrs();
    let card = createEmptyCard(start);
    let now = start;
    const direct: number[] = [];
    const map = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;
    for (const g of grades) {
      card = f.next(card, now, map[g]).card;
      direct.push(card.due.getTime() - now.getTime());
      now = card.due;
    }
    const { intervals, card: ours } = run([...grades]);
    expect(intervals).toEqual(direct);
    expect(ours.stability).toBeCloseTo(card.stability, 10);
    expect(ours.difficulty).toBeCloseTo(card.difficulty, 10);
    expect(ours.lapses).toBe(card.lapses);
    expect(ours.reps).toBe(grades.length);
  });

  it('Easy on a new card schedules days ahead, Again a minute', () => {
    const p = preview(newCard(word, start), start);
    expect(p.again).toBe(MIN);
    expect(p.good).toBe(10 * MIN);
    expect(p.easy).toBeGreaterThanOrEqual(7 * DAY);
    expect(rate(newCard(word, start), 'easy', start).due - start.getTime()).toBe(p.easy);
  });

  it("an item's state survives export and import (JSON) unchanged and keeps scheduling the same", () => {
    const { card } = run(['good', 'good', 'hard']);
    const data: TodayData = { ...emptyToday(), limit: 7, cards: { [itemId('word', word.de)]: card }, days: ['2026-12-06', '2026-12-07'] };
    const back = repairToday(JSON.parse(JSON.stringify(data)));
    expect(back).toEqual(data);
    const later = new Date(card.due + DAY);
    const restored = back.cards[itemId('word', word.de)];
    expect(restored && rate(restored, 'good', later)).toEqual(rate(card, 'good', later));
  });

  it('a cleared item enters the schedule as one Easy review at clearing time, not due today', () => {
    const data = { ...emptyToday(), cleared: [{ kind: 'phrase' as const, de: 'Wie geht es Ihnen?', tr: 'How are you?', at: start.getTime() }] };
    const next = absorbCleared(data);
    expect(next.cleared).toEqual([]);
    const card = next.cards[itemId('phrase', 'wie geht es ihnen?')];
    expect(card).toMatchObject({ kind: 'phrase', tr: 'How are you?', reps: 1, last_review: start.getTime() });
    expect(card && card.due - start.getTime()).toBe(rate(newCard(word, start), 'easy', start).due - start.getTime());
    expect(dueToday(collectItems(next, []), start, 'UTC')).toEqual([]);
  });

  it('a card reviewed after the clearing keeps its own later history', () => {
    const reviewed = rate(newCard(word, start), 'again', new Date(start.getTime() + DAY));
    const data = { ...emptyToday(), cards: { [itemId('word', word.de)]: reviewed }, cleared: [{ ...word, at: start.getTime() }] };
    expect(absorbCleared(data).cards[itemId('word', word.de)]).toEqual(reviewed);
  });
});
