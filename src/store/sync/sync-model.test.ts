import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEntries, mergeResults, toEntries, type Progress, type QuizResults } from '../results-model';
import { accountIdOf, applyServerResults, applyServerReviews, confirmInBase, queueReviewOp, unconfirmed, type ReviewOp } from './sync-model';

const p = (a: boolean, b = false, c = false): Progress => [a, b, c];
const progressArb: fc.Arbitrary<Progress> = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean());
const resultsArb: fc.Arbitrary<QuizResults> = fc
  .array(fc.tuple(fc.constantFrom('food01', 'dative', 'time05'), fc.constantFrom('typing', 'pictures'), progressArb), { maxLength: 8 })
  .map((rows) => fromEntries(rows.map(([section_type, quiz_type, progress]) => ({ section_type, quiz_type, progress }))));
const ASKED = new Set(['food01', 'dative', 'time05']);

const has = (r: QuizResults, group: string, type: string, i: number) => r[group]?.[type]?.[i] === true;

describe('applyServerResults', () => {
  it('keeps every local star the server has or that the base never confirmed, and takes every server star', () => {
    fc.assert(
      fc.property(resultsArb, resultsArb, resultsArb, (local, base, server) => {
        const { local: next, base: nextBase } = applyServerResults(local, base, server, ASKED);
        for (const { section_type, quiz_type, progress } of toEntries(local)) {
          const g = `${section_type}_results`;
          progress.forEach((star, i) => {
            if (star && (has(server, g, quiz_type, i) || !has(base, g, quiz_type, i) || server[g]?.[quiz_type])) expect(has(next, g, quiz_type, i)).toBe(true);
          });
        }
        for (const { section_type, quiz_type, progress } of toEntries(server)) {
          progress.forEach((star, i) => star && expect(has(next, `${section_type}_results`, quiz_type, i)).toBe(true));
        }
        expect(nextBase).toEqual(server);
      }),
      { numRuns: 500 },
    );
  });

  it('drops what the server confirmed and then lost (a reset elsewhere), keeps what was never sent', () => {
    const local = { food01_results: { typing: p(true, true), pictures: p(true) } };
    const base = { food01_results: { typing: p(true) , pictures: p(true) } };
    const { local: next } = applyServerResults(local, base, {}, ASKED);
    expect(next).toEqual({ food01_results: { typing: p(false, true) } });
  });

  it('leaves topics that were not asked alone', () => {
    const local = { other_results: { typing: p(true) } };
    const base = { other_results: { typing: p(true) } };
    expect(applyServerResults(local, base, {}, ASKED)).toEqual({ local, base });
  });

  it('is linear: 12 000 entries merge in a fraction of a second', () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => ({ section_type: `t${i % 400}`, quiz_type: `q${i}`, progress: p(i % 2 === 0, i % 3 === 0) }));
    const started = performance.now();
    const server = fromEntries(rows);
    const local = fromEntries(rows.map((r) => ({ ...r, progress: p(true) })));
    const asked = new Set(rows.map((r) => r.section_type));
    const { local: next, base } = applyServerResults(local, {}, server, asked);
    const missing = unconfirmed(next, base);
    mergeResults(next, server);
    const elapsed = performance.now() - started;
    expect(missing.length).toBeGreaterThan(0);
    // The old per-row copy took ≈ 26 s for this in a browser; linear work is ~100 ms (3 s: a busy CI machine).
    expect(elapsed).toBeLessThan(3000);
  });
});

describe('unconfirmed / confirmInBase', () => {
  it('names entries with stars the base lacks, sent with everything known; confirmed rows leave the queue', () => {
    const local = { food01_results: { typing: p(false, true), pictures: p(true) } };
    const base = { food01_results: { typing: p(true), pictures: p(true) } };
    const missing = unconfirmed(local, base);
    expect(missing).toEqual([{ section_type: 'food01', quiz_type: 'typing', progress: p(true, true) }]);
    expect(unconfirmed(local, confirmInBase(base, missing))).toEqual([]);
  });
});

describe('reviews', () => {
  const op = (id: number, kind: 'add' | 'delete', review: string): ReviewOp => ({ id, op: kind, review, translation: kind === 'add' ? 't' : '' });

  it('the last change of a word counts', () => {
    const ops = queueReviewOp([op(1, 'add', 'der Hund')], op(2, 'delete', 'Der Hund '));
    expect(ops).toEqual([op(2, 'delete', 'Der Hund ')]);
  });

  it('the server list with unsent changes on top; reflected changes are done', () => {
    const server = [{ review: 'die Katze', translation: 'cat' }, { review: 'das Haus', translation: 'house' }];
    const { reviews, ops } = applyServerReviews(server, [op(1, 'add', 'der Hund'), op(2, 'delete', 'das Haus'), op(3, 'add', 'die Katze'), op(4, 'delete', 'der Baum')]);
    expect(reviews.map((r) => r.review)).toEqual(['die Katze', 'der Hund']);
    expect(ops.map((o) => o.id)).toEqual([1, 2]);
  });
});

describe('accountIdOf', () => {
  it('is stable, case- and space-insensitive, and does not contain the e-mail', () => {
    expect(accountIdOf(' Demo@Example.com')).toBe(accountIdOf('demo@example.com'));
    expect(accountIdOf('demo@example.com')).not.toBe(accountIdOf('lehrerin@example.com'));
    expect(accountIdOf('demo@example.com')).not.toContain('demo');
  });
});
