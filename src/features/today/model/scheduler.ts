import { createEmptyCard, fsrs, Rating, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import { itemId, type ClearedItem, type ItemKind, type StoredCard, type TodayData } from '@/store/today-data';
import type { Grade } from './queue';

/**
 * The FSRS adapter (ts-fsrs, default parameters: 90 % retention, learning steps 1 min and
 * 10 min, no fuzz): stored plain cards in, stored plain cards out. Only /today's lazy chunk
 * imports this module.
 */
const scheduler = fsrs();

const GRADE: Record<Grade, FsrsGrade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

function toCard(stored: StoredCard): Card {
  const card: Card = {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsed_days,
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
  };
  if (stored.last_review !== undefined) card.last_review = new Date(stored.last_review);
  return card;
}

function fromCard(card: Card, item: { kind: ItemKind; de: string; tr: string }): StoredCard {
  const stored: StoredCard = {
    kind: item.kind,
    de: item.de,
    tr: item.tr,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as StoredCard['state'],
  };
  if (card.last_review) stored.last_review = card.last_review.getTime();
  return stored;
}

/** A card never reviewed, due `now`. */
export function newCard(item: { kind: ItemKind; de: string; tr: string }, now: Date): StoredCard {
  return fromCard(createEmptyCard(now), item);
}

/** The card after one review rated `grade` at `now`. */
export function rate(card: StoredCard, grade: Grade, now: Date): StoredCard {
  return fromCard(scheduler.next(toCard(card), now, GRADE[grade]).card, card);
}

/** When each rating would bring the card back (milliseconds from `now`), for the rating buttons. */
export function preview(card: StoredCard, now: Date): Record<Grade, number> {
  const log = scheduler.repeat(toCard(card), now);
  const after = (g: Grade) => log[GRADE[g]].card.due.getTime() - now.getTime();
  return { again: after('again'), hard: after('hard'), good: after('good'), easy: after('easy') };
}

/**
 * Cleared items become cards: 15 correct repeats count as one Easy review at the moment of
 * clearing (so a word cleared today comes back in about a week, then further apart). A card
 * reviewed here after that moment keeps its own history.
 */
export function absorbCleared(data: TodayData): TodayData {
  if (data.cleared.length === 0) return data;
  const cards = { ...data.cards };
  const ordered = [...data.cleared].sort((a, b) => a.at - b.at);
  for (const item of ordered) absorb(cards, item);
  return { ...data, cards, cleared: [] };
}

function absorb(cards: Record<string, StoredCard>, item: ClearedItem): void {
  const id = itemId(item.kind, item.de);
  const at = new Date(item.at);
  const card = cards[id] ?? newCard(item, at);
  if ((card.last_review ?? -Infinity) > item.at) return;
  const rated = rate(card, 'easy', at);
  cards[id] = card.tr === '' && item.tr !== '' ? { ...rated, tr: item.tr } : rated;
}
