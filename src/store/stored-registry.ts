import { crosswordProgress, isCrosswordKey } from '@/lib/crossword-save';
import { CONSENT_GIVEN, CROSSWORD_TIMER_HIDDEN, gameChoice, HIDDEN_ELEMENTS, isGameChoiceKey, IS_VISITED, LANGUAGE, PERSIST_ASKED, PROF_PRACTICE_PAGE, REVIEW_TIME_FACTOR, THEME, TOKEN } from '@/lib/device-keys';
import { STORAGE_KEYS, STORAGE_PREFIXES } from '@/lib/storage';
import { jsonKey, type StoredKey } from '@/lib/stored-key';
import { repairResults, type QuizResults } from './results-model';
import { repairReviews, type ReviewItem } from './reviews-model';
import { repairAside, repairState } from './sync/sync-state';
import { emptyToday, repairToday } from './today-data';

/**
 * The registry: every key of Web Storage this site uses, each with its shape (src/lib/stored-key.ts).
 * The names are listed in `STORAGE_KEYS` / `STORAGE_PREFIXES` (lib/storage.ts); the type below
 * makes a name without an entry a compile error. Owners read and write their keys themselves (the
 * store's slices, the sync state, the crossword player…); "Your data" reads its parts from here
 * (`YOUR_DATA`), and tests/architecture/stored-keys.test.ts checks that no module uses a key that
 * is not listed.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (name: string, area: 'local' | 'session' = 'local'): StoredKey<string | null> => ({ name, area, fallback: null, decode: (t) => t, encode: (t) => t });

export const QUIZ_RESULTS = jsonKey<QuizResults>(STORAGE_KEYS.quizResults, {}, repairResults);
export const REVIEWS = jsonKey<ReviewItem[]>(STORAGE_KEYS.reviews, [], repairReviews);
export const PHRASE_REVIEWS = jsonKey<ReviewItem[]>(STORAGE_KEYS.phraseReviews, [], repairReviews);
export const TODAY = jsonKey(STORAGE_KEYS.today, emptyToday(), repairToday);

/** What the registry tells of any key, whatever its value's type: its name, its storage, how it is read. */
export type StoredKeyInfo = Pick<StoredKey<unknown>, 'name' | 'area' | 'decode'>;

export const STORED_KEYS = {
  token: TOKEN,
  quizResults: QUIZ_RESULTS,
  reviews: REVIEWS,
  language: LANGUAGE,
  isVisited: IS_VISITED,
  hiddenElements: HIDDEN_ELEMENTS,
  consentGiven: CONSENT_GIVEN,
  today: TODAY,
  phraseReviews: PHRASE_REVIEWS,
  resultsBackup: text(STORAGE_KEYS.resultsBackup),
  storageProbe: text(STORAGE_KEYS.storageProbe),
  syncState: jsonKey(STORAGE_KEYS.syncState, null, repairState),
  syncAside: jsonKey(STORAGE_KEYS.syncAside, {}, repairAside),
  persistAsked: PERSIST_ASKED,
  theme: THEME,
  reviewTimeFactor: REVIEW_TIME_FACTOR,
  crosswordTimerHidden: CROSSWORD_TIMER_HIDDEN,
  // Its teams and scores are checked by features/class-games/model/scoreboard.ts (a lesson's board).
  classGamesScoreboard: jsonKey(STORAGE_KEYS.classGamesScoreboard, null, (v) => (isRecord(v) ? v : null), 'session'),
  profPracticePage: PROF_PRACTICE_PAGE,
} as const satisfies Record<keyof typeof STORAGE_KEYS, StoredKeyInfo>;

/** A family of keys: which names belong to it, and the key for one member. */
export interface StoredPrefix {
  readonly matches: (name: string) => boolean;
  readonly key: (part: string) => StoredKeyInfo;
}

export const STORED_PREFIXES = {
  crosswordProgress: { matches: isCrosswordKey, key: crosswordProgress },
  gameChoice: { matches: isGameChoiceKey, key: gameChoice },
} as const satisfies Record<keyof typeof STORAGE_PREFIXES, StoredPrefix>;

/** What "Your data" exports and imports (features/your-data): progress, and the settings a learner may take along. */
export const YOUR_DATA = {
  results: QUIZ_RESULTS,
  reviews: REVIEWS,
  phraseReviews: PHRASE_REVIEWS,
  today: TODAY,
  crosswords: STORED_PREFIXES.crosswordProgress,
  settings: { language: LANGUAGE, reviewTimeFactor: REVIEW_TIME_FACTOR, crosswordTimerHidden: CROSSWORD_TIMER_HIDDEN, gameChoices: STORED_PREFIXES.gameChoice },
} as const;

/** The registry entry of a stored name (exact key or a prefix's member), or null for a name that is not ours. */
export function storedKeyOf(name: string): StoredKeyInfo | null {
  for (const key of Object.values<StoredKeyInfo>(STORED_KEYS)) if (key.name === name) return key;
  for (const [prefix, family] of Object.entries<StoredPrefix>(STORED_PREFIXES)) {
    const start = STORAGE_PREFIXES[prefix as keyof typeof STORAGE_PREFIXES];
    if (name.startsWith(start) && family.matches(name)) return family.key(name.slice(start.length));
  }
  return null;
}
