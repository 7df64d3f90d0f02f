import { STORAGE_KEYS } from '@/lib/storage';
import { parseProgress } from '@/lib/progress-value';
import { GROUP_SUFFIX, groupKey, mergeResults, type QuizResults } from '@/store/results-model';

export const RESULTS_KEY = STORAGE_KEYS.quizResults;
const SWEXAMPLES_SUFFIX = '_results_swexamples';
/** Quiz type for a legacy value that was a bare progress, with no quiz type of its own. */
const LEGACY_QUIZ_TYPE = 'default';

/**
 * Where a legacy key's progress goes: `<topic>_results` → group `<topic>_results`;
 * `<topic>_results_swexamples` → group `<topic>_swexamples_results` (a quiz variant of its own,
 * so it never overwrites the plain one). `quiz_results` itself is not legacy, though it ends
 * in `_results`.
 */
export function legacyGroupOf(key: string): string | null {
  if (key === RESULTS_KEY) return null;
  if (key.endsWith(SWEXAMPLES_SUFFIX)) {
    const topic = key.slice(0, -SWEXAMPLES_SUFFIX.length);
    return topic ? groupKey(`${topic}_swexamples`) : null;
  }
  if (key.endsWith(GROUP_SUFFIX)) {
    const topic = key.slice(0, -GROUP_SUFFIX.length);
    return topic ? groupKey(topic) : null;
  }
  return null;
}

/** Reads a legacy value: `{quizType: progress}` or a bare progress; null when nothing is usable. */
export function parseLegacyValue(raw: string): Record<string, NonNullable<ReturnType<typeof parseProgress>>> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    value = raw;
  }
  const bare = parseProgress(value);
  if (bare) return { [LEGACY_QUIZ_TYPE]: bare };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, NonNullable<ReturnType<typeof parseProgress>>> = {};
  for (const [quizType, progress] of Object.entries(value as Record<string, unknown>)) {
    const parsed = parseProgress(progress);
    if (parsed && quizType !== '') out[quizType] = parsed;
  }
  return Object.keys(out).length > 0 ? out : null;
}

export interface Migration {
  /** The legacy progress, merged into what `quiz_results` already held. */
  results: QuizResults;
  /** Legacy keys fully migrated, to remove. Keys holding nothing usable are left alone. */
  migratedKeys: string[];
}

/** Pure: moves legacy `*_results` / `*_results_swexamples` values into quiz_results. */
export function migrateLegacy(current: QuizResults, stored: ReadonlyMap<string, string>): Migration {
  let results = current;
  const migratedKeys: string[] = [];
  for (const [key, raw] of stored) {
    const group = legacyGroupOf(key);
    if (!group) continue;
    const entries = parseLegacyValue(raw);
    if (!entries) continue;
    results = mergeResults(results, { [group]: entries });
    migratedKeys.push(key);
  }
  return { results, migratedKeys };
}
