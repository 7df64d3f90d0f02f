/**
 * Safe access to Web Storage. The old site wrote these keys, and browsers may hold junk in them
 * (corrupt JSON, wrong types), or refuse access altogether (privacy mode, quota, sandboxed
 * frames). Nothing here ever throws: reads give `null` or the caller's repair, writes report
 * success as a boolean.
 */

type Area = 'local' | 'session';

/** True while `asVisitor` runs: storage then looks empty. */
let blind = false;

/**
 * Runs `read` as if nothing were stored: the state a first-time visitor has, which is what a
 * prerendered page shows (src/store/store.ts hydrates the client in it).
 */
export function asVisitor<T>(read: () => T): T {
  blind = true;
  try {
    return read();
  } finally {
    blind = false;
  }
}

function area(kind: Area): Storage | null {
  if (blind) return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes and reads back: true only when the storage now holds exactly `value` (a full storage
 * throws QuotaExceededError; some browsers drop writes silently). Callers may rely on `true`
 * before they delete what the write carries.
 */
export function writeRaw(key: string, value: string, kind: Area = 'local'): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(key, value);
    return store.getItem(key) === value;
  } catch {
    return false;
  }
}

export function removeKey(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** All keys currently stored (empty when storage is unavailable). */
export function listKeys(kind: Area = 'local'): string[] {
  const store = area(kind);
  if (!store) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key !== null) keys.push(key);
    }
  } catch {
    return keys;
  }
  return keys;
}

/** Parses JSON without throwing; `undefined` means "not JSON". */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a JSON value and hands it to `repair`, which returns the usable value or `null` to
 * skip it. Junk never reaches the caller.
 */
export function readJson<T>(key: string, repair: (value: unknown) => T | null, kind: Area = 'local'): T | null {
  const parsed = parseJson(readRaw(key, kind));
  if (parsed === undefined) return null;
  try {
    return repair(parsed);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeRaw(key, text, kind);
}

/**
 * Reads a string the old site may have written plainly (`en`) or JSON-quoted (`"en"`).
 * Returns the bare string, or null when absent or not a string.
 */
export function readLooseString(key: string, kind: Area = 'local'): string | null {
  const raw = readRaw(key, kind);
  if (raw === null) return null;
  const trimmed = raw.trim();
  if (trimmed.startsWith('"')) {
    const parsed = parseJson(trimmed);
    return typeof parsed === 'string' ? parsed : null;
  }
  return trimmed;
}

/**
 * The name of every key this site keeps in Web Storage, in one list (the spec's keys first, spec 000
 * §3 "Local storage keys"). What each holds, and how it is read back, is declared once in the
 * registry `src/store/stored/registry.ts`; tests/architecture/stored-keys.test.ts checks that no
 * module reads or writes a key that is not named here.
 */
export const STORAGE_KEYS = {
  token: 'token',
  quizResults: 'quiz_results',
  reviews: 'reviews',
  language: 'site-language',
  isVisited: 'isVisited',
  hiddenElements: 'hiddenElements',
  consentGiven: 'consentGiven',
  // Not the spec's: this site's own.
  /** The /today review schedule, on this device only (issue 30). */
  today: 'today',
  /** Phrases missed in the phrase games (device only). */
  phraseReviews: 'phraseReviews',
  /** An unreadable `quiz_results`, kept aside instead of being overwritten. */
  resultsBackup: 'quiz_results_unreadable_backup',
  /** Written and removed at once to learn whether storage works. */
  storageProbe: 'storage_probe',
  /** What this device knows about the sync (store/sync/sync-state.ts). */
  syncState: 'syncState',
  /** Other accounts' progress set aside on this device. */
  syncAside: 'syncAside',
  /** The browser was asked to keep this site's storage. */
  persistAsked: 'storagePersistAsked',
  /** light / dark; absent = follow the device. */
  theme: 'theme',
  /** The time-limit factor of timed exercises (WCAG 2.2.1). */
  reviewTimeFactor: 'reviewTimeFactor',
  /** The crossword player's "hide the timer" switch. */
  crosswordTimerHidden: 'crosswordTimerHidden',
  /** sessionStorage: the class games' scoreboard, for one lesson. */
  classGamesScoreboard: 'classGamesScoreboard',
  /** sessionStorage: the page of the professional "find mistakes" practice. */
  profPracticePage: 'profPracticePage',
} as const;

/** Keys with a part after the prefix: one key per crossword, one per game. */
export const STORAGE_PREFIXES = {
  /** `crosswordProgress:<puzzle id>`: a crossword's letters, time and state on this device. */
  crosswordProgress: 'crosswordProgress:',
  /** `gameChoice:<game url>`: the level or mode last chosen in that game. */
  gameChoice: 'gameChoice:',
} as const;
