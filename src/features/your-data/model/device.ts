import * as v from 'valibot';
import { isLang } from '@/i18n/languages';
import { listKeys, parseJson, readLooseString, readRaw, removeKey, STORAGE_KEYS, writeJson, writeRaw } from '@/lib/storage';
import { readTimeFactor, saveTimeFactor, TIME_FACTORS } from '@/lib/time-limit';
import { queueReviewChanges } from '@/store/sync/account-data';
import { useAppStore } from '@/store/store';
import { readToday, writeToday } from '@/store/today-data';
import { CrosswordSaveSchema, isCrosswordKey, isGameChoiceKey, type CrosswordSave, type Settings, type Snapshot } from './transfer';

/** The crossword player's "hide the timer" switch (crosswords/components/crossword-player.tsx). */
export const CROSSWORD_TIMER_HIDDEN_KEY = 'crosswordTimerHidden';
const TIME_FACTOR_KEY = 'reviewTimeFactor';

function readSettings(): Settings {
  const settings: Settings = { gameChoices: {} };
  const lang = readLooseString(STORAGE_KEYS.language);
  if (isLang(lang)) settings.language = lang;
  const factor = readRaw(TIME_FACTOR_KEY);
  if (factor !== null && (TIME_FACTORS as readonly number[]).includes(Number(factor))) settings.reviewTimeFactor = readTimeFactor();
  if (readRaw(CROSSWORD_TIMER_HIDDEN_KEY) === 'true') settings.crosswordTimerHidden = true;
  for (const key of listKeys()) {
    if (!isGameChoiceKey(key)) continue;
    const value = readRaw(key);
    if (value !== null && value !== '' && value.length <= 100) settings.gameChoices[key] = value;
  }
  return settings;
}

function readCrosswords(): Record<string, CrosswordSave> {
  const out: Record<string, CrosswordSave> = {};
  for (const key of listKeys()) {
    if (!isCrosswordKey(key)) continue;
    const parsed = v.safeParse(CrosswordSaveSchema, parseJson(readRaw(key)));
    if (parsed.success) out[key] = parsed.output;
  }
  return out;
}

/** Everything "Your data" covers, as this device holds it now (the store's repaired state). */
export function readDeviceSnapshot(): Snapshot {
  const state = useAppStore.getState();
  return {
    results: state.quizResults,
    reviews: state.reviews,
    phraseReviews: state.phraseReviews,
    crosswords: readCrosswords(),
    settings: readSettings(),
    today: readToday(),
  };
}

/**
 * Writes a merged snapshot through the store's actions (so every open page sees it) and
 * lib/storage. Only what differs from `before` is written. False when the device refused a write.
 */
export function writeDeviceSnapshot(before: Snapshot, next: Snapshot): boolean {
  const state = useAppStore.getState();
  let ok = true;
  if (next.results !== before.results) ok = state.saveResults(next.results) && ok;
  if (next.reviews.length !== before.reviews.length) {
    ok = state.saveReviews(next.reviews) && ok;
    // An account's imported words are queued for its server list (docs/sync.md), or the next sync would drop them.
    const had = new Set(before.reviews.map((item) => item.review.trim().toLowerCase()));
    queueReviewChanges(next.reviews.filter((item) => !had.has(item.review.trim().toLowerCase())).map((item) => ({ op: 'add' as const, review: item.review, translation: item.translation })));
  }
  if (next.phraseReviews.length !== before.phraseReviews.length) ok = state.addPhraseReviews(next.phraseReviews) && ok;
  if (next.today && next.today !== before.today) ok = writeToday(next.today) && ok;
  for (const [key, save] of Object.entries(next.crosswords)) {
    if (before.crosswords[key] !== save) ok = writeJson(key, save) && ok;
  }
  const s = next.settings;
  const b = before.settings;
  if (s !== b) {
    if (s.language !== undefined && s.language !== b.language) state.setLang(s.language);
    if (s.reviewTimeFactor !== undefined && s.reviewTimeFactor !== b.reviewTimeFactor) saveTimeFactor(s.reviewTimeFactor);
    if (s.crosswordTimerHidden !== b.crosswordTimerHidden) {
      if (s.crosswordTimerHidden) ok = writeRaw(CROSSWORD_TIMER_HIDDEN_KEY, 'true') && ok;
      else removeKey(CROSSWORD_TIMER_HIDDEN_KEY);
    }
    for (const [key, value] of Object.entries(s.gameChoices)) {
      if (b.gameChoices[key] !== value) ok = writeRaw(key, value) && ok;
    }
  }
  if (!ok) state.reportStorageFull();
  return ok;
}
