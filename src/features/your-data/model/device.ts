import type { CrosswordSave } from '@/lib/crossword-save';
import { listKeys, STORAGE_PREFIXES } from '@/lib/storage';
import { readStored, readStoredChoice, writeStored } from '@/lib/stored-key';
import { queueReviewChanges } from '@/store/sync/account-data';
import { useAppStore } from '@/store/store';
import { YOUR_DATA } from '@/store/stored-registry';
import { readToday, writeToday } from '@/store/today-data';
import type { Settings, Snapshot } from './transfer';

/** The device's side of "Your data": every part is read and written through the storage registry (store/stored-registry.ts). */
const KEYS = YOUR_DATA.settings;

/** The members of a family of keys stored now (`crosswordProgress:…`, `gameChoice:…`), as the part after the prefix. */
function storedMembers(prefix: string, matches: (name: string) => boolean): string[] {
  return listKeys()
    .filter((name) => name.startsWith(prefix) && matches(name))
    .map((name) => name.slice(prefix.length));
}

function readSettings(): Settings {
  const settings: Settings = { gameChoices: {} };
  const lang = readStored(KEYS.language);
  if (lang !== null) settings.language = lang;
  // Only a stored choice counts (the default ×1 is not a setting to carry over).
  const factor = readStoredChoice(KEYS.reviewTimeFactor);
  if (factor !== null) settings.reviewTimeFactor = factor;
  if (readStored(KEYS.crosswordTimerHidden)) settings.crosswordTimerHidden = true;
  for (const url of storedMembers(STORAGE_PREFIXES.gameChoice, KEYS.gameChoices.matches)) {
    const key = KEYS.gameChoices.key(url);
    const value = readStored(key);
    if (typeof value === 'string') settings.gameChoices[key.name] = value;
  }
  return settings;
}

function readCrosswords(): Record<string, CrosswordSave> {
  const out: Record<string, CrosswordSave> = {};
  for (const id of storedMembers(STORAGE_PREFIXES.crosswordProgress, YOUR_DATA.crosswords.matches)) {
    const key = YOUR_DATA.crosswords.key(id);
    const save = readStored(key);
    if (save) out[key.name] = save as CrosswordSave;
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
  for (const [name, save] of Object.entries(next.crosswords)) {
    if (before.crosswords[name] !== save) ok = writeStored(YOUR_DATA.crosswords.key(name.slice(STORAGE_PREFIXES.crosswordProgress.length)), save) && ok;
  }
  const s = next.settings;
  const b = before.settings;
  if (s !== b) {
    if (s.language !== undefined && s.language !== b.language) state.setLang(s.language);
    if (s.reviewTimeFactor !== undefined && s.reviewTimeFactor !== b.reviewTimeFactor) writeStored(KEYS.reviewTimeFactor, s.reviewTimeFactor);
    if (s.crosswordTimerHidden !== b.crosswordTimerHidden) ok = writeStored(KEYS.crosswordTimerHidden, s.crosswordTimerHidden === true) && ok;
    for (const [name, value] of Object.entries(s.gameChoices)) {
      if (b.gameChoices[name] !== value) ok = writeStored(KEYS.gameChoices.key(name.slice(STORAGE_PREFIXES.gameChoice.length)), value) && ok;
    }
  }
  if (!ok) state.reportStorageFull();
  return ok;
}
