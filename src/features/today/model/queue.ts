import { itemId, type ItemKind, type StoredCard, type TodayData } from '@/store/today-data';
import { addDays, dayKey } from './days';

/**
 * What /today asks (pure, no ts-fsrs): every item to review — the schedule's cards, and the
 * words and phrases missed elsewhere that have no card yet — which of them are due today, the
 * daily limit, the next days' load, and the rating an answer earns.
 */

export interface SourceItem {
  kind: ItemKind;
  de: string;
  tr: string;
}

export interface ReviewItem extends SourceItem {
  id: string;
  /** null: never reviewed here yet (a new card, due now). */
  card: StoredCard | null;
}

/**
 * The schedule's cards first, then the missed items without a card, in their lists' order. A
 * source's translation fills a card that has none.
 */
export function collectItems(data: TodayData, sources: readonly SourceItem[]): ReviewItem[] {
  const out = new Map<string, ReviewItem>();
  for (const [id, card] of Object.entries(data.cards)) out.set(id, { id, kind: card.kind, de: card.de, tr: card.tr, card });
  for (const source of sources) {
    const id = itemId(source.kind, source.de);
    const have = out.get(id);
    if (have) {
      if (have.tr === '' && source.tr !== '') have.tr = source.tr;
      continue;
    }
    out.set(id, { id, kind: source.kind, de: source.de.trim(), tr: source.tr, card: null });
  }
  return [...out.values()];
}

/**
 * Due today: cards due now (earliest first), then the new items, then cards due later today (a
 * card answered Again a minute ago waits behind the others); cards due tomorrow or later are out.
 * A day is the local date.
 */
export function dueToday(items: readonly ReviewItem[], now: Date, timeZone?: string): ReviewItem[] {
  const today = dayKey(now, timeZone);
  const t = now.getTime();
  const cards = items.filter((i) => i.card !== null && dayKey(i.card.due, timeZone) <= today);
  cards.sort((a, b) => (a.card?.due ?? 0) - (b.card?.due ?? 0));
  return [...cards.filter((i) => (i.card?.due ?? 0) <= t), ...items.filter((i) => i.card === null), ...cards.filter((i) => (i.card?.due ?? 0) > t)];
}

/** The ids of the cards already reviewed today. */
export function reviewedToday(items: readonly ReviewItem[], now: Date, timeZone?: string): Set<string> {
  const today = dayKey(now, timeZone);
  return new Set(items.filter((i) => i.card?.last_review !== undefined && dayKey(i.card.last_review, timeZone) === today).map((i) => i.id));
}

/**
 * Today's session under the daily limit: at most `limit` different cards a day. Cards already
 * started today always come back (an Again card is due again in a minute); the others fill the
 * rest of the limit in due order.
 */
export function applyLimit(due: readonly ReviewItem[], done: ReadonlySet<string>, limit: number): ReviewItem[] {
  let room = Math.max(0, limit - done.size);
  return due.filter((item) => {
    if (done.has(item.id)) return true;
    if (room === 0) return false;
    room--;
    return true;
  });
}

/** Reviews due on each of the next `count` days, today first (today holds the overdue and new ones). */
export function forecast(items: readonly ReviewItem[], now: Date, count = 7, timeZone?: string): { day: string; count: number }[] {
  const today = dayKey(now, timeZone);
  const days = Array.from({ length: count }, (_, i) => ({ day: addDays(today, i), count: 0 }));
  for (const item of items) {
    const day = item.card ? dayKey(item.card.due, timeZone) : today;
    const slot = days.find((d) => d.day === (day < today ? today : day));
    if (slot) slot.count++;
  }
  return days;
}

export type Grade = 'again' | 'hard' | 'good' | 'easy';
export const GRADES: readonly Grade[] = ['again', 'hard', 'good', 'easy'];

/**
 * The rating an answer earns (docs/today.md): wrong → Again; right → by answer time, allowing
 * more time for longer answers: up to 2 s + 0.25 s a character Easy, over 10 s + 0.6 s a
 * character Hard, Good between. "der Hund" (8): Easy ≤ 4 s, Hard > 14.8 s.
 */
export function ratingFor(correct: boolean, ms: number, answer: string): Grade {
  if (!correct) return 'again';
  const length = answer.trim().length;
  if (ms <= 2000 + 250 * length) return 'easy';
  if (ms > 10000 + 600 * length) return 'hard';
  return 'good';
}
