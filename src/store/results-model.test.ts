import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestStarCount,
  countEntries,
  fromEntries,
  mergeResults,
  missingOnServer,
  recordSuccess,
  repairResults,
  toEntries,
  type Progress,
  type QuizResults,
} from './results-model';

const progressArb: fc.Arbitrary<Progress> = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean());
const topicArb = fc.constantFrom('food01', 'animals02', 'dative', 'plantsAndTrees06', 'machen', 'time05');
const quizTypeArb = fc.constantFrom('pictures', 'typing', 'german', '1', '2');
const resultsArb: fc.Arbitrary<QuizResults> = fc
  .array(fc.tuple(topicArb, quizTypeArb, progressArb), { maxLength: 12 })
  .map((rows) => fromEntries(rows.map(([section_type, quiz_type, progress]) => ({ section_type, quiz_type, progress }))));

const RUNS = { numRuns: 1000 };

/** Does `b` hold every star of `a`? */
function covers(b: QuizResults, a: QuizResults): boolean {
  return toEntries(a).every(({ section_type, quiz_type, progress }) => {
    const other = b[`${section_type}_results`]?.[quiz_type];
    return progress.every((star, i) => !star || other?.[i] === true);
  });
}

describe('merge laws (fast-check, 1 000 runs each)', () => {
  it('is commutative', () => {
    fc.assert(fc.property(resultsArb, resultsArb, (a, b) => {
      expect(mergeResults(a, b)).toEqual(mergeResults(b, a));
    }), RUNS);
  });

  it('is associative', () => {
    fc.assert(
      fc.property(resultsArb, resultsArb, resultsArb, (a, b, c) => {
        expect(mergeResults(mergeResults(a, b), c)).toEqual(mergeResults(a, mergeResults(b, c)));
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(resultsArb, (a) => {
      expect(mergeResults(a, a)).toEqual(a);
    }), RUNS);
  });

  it('never turns a true into false, and loses no entry', () => {
    fc.assert(
      fc.property(resultsArb, resultsArb, (a, b) => {
        const merged = mergeResults(a, b);
        expect(covers(merged, a)).toBe(true);
        expect(covers(merged, b)).toBe(true);
        expect(toEntries(a).every((e) => merged[`${e.section_type}_results`]?.[e.quiz_type] !== undefined)).toBe(true);
        expect(countEntries(merged)).toBeGreaterThanOrEqual(Math.max(countEntries(a), countEntries(b)));
      }),
      RUNS,
    );
  });

  it('leaves nothing missing on the server after pushing what missingOnServer names', () => {
    fc.assert(
      fc.property(resultsArb, resultsArb, (local, server) => {
        const merged = mergeResults(local, server);
        const pushed = mergeResults(server, fromEntries(missingOnServer(merged, server)));
        expect(missingOnServer(merged, pushed)).toEqual([]);
        expect(covers(pushed, local)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('recordSuccess', () => {
  it('turns the first false of the three stages into true', () => {
    let r: QuizResults = {};
    r = recordSuccess(r, 'food01', 'typing');
    expect(r).toEqual({ food01_results: { typing: [true, false, false] } });
    r = recordSuccess(r, 'food01', 'typing');
    expect(r.food01_results?.typing).toEqual([true, true, false]);
    r = recordSuccess(recordSuccess(r, 'food01', 'typing'), 'food01', 'typing');
    expect(r.food01_results?.typing).toEqual([true, true, true]);
    expect(recordSuccess({ x_results: { t: [false, true, false] } }, 'x', 't').x_results?.t).toEqual([true, true, false]);
  });

  it('keeps other entries untouched', () => {
    const r = recordSuccess({ food01_results: { pictures: [true, false, false] } }, 'food01', 'typing');
    expect(r).toEqual({ food01_results: { pictures: [true, false, false], typing: [true, false, false] } });
  });
});

describe('repairResults', () => {
  it('keeps every valid entry and drops junk', () => {
    expect(
      repairResults({
        food01_results: { typing: [true, false, false], bad: [1, 2], text: '1,0,1', json: '[false,true,false]', nums: [1, 0, 0] },
        notagroup: { typing: [true, true, true] },
        _results: { x: [true, true, true] },
        animals01_results: 'junk',
        family01_results: [true, false, false],
      }),
    ).toEqual({
      food01_results: { typing: [true, false, false], text: [true, false, true], json: [false, true, false], nums: [true, false, false] },
    });
    for (const junk of [null, 42, 'x', [], true, undefined]) expect(repairResults(junk)).toEqual({});
  });
});

describe('bestStarCount', () => {
  it('shows the best quiz type of a topic', () => {
    expect(bestStarCount({}, 'food01')).toBe(0);
    expect(bestStarCount({ food01_results: { typing: [true, false, false], pictures: [true, true, false] } }, 'food01')).toBe(2);
  });
});
