import { isLang, type Lang } from '@/config/languages';
import { STORAGE_KEYS, STORAGE_PREFIXES } from './storage';
import { jsonKey, looseTextKey, presenceKey, type StoredKey } from './stored-key';

/**
 * The small keys of the device's settings and flags, each with its shape (src/lib/stored-key.ts).
 * Cheap enough for the entry: the shell reads them at start. The full registry, with the
 * progress and sync keys, is src/store/stored-registry.ts.
 */

const isString = (text: string): text is string => text.length > 0;

export const TOKEN = /* @__PURE__ */ looseTextKey<string>(STORAGE_KEYS.token, isString);
export const LANGUAGE: StoredKey<Lang | null> = /* @__PURE__ */ looseTextKey(STORAGE_KEYS.language, (text): text is Lang => isLang(text));
/** The A2 grammar index's intro shows until this exists (spec 000). */
export const IS_VISITED = /* @__PURE__ */ presenceKey(STORAGE_KEYS.isVisited);
/** The cookie notice was answered (spec 000): set by OK. */
export const CONSENT_GIVEN = /* @__PURE__ */ presenceKey(STORAGE_KEYS.consentGiven);
/** Names of boxes the learner closed for good ("tip of the day"). */
export const HIDDEN_ELEMENTS = /* @__PURE__ */ jsonKey<string[]>(STORAGE_KEYS.hiddenElements, [], (value) => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : null));
export const PERSIST_ASKED = /* @__PURE__ */ presenceKey(STORAGE_KEYS.persistAsked);

export { THEME } from './theme';
export { REVIEW_TIME_FACTOR } from './time-limit';

export const CROSSWORD_TIMER_HIDDEN: StoredKey<boolean> = {
  name: STORAGE_KEYS.crosswordTimerHidden,
  area: 'local',
  fallback: false,
  decode: (text) => (text === 'true' ? true : null),
  encode: (hidden) => (hidden ? 'true' : null),
};

/** sessionStorage: the page of the professional practice (spec 001 §3, §4: 0, 1, 2; 2 is not kept). */
export const PROF_PRACTICE_PAGE: StoredKey<0 | 1 | 2> = {
  name: STORAGE_KEYS.profPracticePage,
  area: 'session',
  fallback: 0,
  decode: (text) => (text === '0' || text === '1' ? (Number(text) as 0 | 1) : null),
  encode: (page) => (page === 2 ? null : String(page)),
};

/** A game's last choice is kept as written, up to this length. */
export const MAX_GAME_CHOICE = 100;
const GAME_CHOICE_KEY = /^gameChoice:[\w/.:-]{1,200}$/;
export const isGameChoiceKey = (name: string) => GAME_CHOICE_KEY.test(name);

/** `gameChoice:<game url>`: the level or mode last chosen in that game. */
export function gameChoice(url: string): StoredKey<string | null> {
  return {
    name: `${STORAGE_PREFIXES.gameChoice}${url}`,
    area: 'local',
    fallback: null,
    decode: (text) => (text !== '' && text.length <= MAX_GAME_CHOICE ? text : null),
    encode: (value) => value,
  };
}
