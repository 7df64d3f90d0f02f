import * as v from 'valibot';
import { isLang, type Lang } from '@/i18n/languages';
import { isCrosswordKey, repairCrosswordSave, type CrosswordSave } from '@/lib/crossword-save';
import { isGameChoiceKey, MAX_GAME_CHOICE } from '@/lib/device-keys';
import { TIME_FACTORS, type TimeFactor } from '@/lib/time-limit';
import { mergeResults, repairResults, type QuizResults } from '@/store/results-model';
import { mergeReviews, repairReviews, type ReviewItem } from '@/store/reviews-model';
import { mergeToday, repairToday, todayCount, type TodayData } from '@/store/today-data';

/**
 * "Your data" (issue 17): everything a learner earns on this device, as one JSON file
 * `{ app, version, exportedAt, data }`, and its import — validated, then MERGED with what the
 * device holds, never replacing it: results by OR (a star is never lost), reviews and phrase
 * reviews as a union by German word, crossword progress puzzle by puzzle (solved wins, then more
 * filled letters, a tie keeps the device's), the /today review schedule card by card (the card
 * reviewed last wins), settings only when the learner asks for them.
 * Pure: the device side lives in ./device.ts.
 */

export const EXPORT_APP = 'deutsch-lernen';
export const EXPORT_VERSION = 1;

export type { CrosswordSave };

export interface Settings {
  language?: Lang;
  reviewTimeFactor?: TimeFactor;
  /** `gameChoice:<game url>` → the level or mode last chosen in that game. */
  gameChoices: Record<string, string>;
  crosswordTimerHidden?: boolean;
}

export interface Snapshot {
  results: QuizResults;
  reviews: ReviewItem[];
  phraseReviews: ReviewItem[];
  /** Full storage key (`crosswordProgress:<id>`) → progress. */
  crosswords: Record<string, CrosswordSave>;
  settings: Settings;
  /** The /today review schedule (issue 30); absent in files saved before it existed. */
  today?: TodayData;
}

export interface ExportFile {
  app: typeof EXPORT_APP;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  data: {
    quiz_results: QuizResults;
    reviews: ReviewItem[];
    phraseReviews: ReviewItem[];
    crosswordProgress: Record<string, CrosswordSave>;
    settings: Settings;
    today?: TodayData;
  };
}

export const emptySnapshot = (): Snapshot => ({ results: {}, reviews: [], phraseReviews: [], crosswords: {}, settings: { gameChoices: {} } });

const pad = (n: number) => String(n).padStart(2, '0');

/** `deutsch-lernen-progress-YYYY-MM-DD.json`, the learner's local date. */
export function exportFileName(now: Date): string {
  return `${EXPORT_APP}-progress-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export function buildExport(snapshot: Snapshot, now: Date): ExportFile {
  return {
    app: EXPORT_APP,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    data: {
      quiz_results: snapshot.results,
      reviews: snapshot.reviews,
      phraseReviews: snapshot.phraseReviews,
      crosswordProgress: snapshot.crosswords,
      settings: snapshot.settings,
      ...(snapshot.today ? { today: snapshot.today } : {}),
    },
  };
}

export function serialiseExport(file: ExportFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// Validation

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object (valibot's object and record also let arrays through). */
const PlainRecord = v.custom<Record<string, unknown>>(isRecord, 'an object');
const PlainObject = <T extends v.ObjectEntries>(entries: T) => v.pipe(PlainRecord, v.object(entries));

/**
 * The envelope must be exactly ours; inside `data`, every part is optional (an older or smaller
 * export), and each part present must have the right outer shape (results an object, reviews a
 * list...). Entries inside are then repaired one by one with the store's own repair functions,
 * as the device's own storage is: a bad entry is dropped, the good ones are kept.
 */
const EnvelopeSchema = v.object({
  app: v.string(),
  version: v.number(),
  exportedAt: v.optional(v.string()),
  data: PlainObject({
    quiz_results: v.optional(PlainRecord),
    reviews: v.optional(v.array(v.unknown())),
    phraseReviews: v.optional(v.array(v.unknown())),
    crosswordProgress: v.optional(PlainRecord),
    settings: v.optional(
      PlainObject({
        language: v.optional(v.unknown()),
        reviewTimeFactor: v.optional(v.unknown()),
        gameChoices: v.optional(PlainRecord),
        crosswordTimerHidden: v.optional(v.unknown()),
      }),
    ),
    today: v.optional(PlainRecord),
  }),
});

export type ParseError = 'notJson' | 'wrongApp' | 'newerVersion' | 'wrongShape';
export type ParseResult = { ok: true; snapshot: Snapshot; exportedAt: string | null } | { ok: false; error: ParseError };

/** Reads a file's text: the snapshot it carries, or why it is not one of ours. Never throws. */
export function parseExport(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (!isRecord(raw) || raw.app !== EXPORT_APP) return { ok: false, error: 'wrongApp' };
  if (typeof raw.version === 'number' && raw.version > EXPORT_VERSION) return { ok: false, error: 'newerVersion' };
  if (raw.version !== EXPORT_VERSION) return { ok: false, error: 'wrongShape' };
  const parsed = v.safeParse(EnvelopeSchema, raw);
  if (!parsed.success) return { ok: false, error: 'wrongShape' };
  const data = parsed.output.data;
  const crosswords: Record<string, CrosswordSave> = {};
  for (const [key, value] of Object.entries(data.crosswordProgress ?? {})) {
    if (!isCrosswordKey(key)) continue;
    const save = repairCrosswordSave(value);
    if (save) crosswords[key] = save;
  }
  const s = data.settings;
  const settings: Settings = { gameChoices: {} };
  if (s) {
    if (typeof s.language === 'string' && isLang(s.language)) settings.language = s.language;
    if ((TIME_FACTORS as readonly unknown[]).includes(s.reviewTimeFactor)) settings.reviewTimeFactor = s.reviewTimeFactor as TimeFactor;
    if (typeof s.crosswordTimerHidden === 'boolean') settings.crosswordTimerHidden = s.crosswordTimerHidden;
    for (const [key, value] of Object.entries(s.gameChoices ?? {})) {
      if (isGameChoiceKey(key) && typeof value === 'string' && value.length > 0 && value.length <= MAX_GAME_CHOICE) settings.gameChoices[key] = value;
    }
  }
  return {
    ok: true,
    exportedAt: parsed.output.exportedAt ?? null,
    snapshot: {
      results: repairResults(data.quiz_results ?? {}),
      reviews: repairReviews(data.reviews ?? []),
      phraseReviews: repairReviews(data.phraseReviews ?? []),
      crosswords,
      settings,
      // Repaired like the device's own storage: bad cards are dropped, the good ones kept.
      ...(data.today ? { today: repairToday(data.today) } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Merge

const filled = (save: CrosswordSave) => save.letters.filter((l) => l !== '').length;

/** The better of two saves of one puzzle: solved wins, then more filled letters; a tie keeps `local`. */
export function betterCrossword(local: CrosswordSave | undefined, incoming: CrosswordSave): CrosswordSave {
  if (!local) return incoming;
  if (local.solved !== incoming.solved) return incoming.solved ? incoming : local;
  return filled(incoming) > filled(local) ? incoming : local;
}

export function mergeSettings(local: Settings, incoming: Settings): Settings {
  const out: Settings = { ...local, gameChoices: { ...local.gameChoices, ...incoming.gameChoices } };
  if (incoming.language !== undefined) out.language = incoming.language;
  if (incoming.reviewTimeFactor !== undefined) out.reviewTimeFactor = incoming.reviewTimeFactor;
  if (incoming.crosswordTimerHidden !== undefined) out.crosswordTimerHidden = incoming.crosswordTimerHidden;
  return out;
}

export interface MergeSummary {
  /** Stars earned in the file that this device did not have. */
  newStars: number;
  newReviews: number;
  newPhraseReviews: number;
  /** Puzzles whose progress the file improves (or adds). */
  crosswords: number;
  /** Review cards of /today's schedule the file adds or moves on. */
  today: number;
  /** Settings the file would change (counted whether or not they are taken). */
  settingsChanged: number;
  /** True when the merge changes nothing that will be written. */
  nothingNew: boolean;
}

const starCount = (results: QuizResults) =>
  Object.values(results).reduce((n, entries) => n + Object.values(entries).reduce((m, p) => m + p.filter(Boolean).length, 0), 0);

function settingsDiff(local: Settings, next: Settings): number {
  let n = 0;
  if (next.language !== local.language) n++;
  if (next.reviewTimeFactor !== local.reviewTimeFactor) n++;
  if (next.crosswordTimerHidden !== local.crosswordTimerHidden) n++;
  for (const [key, value] of Object.entries(next.gameChoices)) if (local.gameChoices[key] !== value) n++;
  return n;
}

/**
 * What the device will hold after importing `incoming`, and what that changes. Results are
 * OR-merged (`mergeResults`), reviews joined by German word (`mergeReviews`, the device's entry
 * first), crosswords by `betterCrossword`; settings replace the device's only with `withSettings`.
 */
export function mergeSnapshot(local: Snapshot, incoming: Snapshot, options: { withSettings: boolean }): { next: Snapshot; summary: MergeSummary } {
  const results = mergeResults(local.results, incoming.results);
  const reviews = mergeReviews(local.reviews, incoming.reviews);
  const phraseReviews = mergeReviews(local.phraseReviews, incoming.phraseReviews);
  const crosswords = { ...local.crosswords };
  let changedPuzzles = 0;
  for (const [key, save] of Object.entries(incoming.crosswords)) {
    const chosen = betterCrossword(local.crosswords[key], save);
    if (chosen !== local.crosswords[key]) changedPuzzles++;
    crosswords[key] = chosen;
  }
  const todayMerge = incoming.today ? mergeToday(local.today ?? repairToday({}), incoming.today) : null;
  const offered = mergeSettings(local.settings, incoming.settings);
  const settingsChanged = settingsDiff(local.settings, offered);
  const settings = options.withSettings ? offered : local.settings;
  const summary: MergeSummary = {
    newStars: starCount(results) - starCount(local.results),
    newReviews: reviews.length - local.reviews.length,
    newPhraseReviews: phraseReviews.length - local.phraseReviews.length,
    crosswords: changedPuzzles,
    today: todayMerge?.changed ?? 0,
    settingsChanged,
    nothingNew: false,
  };
  summary.nothingNew =
    summary.newStars === 0 &&
    summary.newReviews === 0 &&
    summary.newPhraseReviews === 0 &&
    summary.crosswords === 0 &&
    summary.today === 0 &&
    (!options.withSettings || settingsChanged === 0);
  const next: Snapshot = { results, reviews, phraseReviews, crosswords, settings };
  const today = todayMerge && todayMerge.changed > 0 ? todayMerge.next : local.today;
  if (today) next.today = today;
  return { next, summary };
}

/** How much a snapshot holds (for the export section). */
export function snapshotCounts(snapshot: Snapshot): { stars: number; reviews: number; phraseReviews: number; crosswords: number; today: number } {
  return {
    stars: starCount(snapshot.results),
    reviews: snapshot.reviews.length,
    phraseReviews: snapshot.phraseReviews.length,
    crosswords: Object.keys(snapshot.crosswords).length,
    today: snapshot.today ? todayCount(snapshot.today) : 0,
  };
}
