import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseProgress } from '@/lib/progress-value';
import { CORRUPT_BACKUP_KEY } from '@/store/progress-slice';
import { useAppStore } from '@/store/store';
import { bootProgress } from './boot';
import { legacyGroupOf } from './model/migrate';

function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null) out[key] = localStorage.getItem(key) ?? '';
  }
  return out;
}

describe('boot: migration of the old site\'s keys', () => {
  it('moves *_results and *_results_swexamples into quiz_results and removes them', () => {
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { pictures: [true, false, false] } }));
    localStorage.setItem('food01_results', JSON.stringify({ pictures: [false, true, false], typing: '1,0,0' }));
    localStorage.setItem('dative_results_swexamples', '[true,true,false]');
    localStorage.setItem('token', 'abc');
    bootProgress();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '')).toEqual({
      food01_results: { pictures: [true, true, false], typing: [true, false, false] },
      dative_swexamples_results: { default: [true, true, false] },
    });
    expect(localStorage.getItem('food01_results')).toBeNull();
    expect(localStorage.getItem('dative_results_swexamples')).toBeNull();
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('run twice equals run once', () => {
    localStorage.setItem('animals01_results', '{"1":[true,false,false]}');
    localStorage.setItem('quiz_results', '{"x_results":{"t":"1,1,0"},"junk":5}');
    bootProgress();
    const once = snapshot();
    bootProgress();
    expect(snapshot()).toEqual(once);
  });

  it('keeps an unreadable quiz_results in a backup instead of losing it', () => {
    localStorage.setItem('quiz_results', '{"food01_results": {"pictures": [true, fal');
    bootProgress();
    expect(localStorage.getItem(CORRUPT_BACKUP_KEY)).toBe('{"food01_results": {"pictures": [true, fal');
    expect(useAppStore.getState().quizResults).toEqual({});
  });

  it('leaves keys it cannot understand alone', () => {
    localStorage.setItem('search_results', 'not progress');
    bootProgress();
    expect(localStorage.getItem('search_results')).toBe('not progress');
  });
});

/** Fills localStorage until not one more character fits (jsdom, like browsers, has a quota). */
function exhaustQuota(): void {
  let n = 0;
  for (let size = 1_000_000; size >= 1; size = Math.floor(size / 10)) {
    for (;;) {
      try {
        localStorage.setItem(`filler${n}`, 'x'.repeat(size));
        n++;
      } catch {
        break;
      }
    }
  }
  // The last character: a one-letter value under a fresh key no longer fits.
  expect(() => localStorage.setItem(`filler${n}`, 'x')).toThrow();
}

describe('boot with the device storage full', () => {
  it('keeps the legacy keys and quiz_results as they were, keeps the merge for this session and reports the failure', () => {
    localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { pictures: [true, false, false] } }));
    localStorage.setItem('food01_results', JSON.stringify({ typing: [true, true, false] }));
    localStorage.setItem('animals02_results', JSON.stringify({ german: [true, true, true] }));
    const before = snapshot();
    exhaustQuota();
    const filled = snapshot();
    expect(useAppStore.getState().storageFull).toBe(false);

    bootProgress();

    expect(snapshot()).toEqual(filled);
    for (const key of ['quiz_results', 'food01_results', 'animals02_results']) expect(localStorage.getItem(key)).toBe(before[key]);
    expect(useAppStore.getState().quizResults).toEqual({
      food01_results: { pictures: [true, false, false], typing: [true, true, false] },
      animals02_results: { german: [true, true, true] },
    });
    expect(useAppStore.getState().storageFull).toBe(true);

    // Space freed: the next start-up carries the legacy stars over, and only then removes the keys.
    for (const key of Object.keys(filled)) if (key.startsWith('filler')) localStorage.removeItem(key);
    useAppStore.getState().dismissStorageFull();
    bootProgress();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '')).toEqual(useAppStore.getState().quizResults);
    expect(localStorage.getItem('food01_results')).toBeNull();
    expect(localStorage.getItem('animals02_results')).toBeNull();
    expect(useAppStore.getState().storageFull).toBe(false);
  });

  it('a write the storage silently drops counts as failed: nothing is removed', () => {
    localStorage.setItem('food01_results', JSON.stringify({ typing: [true, false, false] }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
    bootProgress();
    expect(localStorage.getItem('food01_results')).not.toBeNull();
    expect(localStorage.getItem('quiz_results')).toBeNull();
    expect(useAppStore.getState().storageFull).toBe(true);
  });

  it('a star saved later into a full storage is reported too, and kept for the session', () => {
    exhaustQuota();
    expect(useAppStore.getState().saveResults({ food01_results: { typing: [true, false, false] } })).toBe(false);
    expect(useAppStore.getState().quizResults.food01_results?.typing).toEqual([true, false, false]);
    expect(useAppStore.getState().storageFull).toBe(true);
  });
});

/** Junk the old site or a browser might leave under any key. */
const junkValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'null', 'undefined', '{', '[', '[true,false]', '"1,0,0"', '1,1,1', '{"a":', 'NaN', '[1,0,0]', '{"1":"0,0,1"}'),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);
const progressValue = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean());
const topic = fc.constantFrom('food01', 'animals02', 'dative', 'time05', 'machen');

describe('boot with 1 000 fuzzed localStorage states', () => {
  it('never crashes and keeps every valid entry', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('quiz_results', 'reviews', 'token', 'site-language', 'isVisited', 'consentGiven', 'hiddenElements', 'food01_results', 'x_results_swexamples', 'other'), junkValue),
        fc.array(fc.tuple(topic, fc.constantFrom('pictures', 'typing', '1'), progressValue), { maxLength: 6 }),
        fc.array(fc.tuple(topic, progressValue), { maxLength: 3 }),
        (junk, validEntries, legacyEntries) => {
          localStorage.clear();
          for (const [k, v] of Object.entries(junk)) localStorage.setItem(k, v);
          // Valid progress mixed into quiz_results (when it is an object) and legacy keys.
          let base: unknown = {};
          try {
            base = JSON.parse(localStorage.getItem('quiz_results') ?? '{}');
          } catch {
            base = null;
          }
          const baseIsObject = base !== null && typeof base === 'object' && !Array.isArray(base);
          const quiz: Record<string, Record<string, unknown>> = baseIsObject ? (base as Record<string, Record<string, unknown>>) : {};
          for (const [t, q, p] of validEntries) {
            const existing = quiz[`${t}_results`];
            const group: Record<string, unknown> = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
            group[q] = p;
            quiz[`${t}_results`] = group;
          }
          if (baseIsObject || validEntries.length > 0) localStorage.setItem('quiz_results', JSON.stringify(quiz));
          const legacy = new Map(legacyEntries);
          for (const [t, p] of legacy) localStorage.setItem(`${t}_legacy_results`, JSON.stringify({ old: p }));

          expect(() => bootProgress()).not.toThrow();
          const results = useAppStore.getState().quizResults;
          const stored = JSON.parse(localStorage.getItem('quiz_results') ?? '{}') as typeof results;
          for (const [t, q] of validEntries) {
            // Last write per key wins in the fixture; a star may only be added by legacy merges.
            const kept = results[`${t}_results`]?.[q];
            expect(kept).toBeDefined();
            expect(stored[`${t}_results`]?.[q]).toEqual(kept);
          }
          for (const [t, p] of legacy) {
            const kept = results[`${t}_legacy_results`]?.old;
            expect(kept).toBeDefined();
            p.forEach((star, i) => {
              if (star) expect(kept?.[i]).toBe(true);
            });
            expect(localStorage.getItem(`${t}_legacy_results`)).toBeNull();
          }
          for (const [key] of Object.entries(results)) expect(key.endsWith('_results')).toBe(true);
          // Every stored legacy key that held usable progress is gone; the rest stay.
          for (const [k, v] of Object.entries(junk)) {
            if (legacyGroupOf(k) && k !== 'quiz_results') {
              const usable = (() => {
                try {
                  const parsed = JSON.parse(v) as unknown;
                  return parseProgress(parsed) !== null || (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).some((x) => parseProgress(x) !== null));
                } catch {
                  return parseProgress(v) !== null;
                }
              })();
              expect(localStorage.getItem(k) === null).toBe(usable);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
