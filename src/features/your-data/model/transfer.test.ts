import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/i18n/languages';
import { TIME_FACTORS } from '@/lib/time-limit';
import { repairResults } from '@/store/results-model';
import { repairReviews } from '@/store/reviews-model';
import {
  betterCrossword,
  buildExport,
  emptySnapshot,
  exportFileName,
  mergeSnapshot,
  parseExport,
  serialiseExport,
  type CrosswordSave,
  type Snapshot,
} from './transfer';

const NOW = new Date(2026, 10, 5, 9, 30);

const save = (letters: string[], solved = false): CrosswordSave => ({ v: 1, width: letters.length, height: 1, letters, revealed: [], seconds: 12, solved });

const sample: Snapshot = {
  results: { food01_results: { quiz1: [true, false, false] } },
  reviews: [{ review: 'der Apfel', translation: 'apple' }],
  phraseReviews: [{ review: 'Guten Morgen', translation: 'good morning' }],
  crosswords: { 'crosswordProgress:7': save(['A', '', 'C']) },
  settings: { language: 'ua', reviewTimeFactor: 2, gameChoices: { 'gameChoice:/games/anagrams': 'a2' } },
};

const roundTrip = (snapshot: Snapshot) => parseExport(serialiseExport(buildExport(snapshot, NOW)));

describe('export file', () => {
  it('is named deutsch-lernen-progress-YYYY-MM-DD.json', () => {
    expect(exportFileName(NOW)).toBe('deutsch-lernen-progress-2026-11-05.json');
  });

  it('carries app, version, exportedAt and every part', () => {
    const file = buildExport(sample, NOW);
    expect(file).toMatchObject({ app: 'deutsch-lernen', version: 1, exportedAt: NOW.toISOString() });
    expect(Object.keys(file.data).sort()).toEqual(['crosswordProgress', 'phraseReviews', 'quiz_results', 'reviews', 'settings']);
  });

  it('reads back what it wrote', () => {
    const parsed = roundTrip(sample);
    expect(parsed).toEqual({ ok: true, exportedAt: NOW.toISOString(), snapshot: sample });
  });
});

describe('parseExport rejects junk', () => {
  const file = (data: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ app: 'deutsch-lernen', version: 1, exportedAt: 'x', data, ...extra });
  it.each([
    ['not JSON', 'hello', 'notJson'],
    ['a bare number', '42', 'wrongApp'],
    ['another app', JSON.stringify({ app: 'anki', version: 1, data: {} }), 'wrongApp'],
    ['a newer version', file({}, { version: 2 }), 'newerVersion'],
    ['a version as text', file({}, { version: '1' }), 'wrongShape'],
    ['no data', JSON.stringify({ app: 'deutsch-lernen', version: 1 }), 'wrongShape'],
    ['results as a list', file({ quiz_results: [] }), 'wrongShape'],
    ['reviews as an object', file({ reviews: { review: 'x' } }), 'wrongShape'],
    ['settings as a string', file({ settings: 'dark' }), 'wrongShape'],
  ])('%s', (_, text, error) => {
    expect(parseExport(text)).toEqual({ ok: false, error });
  });

  it('drops bad entries inside a good file and keeps the good ones', () => {
    const parsed = parseExport(
      file({
        quiz_results: { food01_results: { quiz1: [true, true, false], quiz2: 'nope' }, junk: { a: [true, true, true] } },
        reviews: [{ review: 'das Haus', translation: 'house' }, { review: 5 }, null],
        crosswordProgress: {
          'crosswordProgress:1': save(['A']),
          'crosswordProgress:2': { v: 1, width: 2, height: 2, letters: ['A'] },
          'crosswordProgress:<script>': save(['A']),
          token: save(['A']),
        },
        settings: { language: 'xx', reviewTimeFactor: 3, gameChoices: { 'gameChoice:/games/anagrams': 'a1', token: 'abc', 'gameChoice:/x': 7 } },
      }),
    );
    expect(parsed.ok && parsed.snapshot).toEqual({
      results: { food01_results: { quiz1: [true, true, false] } },
      reviews: [{ review: 'das Haus', translation: 'house' }],
      phraseReviews: [],
      crosswords: { 'crosswordProgress:1': save(['A']) },
      settings: { gameChoices: { 'gameChoice:/games/anagrams': 'a1' } },
    });
  });
});

describe('mergeSnapshot', () => {
  const local: Snapshot = {
    results: { food01_results: { quiz1: [false, true, false] } },
    reviews: [{ review: 'Der Apfel', translation: 'яблуко' }],
    phraseReviews: [],
    crosswords: { 'crosswordProgress:7': save(['A', 'B', 'C']), 'crosswordProgress:8': save(['A', 'B'], true) },
    settings: { language: 'en', gameChoices: {} },
  };

  it('ORs the stars, joins the reviews and keeps the better crossword; settings only when asked', () => {
    const incoming: Snapshot = { ...sample, crosswords: { ...sample.crosswords, 'crosswordProgress:8': save(['A', 'B', 'C', 'D']) } };
    const { next, summary } = mergeSnapshot(local, incoming, { withSettings: false });
    expect(next.results).toEqual({ food01_results: { quiz1: [true, true, false] } });
    expect(next.reviews).toEqual([{ review: 'Der Apfel', translation: 'яблуко' }]);
    expect(next.phraseReviews).toEqual(sample.phraseReviews);
    expect(next.crosswords).toEqual(local.crosswords);
    expect(next.settings).toBe(local.settings);
    expect(summary).toEqual({ newStars: 1, newReviews: 0, newPhraseReviews: 1, crosswords: 0, today: 0, settingsChanged: 3, nothingNew: false });
    const withSettings = mergeSnapshot(local, incoming, { withSettings: true }).next.settings;
    expect(withSettings).toEqual({ language: 'ua', reviewTimeFactor: 2, gameChoices: { 'gameChoice:/games/anagrams': 'a2' } });
  });

  it('prefers a solved crossword, then more filled letters, and keeps the device on a tie', () => {
    const a = save(['A', '', '']);
    const b = save(['A', 'B', '']);
    expect(betterCrossword(a, b)).toBe(b);
    expect(betterCrossword(b, a)).toBe(b);
    expect(betterCrossword(b, save(['', '', ''], true)).solved).toBe(true);
    expect(betterCrossword(save(['X', '', '']), a)).not.toBe(a);
    expect(betterCrossword(undefined, a)).toBe(a);
  });

  it('says when nothing is new', () => {
    expect(mergeSnapshot(local, emptySnapshot(), { withSettings: true }).summary.nothingNew).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests

const word = fc.stringMatching(/^[A-Za-zäöüß][a-zäöüß ]{0,8}[a-zäöüß]$/);
const progress = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean());
const results = fc.dictionary(
  fc.constantFrom('food01', 'animals01', 'machen', 'history01').map((t) => `${t}_results`),
  fc.dictionary(fc.constantFrom('quiz1', 'quiz2', 'quiz3', 'sw'), progress, { maxKeys: 3 }),
  { maxKeys: 4 },
).map(repairResults); // as the device holds them (no empty groups)
const reviews = fc.array(fc.record({ review: word, translation: fc.constantFrom('', 'apple', 'яблуко', 'house') }), { maxLength: 6 }).map(repairReviews);
const crossword = fc
  .array(fc.constantFrom('', 'A', 'Ä', 'ß', 'Z'), { minLength: 1, maxLength: 9 })
  .chain((letters) =>
    fc.record({
      v: fc.constant(1),
      width: fc.constant(letters.length),
      height: fc.constant(1),
      letters: fc.constant(letters),
      revealed: fc.constant<number[]>([]),
      seconds: fc.nat(5000),
      solved: fc.boolean(),
    }),
  );
const crosswords = fc.dictionary(fc.constantFrom('crosswordProgress:1', 'crosswordProgress:2', 'crosswordProgress:abc'), crossword, { maxKeys: 3 });
const settings = fc.record(
  {
    language: fc.constantFrom(...LANGS),
    reviewTimeFactor: fc.constantFrom(...TIME_FACTORS),
    gameChoices: fc.dictionary(fc.constantFrom('gameChoice:/games/anagrams', 'gameChoice:/stock-game'), fc.constantFrom('a1', 'a2', 'b1'), { maxKeys: 2 }),
    crosswordTimerHidden: fc.boolean(),
  },
  { requiredKeys: ['gameChoices'] },
);
const snapshot: fc.Arbitrary<Snapshot> = fc.record({ results, reviews, phraseReviews: reviews, crosswords, settings });
const withSettings = fc.boolean();

const through = (x: Snapshot): Snapshot => {
  const parsed = roundTrip(x);
  if (!parsed.ok) throw new Error(`export did not read back: ${parsed.error}`);
  return parsed.snapshot;
};

describe('import/export properties (fast-check)', () => {
  it('import(export(x)) merged into y equals merge(x into y)', () => {
    fc.assert(
      fc.property(snapshot, snapshot, withSettings, (x, y, take) => {
        expect(mergeSnapshot(y, through(x), { withSettings: take }).next).toEqual(mergeSnapshot(y, x, { withSettings: take }).next);
      }),
      { numRuns: 300 },
    );
  });

  it('importing the same file twice is importing it once, and the second time reports nothing new', () => {
    fc.assert(
      fc.property(snapshot, snapshot, withSettings, (x, y, take) => {
        const once = mergeSnapshot(y, through(x), { withSettings: take });
        const twice = mergeSnapshot(once.next, through(x), { withSettings: take });
        expect(twice.next).toEqual(once.next);
        expect(twice.summary.nothingNew).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never loses a star, a review or a solved crossword of the device', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (x, y) => {
        const { next, summary } = mergeSnapshot(y, x, { withSettings: false });
        for (const [group, entries] of Object.entries(y.results))
          for (const [quiz, stars] of Object.entries(entries)) stars.forEach((star, i) => star && expect(next.results[group]?.[quiz]?.[i]).toBe(true));
        for (const item of y.reviews) expect(next.reviews).toContainEqual(item);
        for (const [key, c] of Object.entries(y.crosswords)) if (c.solved) expect(next.crosswords[key]?.solved).toBe(true);
        expect(next.settings).toBe(y.settings);
        expect(summary.newStars).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('junk text is always rejected (and so nothing can be merged from it)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((j) => JSON.stringify({ app: 'deutsch-lernen', version: 1, data: j }))), (text) => {
        const parsed = parseExport(text);
        if (parsed.ok) {
          // Only an object `data` whose parts have the right outer shapes can pass.
          const data = (JSON.parse(text) as { data: unknown }).data;
          expect(typeof data === 'object' && data !== null && !Array.isArray(data)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the /today review schedule (issue 30)', () => {
  const card = (de: string, last: number) => ({ kind: 'word' as const, de, tr: 'x', due: last + 864e5, stability: 3.1, difficulty: 5.2, elapsed_days: 0, scheduled_days: 1, learning_steps: 0, reps: 2, lapses: 0, state: 2 as const, last_review: last });
  const today = { limit: 15, cards: { 'word:der hund': card('der Hund', 1000) }, cleared: [{ kind: 'phrase' as const, de: 'Guten Tag!', tr: 'Hello!', at: 5 }], days: ['2026-12-06', '2026-12-07'] };

  it('travels in the file unchanged (every card field, cleared items, days, limit)', () => {
    const parsed = roundTrip({ ...sample, today });
    expect(parsed.ok && parsed.snapshot.today).toEqual(today);
  });

  it('junk cards in a file are dropped, good ones kept', () => {
    const file = JSON.parse(serialiseExport(buildExport({ ...sample, today }, NOW))) as { data: { today: { cards: Record<string, unknown> } } };
    file.data.today.cards.bad = { kind: 'word', de: 'die Katze', stability: 'high' };
    const parsed = parseExport(JSON.stringify(file));
    expect(parsed.ok && Object.keys(parsed.snapshot.today?.cards ?? {})).toEqual(['word:der hund']);
  });

  it('merges card by card: the card reviewed last wins; days and cleared items join; the limit stays the device’s', () => {
    const local = { ...emptySnapshot(), today: { limit: 30, cards: { 'word:der hund': card('der Hund', 2000), 'word:die katze': card('die Katze', 9000) }, cleared: [], days: ['2026-12-01'] } };
    const incoming = { ...emptySnapshot(), today: { ...today, cards: { 'word:der hund': card('der Hund', 3000), 'word:die katze': card('die Katze', 100) } } };
    const { next, summary } = mergeSnapshot(local, incoming, { withSettings: false });
    expect(next.today?.cards['word:der hund']?.last_review).toBe(3000);
    expect(next.today?.cards['word:die katze']?.last_review).toBe(9000);
    expect(next.today?.cleared).toEqual(today.cleared);
    expect(next.today?.days).toEqual(['2026-12-01', '2026-12-06', '2026-12-07']);
    expect(next.today?.limit).toBe(30);
    expect(summary.today).toBe(2);
    expect(summary.nothingNew).toBe(false);
    // The same file again adds nothing.
    expect(mergeSnapshot(next, incoming, { withSettings: false }).summary.nothingNew).toBe(true);
  });
});
