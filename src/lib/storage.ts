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

/** The keys the spec lists (spec 000 §3 "Local storage keys"). */
export const STORAGE_KEYS = {
  token: 'token',
  quizResults: 'quiz_results',
  reviews: 'reviews',
  language: 'site-language',
  isVisited: 'isVisited',
  hiddenElements: 'hiddenElements',
  consentGiven: 'consentGiven',
  /** Not the spec's: the /today review schedule, on this device only (issue 30, store/today-data.ts). */
  today: 'today',
} as const;
