/**
 * A seeded generator of what a browser may hold for this site (issue 24): every storage key the
 * app reads (src/lib/storage.ts STORAGE_KEYS and the features' own keys), each missing, valid,
 * junk or huge, plus the device's colour scheme and motion setting. Used by stored-states.spec.ts.
 */

/** A token placeholder: the spec swaps in a real session of the stand-in. */
export const VALID_TOKEN = '@valid-token@';

export interface StoredState {
  name: string;
  local: Record<string, string>;
  session: Record<string, string>;
  colorScheme: 'light' | 'dark';
  reducedMotion: 'reduce' | 'no-preference';
}

type Choice = string | undefined;

/** Mulberry32: the same sequence for the same seed (the run prints its seed). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const huge = (size = 300_000) => 'x'.repeat(size);

function manyResults(n: number): string {
  const out: Record<string, Record<string, boolean[]>> = {};
  for (let i = 0; i < n; i++) out[`topic${i}_results`] = { pictures: [true, i % 2 === 0, false] };
  out['animals01_results'] = { pictures: [true, true, true] };
  return JSON.stringify(out);
}

function manyReviews(n: number): string {
  return JSON.stringify(Array.from({ length: n }, (_, i) => ({ review: `das Wort${i}`, translation: `word ${i}` })));
}

const validResults = [
  JSON.stringify({ animals01_results: { pictures: [true, true, false], typing: [true, false, false] }, 'a2-praeteritum_results': { practice: [true, false, false] } }),
  JSON.stringify({ food01_results: { german: [true, true, true] }, 'personal-pronouns-dative_results': { practice: [true, true, false] }, time01_results: { pictures: '1,0,0' } }),
  // Valid stars beside junk entries: the junk goes, the stars stay.
  JSON.stringify({ animals01_results: { pictures: [true, false, false], bad: 'nope' }, junk: 5, 'x_results': [1, 2], numbers01_results: { typing: [1, 1, 0] } }),
];

const validReviews = [
  JSON.stringify([{ review: 'der Apfel', translation: 'apple' }, { review: 'die Brücke', translation: 'bridge' }]),
  JSON.stringify([{ review: 'schwimmen' }, { review: 'das Haus', translation: 'house' }, 42, null]),
];

const crossword = JSON.stringify({ v: 1, width: 2, height: 2, letters: ['A', '', '', 'B'], revealed: [0], seconds: 12, solved: false });

/** For each key the app reads: the values a device may hold (undefined = missing). */
export const LOCAL_KEYS: Record<string, readonly Choice[]> = {
  token: [undefined, undefined, VALID_TOKEN, `"${VALID_TOKEN}"`, 'standin-9-expired', '', 'null', huge(50_000)],
  quiz_results: [undefined, ...validResults, manyResults(1500), '{', '[]', 'null', '"text"', JSON.stringify({ animals01_results: 'junk' }), huge()],
  reviews: [undefined, ...validReviews, manyReviews(2000), '{', '{"review":"x"}', '"text"', huge()],
  phraseReviews: [undefined, validReviews[0], '[1,2', '{}', manyReviews(500)],
  'site-language': [undefined, 'en', '"en"', 'de', '"ua"', 'tr', 'xx', '', ' en ', huge(10_000)],
  isVisited: [undefined, 'true', '1', 'junk'],
  hiddenElements: [undefined, '["tip-of-the-day"]', '["other"]', '[1,{}]', '{', huge(20_000)],
  consentGiven: [undefined, 'true', 'true', 'false', '', 'junk'],
  theme: [undefined, 'dark', 'light', 'system', 'junk'],
  reviewTimeFactor: [undefined, '2', '0', '10', 'abc', '-1'],
  crosswordTimerHidden: [undefined, 'true', 'false', 'junk'],
  'crosswordProgress:6': [undefined, crossword, '{"v":1}', 'junk'],
  'gameChoice:/games/anagrams': [undefined, 'animals01', 'no-such-choice', huge(5_000)],
  'gameChoice:/games/word-match': [undefined, 'food01', '{'],
  storagePersistAsked: [undefined, '1', 'junk'],
  quiz_results_unreadable_backup: [undefined, '{broken'],
  // The old site's keys, moved into quiz_results at start-up.
  food02_results: [undefined, JSON.stringify({ typing: [true, true, false] }), '[true,false,false]', 'junk'],
  animals02_results_swexamples: [undefined, JSON.stringify({ german: [true, false, false] }), '{'],
};

export const SESSION_KEYS: Record<string, readonly Choice[]> = {
  profPracticePage: [undefined, '1', '2', 'junk'],
  classGamesScoreboard: [undefined, JSON.stringify({ teams: [{ name: 'A', points: 3 }] }), '{', huge(20_000)],
};

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

function fill(keys: Record<string, readonly Choice[]>, choose: (values: readonly Choice[]) => Choice): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(keys)) {
    const value = choose(values);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * `count` states: a first-time visitor, a returning learner with everything valid, junk in every
 * key, huge values in every key that has one, then seeded random mixes.
 */
export function storedStates(seed: number, count: number): StoredState[] {
  const random = seededRandom(seed);
  const device = { colorScheme: 'light', reducedMotion: 'no-preference' } as const;
  const first = (values: readonly Choice[]) => values.find((v) => v !== undefined);
  const last = (values: readonly Choice[]) => values[values.length - 1];
  const biggest = (values: readonly Choice[]) => values.reduce<Choice>((a, b) => ((b?.length ?? 0) > (a?.length ?? 0) ? b : a), undefined);
  const states: StoredState[] = [
    { name: 'nothing stored', local: {}, session: {}, ...device },
    { name: 'everything valid (learner)', local: fill(LOCAL_KEYS, first), session: fill(SESSION_KEYS, first), colorScheme: 'dark', reducedMotion: 'reduce' },
    { name: 'junk in every key', local: fill(LOCAL_KEYS, last), session: fill(SESSION_KEYS, last), ...device },
    { name: 'huge values', local: fill(LOCAL_KEYS, biggest), session: fill(SESSION_KEYS, biggest), ...device },
  ];
  for (let i = states.length; i < count; i++) {
    states.push({
      name: `random #${i}`,
      local: fill(LOCAL_KEYS, (values) => pick(values, random)),
      session: fill(SESSION_KEYS, (values) => pick(values, random)),
      colorScheme: random() < 0.5 ? 'dark' : 'light',
      reducedMotion: random() < 0.3 ? 'reduce' : 'no-preference',
    });
  }
  return states;
}

/**
 * The stars a stored state holds, as "group/quizType/stage" (stage 0–2), read strictly (arrays of
 * three booleans, in quiz_results and in the old site's `*_results` keys): every one must still
 * be in quiz_results once the page is live.
 */
export function starsOf(local: Record<string, string>): Set<string> {
  const stars = new Set<string>();
  const parse = (text: string | undefined): unknown => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  };
  const isProgress = (v: unknown): v is boolean[] => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'boolean');
  const addGroup = (group: string, entries: unknown) => {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) return;
    for (const [quizType, progress] of Object.entries(entries)) {
      if (isProgress(progress)) progress.forEach((on, stage) => on && stars.add(`${group}/${quizType}/${stage}`));
    }
  };
  const results = parse(local.quiz_results);
  if (results && typeof results === 'object' && !Array.isArray(results)) {
    for (const [group, entries] of Object.entries(results)) if (group.endsWith('_results') && group !== '_results') addGroup(group, entries);
  }
  for (const [key, text] of Object.entries(local)) {
    if (key === 'quiz_results') continue;
    const group = key.endsWith('_results_swexamples') ? `${key.slice(0, -'_results_swexamples'.length)}_swexamples_results` : key.endsWith('_results') ? key : null;
    if (group === null || key === 'quiz_results_unreadable_backup') continue;
    const value = parse(text);
    if (isProgress(value)) addGroup(group, { default: value });
    else addGroup(group, value);
  }
  return stars;
}
