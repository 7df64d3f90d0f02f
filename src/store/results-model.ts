import { parseProgress, type Progress } from '@/lib/progress-value';

export type { Progress };

/**
 * Local progress, as the old site stored it under `quiz_results` (DECISIONS.md "Progress"):
 * `{ "<topic>_results": { "<quizType>": [bool, bool, bool] } }` — three stars per quiz type.
 */
export type QuizResults = Record<string, Record<string, Progress>>;

export interface ResultEntry {
  section_type: string;
  quiz_type: string;
  progress: Progress;
}

export const GROUP_SUFFIX = '_results';

export const groupKey = (topic: string) => `${topic}${GROUP_SUFFIX}`;

/** The topic a group key names ("food01_results" → "food01"), or null for a key that is no group. */
export function topicOf(group: string): string | null {
  if (!group.endsWith(GROUP_SUFFIX)) return null;
  const topic = group.slice(0, -GROUP_SUFFIX.length);
  return topic === '' ? null : topic;
}

const EMPTY: Progress = [false, false, false];

function orProgress(a: Progress | undefined, b: Progress | undefined): Progress {
  const x = a ?? EMPTY;
  const y = b ?? EMPTY;
  return [x[0] || y[0], x[1] || y[1], x[2] || y[2]];
}

/**
 * Keeps every valid entry of whatever is stored and drops the rest: groups must end in
 * `_results` and hold objects; entries must be a progress in any accepted form.
 */
export function repairResults(value: unknown): QuizResults {
  const out: QuizResults = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [group, entries] of Object.entries(value as Record<string, unknown>)) {
    if (topicOf(group) === null || !entries || typeof entries !== 'object' || Array.isArray(entries)) continue;
    for (const [quizType, raw] of Object.entries(entries as Record<string, unknown>)) {
      const progress = parseProgress(raw);
      if (progress && quizType !== '') (out[group] ??= {})[quizType] = progress;
    }
  }
  return out;
}

/** Joins two result sets entry by entry with OR: a star earned anywhere stays earned. */
export function mergeResults(a: QuizResults, b: QuizResults): QuizResults {
  const out: QuizResults = {};
  for (const source of [a, b]) {
    for (const [group, entries] of Object.entries(source)) {
      const target = (out[group] ??= {});
      for (const [quizType, progress] of Object.entries(entries)) {
        target[quizType] = orProgress(target[quizType], progress);
      }
    }
  }
  return out;
}

/** A successful round: the first false of the three stages becomes true (spec 000 §4). */
export function recordSuccess(results: QuizResults, topic: string, quizType: string): QuizResults {
  const group = groupKey(topic);
  const current = results[group]?.[quizType] ?? EMPTY;
  const index = current.indexOf(false);
  if (index === -1) return results;
  const next: Progress = [...current];
  next[index] = true;
  return { ...results, [group]: { ...results[group], [quizType]: next } };
}

export function toEntries(results: QuizResults): ResultEntry[] {
  return Object.entries(results).flatMap(([group, entries]) =>
    Object.entries(entries).map(([quiz_type, progress]) => ({ section_type: topicOf(group) ?? group, quiz_type, progress })),
  );
}

/** Server rows as results; a row given twice is OR-joined. Linear: one pass, no copy per row. */
export function fromEntries(rows: readonly ResultEntry[]): QuizResults {
  const out: QuizResults = {};
  for (const row of rows) {
    const target = (out[groupKey(row.section_type)] ??= {});
    target[row.quiz_type] = orProgress(target[row.quiz_type], row.progress);
  }
  return out;
}

export function countEntries(results: QuizResults): number {
  return Object.values(results).reduce((n, entries) => n + Object.keys(entries).length, 0);
}

/** Entries of `local` that hold a star `server` lacks: what the server still needs. */
export function missingOnServer(local: QuizResults, server: QuizResults): ResultEntry[] {
  return toEntries(local).filter(({ section_type, quiz_type, progress }) => {
    const remote = server[groupKey(section_type)]?.[quiz_type] ?? EMPTY;
    return progress.some((star, i) => star && !remote[i]);
  });
}

/** The stars of one quiz type (for cards), [false, false, false] when none are stored. */
export function starsOf(results: QuizResults, topic: string, quizType: string): Progress {
  return results[groupKey(topic)]?.[quizType] ?? EMPTY;
}

/** A topic's stars on its card: the best of its quiz types (each successful round adds one). */
export function bestStarCount(results: QuizResults, topic: string): number {
  return Math.max(0, ...Object.values(results[groupKey(topic)] ?? {}).map((p) => p.filter(Boolean).length));
}
