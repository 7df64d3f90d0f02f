import { parseJson, readRaw, removeKey, writeRaw } from './storage';

/**
 * One key of Web Storage with its shape: how the stored text becomes a usable value (`decode`
 * returns null for junk, and the reader gets `fallback`, the first-time visitor's value, which is
 * also what a prerendered page shows) and how a value is stored (`encode` returns null to remove
 * the key). Declared once per key in src/lib/device-keys.ts and src/store/stored-registry.ts.
 */
export interface StoredKey<T> {
  readonly name: string;
  readonly area: 'local' | 'session';
  readonly fallback: T;
  readonly decode: (text: string) => T | null;
  readonly encode: (value: T) => string | null;
}

type Area = StoredKey<unknown>['area'];

/** The stored value, repaired; the fallback when absent, unreadable or junk. Never throws. */
export function readStored<T>(key: StoredKey<T>): T {
  return readStoredChoice(key) ?? key.fallback;
}

/** The stored value, repaired, or null when nothing usable is stored (absent or junk): "was it ever chosen?". */
export function readStoredChoice<T>(key: StoredKey<T>): T | null {
  const text = readRaw(key.name, key.area);
  if (text === null) return null;
  try {
    return key.decode(text);
  } catch {
    return null;
  }
}

/** Stores `value` (or removes the key when its encoding is null); false when the device refused. */
export function writeStored<T>(key: StoredKey<T>, value: T): boolean {
  const text = key.encode(value);
  if (text === null) {
    removeKey(key.name, key.area);
    return readRaw(key.name, key.area) === null;
  }
  return writeRaw(key.name, text, key.area);
}

/** A JSON value checked by `repair` (null skips it). */
export function jsonKey<T>(name: string, fallback: T, repair: (value: unknown) => T | null, area: Area = 'local'): StoredKey<T> {
  return {
    name,
    area,
    fallback,
    decode: (text) => {
      const parsed = parseJson(text);
      return parsed === undefined ? null : repair(parsed);
    },
    encode: (value) => {
      try {
        return JSON.stringify(value);
      } catch {
        return null;
      }
    },
  };
}

/** A flag that is set when the key exists (the old site's `isVisited`, `consentGiven`…). */
export function presenceKey(name: string, stored = 'true', area: Area = 'local'): StoredKey<boolean> {
  return { name, area, fallback: false, decode: () => true, encode: (on) => (on ? stored : null) };
}

/** Plain text, or JSON-quoted text as the old site sometimes wrote it (`en` or `"en"`), checked by `accept`. */
export function looseTextKey<T extends string>(name: string, accept: (text: string) => text is T, area: Area = 'local'): StoredKey<T | null> {
  return {
    name,
    area,
    fallback: null,
    decode: (raw) => {
      const trimmed = raw.trim();
      const text = trimmed.startsWith('"') ? parseJson(trimmed) : trimmed;
      return typeof text === 'string' && accept(text) ? text : null;
    },
    encode: (value) => value,
  };
}
