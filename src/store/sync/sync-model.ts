import { groupKey, topicOf, type Progress, type QuizResults, type ResultEntry } from '../results-model';
import { mergeReviews, removeReview, type ReviewItem } from '../reviews-model';

/**
 * The pure rules of progress and reviews sync (docs/sync.md). Every function is linear in the
 * size of its inputs (12 000 entries merge in milliseconds).
 */

const NONE: Progress = [false, false, false];

function or(a: Progress | undefined, b: Progress | undefined): Progress {
  const x = a ?? NONE;
  const y = b ?? NONE;
  return [x[0] || y[0], x[1] || y[1], x[2] || y[2]];
}

/** Stars of `a` that `b` lacks. */
function minus(a: Progress, b: Progress | undefined): Progress {
  const y = b ?? NONE;
  return [a[0] && !y[0], a[1] && !y[1], a[2] && !y[2]];
}

const anyStar = (p: Progress) => p[0] || p[1] || p[2];

function put(target: QuizResults, group: string, quizType: string, progress: Progress): void {
  (target[group] ??= {})[quizType] = progress;
}

/**
 * Applies a `getUserResults` answer to the progress as it is *now* (never to a copy taken before
 * the request). `base` is what this device last knew the server to hold (from an earlier answer
 * or a confirmed push). For every entry of an asked topic:
 * - the server has it: local OR server (a star earned anywhere stays earned; a server row lower
 *   than the local one is re-sent);
 * - the server lacks it but `base` had it: the server dropped it (reset progress, or "replace the
 *   data on the server" on another device): only the stars this device earned beyond `base`
 *   stay, the rest go;
 * - neither has it: local stays as it is (not yet sent: it will be).
 * The new base is the server's answer for the asked topics. Topics not asked stay untouched.
 */
export function applyServerResults(local: QuizResults, base: QuizResults, server: QuizResults, asked: ReadonlySet<string>): { local: QuizResults; base: QuizResults } {
  const nextLocal: QuizResults = {};
  const nextBase: QuizResults = {};
  const isAsked = (group: string) => {
    const topic = topicOf(group);
    return topic !== null && asked.has(topic);
  };
  for (const [group, entries] of Object.entries(local)) {
    const askedGroup = isAsked(group);
    for (const [quizType, progress] of Object.entries(entries)) {
      if (!askedGroup) {
        put(nextLocal, group, quizType, progress);
        continue;
      }
      const remote = server[group]?.[quizType];
      const known = base[group]?.[quizType];
      const kept = remote ? or(progress, remote) : known ? minus(progress, known) : progress;
      if (remote || anyStar(kept) || !known) put(nextLocal, group, quizType, kept);
    }
  }
  for (const [group, entries] of Object.entries(server)) {
    for (const [quizType, progress] of Object.entries(entries)) {
      if (!nextLocal[group]?.[quizType]) put(nextLocal, group, quizType, progress);
    }
  }
  for (const [group, entries] of Object.entries(base)) {
    if (isAsked(group)) continue;
    for (const [quizType, progress] of Object.entries(entries)) put(nextBase, group, quizType, progress);
  }
  for (const [group, entries] of Object.entries(server)) {
    for (const [quizType, progress] of Object.entries(entries)) put(nextBase, group, quizType, or(nextBase[group]?.[quizType], progress));
  }
  return { local: nextLocal, base: nextBase };
}

/** Entries with stars `base` lacks, sent with everything known (local OR base), so a push never lowers a row this device knew. */
export function unconfirmed(local: QuizResults, base: QuizResults): ResultEntry[] {
  const out: ResultEntry[] = [];
  for (const [group, entries] of Object.entries(local)) {
    const section_type = topicOf(group);
    if (!section_type) continue;
    for (const [quiz_type, progress] of Object.entries(entries)) {
      const known = base[group]?.[quiz_type];
      if (anyStar(minus(progress, known))) out.push({ section_type, quiz_type, progress: or(progress, known) });
    }
  }
  return out;
}

/** A push the server confirmed: its rows join the base. */
export function confirmInBase(base: QuizResults, pushed: readonly ResultEntry[]): QuizResults {
  const out: QuizResults = {};
  for (const [group, entries] of Object.entries(base)) out[group] = { ...entries };
  for (const row of pushed) {
    const group = groupKey(row.section_type);
    put(out, group, row.quiz_type, or(out[group]?.[row.quiz_type], row.progress));
  }
  return out;
}

/** A change of the reviews list not yet carried out on the server; the last one per word counts. */
export interface ReviewOp {
  id: number;
  op: 'add' | 'delete';
  review: string;
  translation: string;
}

const keyOf = (review: string) => review.trim().toLowerCase();

/** Queues `op`, replacing any earlier op for the same word (add and delete are idempotent on the server). */
export function queueReviewOp(ops: readonly ReviewOp[], op: ReviewOp): ReviewOp[] {
  const key = keyOf(op.review);
  return [...ops.filter((o) => keyOf(o.review) !== key), op];
}

/** Removes the op with this id (a successful send); a newer op for the same word stays. */
export function dropReviewOp(ops: readonly ReviewOp[], id: number): ReviewOp[] {
  return ops.filter((o) => o.id !== id);
}

/**
 * A `getReviews` answer applied to the list as it is now: the server's list is authoritative
 * (a word cleared on another device goes), with this device's unsent changes on top (a word
 * added here and not yet sent stays; one cleared here stays cleared). Ops the answer already
 * reflects are done.
 */
export function applyServerReviews(server: readonly ReviewItem[], ops: readonly ReviewOp[]): { reviews: ReviewItem[]; ops: ReviewOp[] } {
  const onServer = new Set(server.map((item) => keyOf(item.review)));
  let reviews = mergeReviews(server, []);
  const remaining: ReviewOp[] = [];
  for (const op of ops) {
    const present = onServer.has(keyOf(op.review));
    if (op.op === 'add') {
      if (!present) {
        remaining.push(op);
        reviews = mergeReviews(reviews, [{ review: op.review, translation: op.translation }]);
      }
    } else if (present) {
      remaining.push(op);
      reviews = removeReview(reviews, op.review);
    }
  }
  return { reviews, ops: remaining };
}

/** Every word of a list as an add (visitor words adopted by the account logged into). */
export function addsFor(items: readonly ReviewItem[], firstId: number): ReviewOp[] {
  return items.map((item, i) => ({ id: firstId + i, op: 'add', review: item.review, translation: item.translation }));
}

/** A short stable id of an account's e-mail (FNV-1a, 2 × 32 bit), so the e-mail itself is not stored. */
export function accountIdOf(email: string): string {
  const text = email.trim().toLowerCase();
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `a${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
