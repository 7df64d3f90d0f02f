/** What `requestIdleCallback` hands its callback; `setTimeout` stands in where it is missing (Safari). */
type Deadline = { timeRemaining(): number; didTimeout: boolean };
type Schedule = (run: (deadline: Deadline) => void) => void;

/** Time a slice may still start a job in: the browser's idle period is 50 ms at most. */
const MIN_REMAINING_MS = 4;
/** At most this many jobs per slice, however idle the browser says it is. */
const MAX_PER_SLICE = 4;

/**
 * Runs `run` when the browser is idle, at the latest after `timeoutMs`; where idle callbacks are
 * missing (Safari), after `fallbackMs` with a nominal idle period.
 */
export function whenIdle(run: (deadline: Deadline) => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(() => run({ timeRemaining: () => 8, didTimeout: false }), fallbackMs);
}

const browserSchedule: Schedule = (run) => whenIdle(run, 2000, 50);

/**
 * Runs background jobs (cache warming) a few at a time while the browser is idle, so a burst of
 * dozens of requests never becomes one long task a learner's tap has to wait behind (TBT, issue 18).
 * Jobs run in order; one that throws does not stop the rest.
 */
export function runWhenIdle(jobs: readonly (() => void)[], schedule: Schedule = browserSchedule): void {
  const queue = [...jobs];
  const slice = (deadline: Deadline) => {
    let ran = 0;
    while (queue.length > 0 && ran < MAX_PER_SLICE && (ran === 0 || deadline.didTimeout || deadline.timeRemaining() > MIN_REMAINING_MS)) {
      const job = queue.shift()!;
      ran += 1;
      try {
        job();
      } catch {
        /* a background job: the others still run */
      }
    }
    if (queue.length > 0) schedule(slice);
  };
  if (queue.length > 0) schedule(slice);
}
