import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/**
 * The /today review schedule (issue 30) as plain data, kept on this device under `today` and
 * nowhere else (no server call; "Your data" exports and imports it). No ts-fsrs here: the
 * trainers record a cleared item with `recordCleared` at clear time and /today (a lazy chunk
 * that alone imports ts-fsrs) turns it into an FSRS card. Everything read is repaired: junk
 * entries are skipped, never passed on.
 */

export type ItemKind = 'word' | 'phrase';
export type TodayLevel = 'a1' | 'a2' | 'b1' | 'b2';
export const TODAY_LEVELS: readonly TodayLevel[] = ['a1', 'a2', 'b1', 'b2'];

/** One FSRS card (ts-fsrs `Card`) in JSON: dates as epoch milliseconds. */
export interface StoredCard {
  kind: ItemKind;
  /** The German word or phrase, as the learner types it. */
  de: string;
  /** Its meaning in the language it was missed in ('' when unknown). */
  tr: string;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: 0 | 1 | 2 | 3;
  last_review?: number;
}

/** An item a 15-repeat trainer cleared, waiting to become a card (`at`: when, epoch ms). */
export interface ClearedItem {
  kind: ItemKind;
  de: string;
  tr: string;
  at: number;
}

export interface TodayData {
  /** Most cards a day (the learner's choice). */
  limit: number;
  /** The learner's level for "next to learn"; absent: guessed from the stars. */
  level?: TodayLevel;
  /** Card id (`itemId`) → card. */
  cards: Record<string, StoredCard>;
  cleared: ClearedItem[];
  /** Local calendar days (YYYY-MM-DD) with at least one practice, oldest first. */
  days: string[];
}

export const TODAY_KEY = STORAGE_KEYS.today;
const DEFAULT_LIMIT = 20;
export const LIMIT_CHOICES = [5, 10, 15, 20, 30, 50, 100] as const;
const MAX_LIMIT = 500;
/** Enough for any streak worth showing; older days are dropped. */
const MAX_DAYS = 400;
const MAX_TEXT = 300;

export const emptyToday = (): TodayData => ({ limit: DEFAULT_LIMIT, cards: {}, cleared: [], days: [] });

/** One id per German text and kind: "word:der hund", "phrase:wie geht's?". */
export function itemId(kind: ItemKind, de: string): string {
  return `${kind}:${de.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isKind = (value: unknown): value is ItemKind => value === 'word' || value === 'phrase';
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? value.trim() : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored card as ts-fsrs needs it, or null when any field is missing or out of range. */
function repairCard(value: unknown): StoredCard | null {
  if (!isRecord(value)) return null;
  const { kind, de, tr, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review } = value;
  const german = text(de);
  if (!isKind(kind) || german === null) return null;
  if (!finite(due, 0, 8.64e15) || !finite(stability, 0, 1e6) || !finite(difficulty, 0, 11) || !finite(elapsed_days, 0, 1e6) || !finite(scheduled_days, 0, 1e6)) return null;
  if (!finite(learning_steps, 0, 100) || !finite(reps, 0, 1e6) || !finite(lapses, 0, 1e6) || !(state === 0 || state === 1 || state === 2 || state === 3)) return null;
  if (last_review !== undefined && !finite(last_review, 0, 8.64e15)) return null;
  const card: StoredCard = { kind, de: german, tr: typeof tr === 'string' ? tr.trim().slice(0, MAX_TEXT) : '', due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state };
  if (last_review !== undefined) card.last_review = last_review;
  return card;
}

function repairCleared(value: unknown): ClearedItem | null {
  if (!isRecord(value)) return null;
  const de = text(value.de);
  if (!isKind(value.kind) || de === null || !finite(value.at, 0, 8.64e15)) return null;
  return { kind: value.kind, de, tr: typeof value.tr === 'string' ? value.tr.trim().slice(0, MAX_TEXT) : '', at: value.at };
}

/** Whatever is stored, made usable: bad cards, cleared entries and days are skipped; a bad limit is the default. */
export function repairToday(value: unknown): TodayData {
  const out = emptyToday();
  if (!isRecord(value)) return out;
  if (finite(value.limit, 1, MAX_LIMIT) && Number.isInteger(value.limit)) out.limit = value.limit;
  if ((TODAY_LEVELS as readonly unknown[]).includes(value.level)) out.level = value.level as TodayLevel;
  if (isRecord(value.cards)) {
    for (const raw of Object.values(value.cards)) {
      const card = repairCard(raw);
      // The id is rebuilt from the card, so a renamed or forged key cannot split one item in two.
      if (card) out.cards[itemId(card.kind, card.de)] = card;
    }
  }
  if (Array.isArray(value.cleared)) {
    const seen = new Set<string>();
    for (const raw of value.cleared) {
      const item = repairCleared(raw);
      const id = item && `${itemId(item.kind, item.de)}@${item.at}`;
      if (item && id && !seen.has(id)) {
        seen.add(id);
        out.cleared.push(item);
      }
    }
  }
  if (Array.isArray(value.days)) out.days = normaliseDays(value.days.filter((d): d is string => typeof d === 'string' && DAY.test(d)));
  return out;
}

function normaliseDays(days: readonly string[]): string[] {
  return [...new Set(days)].sort().slice(-MAX_DAYS);
}

export function readToday(): TodayData {
  return readJson(TODAY_KEY, repairToday) ?? emptyToday();
}

export function writeToday(data: TodayData): boolean {
  return writeJson(TODAY_KEY, data);
}

/**
 * Called by the 15-repeat trainers when they clear an item: it joins the cleared list (plain
 * data; /today schedules it) instead of vanishing. Never throws; false when storage refused.
 */
export function recordCleared(kind: ItemKind, de: string, tr: string, now: Date = new Date()): boolean {
  const german = text(de);
  if (german === null) return false;
  const data = readToday();
  data.cleared.push({ kind, de: german, tr: tr.trim().slice(0, MAX_TEXT), at: now.getTime() });
  return writeToday(data);
}

/** The better of two cards of one item: the one reviewed last (more history); a tie keeps `local`. */
function laterCard(local: StoredCard | undefined, incoming: StoredCard): StoredCard {
  if (!local) return incoming;
  return (incoming.last_review ?? -1) > (local.last_review ?? -1) ? incoming : local;
}

/**
 * "Your data" import: the device's schedule joined with a file's — per item the card reviewed
 * last, cleared items and practice days as unions; the limit and level stay the device's.
 * `changed` counts the cards the file adds or moves on.
 */
export function mergeToday(local: TodayData, incoming: TodayData): { next: TodayData; changed: number } {
  const cards = { ...local.cards };
  let changed = 0;
  for (const [id, card] of Object.entries(incoming.cards)) {
    const chosen = laterCard(local.cards[id], card);
    if (chosen !== local.cards[id]) changed++;
    cards[id] = chosen;
  }
  const key = (c: ClearedItem) => `${itemId(c.kind, c.de)}@${c.at}`;
  const have = new Set(local.cleared.map(key));
  const cleared = [...local.cleared, ...incoming.cleared.filter((c) => !have.has(key(c)))];
  changed += cleared.length - local.cleared.length;
  const days = normaliseDays([...local.days, ...incoming.days]);
  const next: TodayData = { ...local, cards, cleared, days };
  return { next, changed };
}

/** How many items the schedule holds (cards and cleared items not yet cards). */
export function todayCount(data: TodayData): number {
  const ids = new Set(Object.keys(data.cards));
  for (const c of data.cleared) ids.add(itemId(c.kind, c.de));
  return ids.size;
}
