import { describe, expect, it } from 'vitest';
import { runWhenIdle } from './idle-queue';

/** A scheduler under the test's control: each `next()` runs one idle slice with the given time left. */
function manualSchedule() {
  const pending: ((deadline: { timeRemaining(): number; didTimeout: boolean }) => void)[] = [];
  return {
    schedule: (run: (typeof pending)[number]) => void pending.push(run),
    next(remaining = 50, didTimeout = false) {
      pending.shift()?.({ timeRemaining: () => remaining, didTimeout });
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('runWhenIdle', () => {
  it('runs nothing at once, then at most four jobs per idle slice, in order, until all ran', () => {
    const idle = manualSchedule();
    const ran: number[] = [];
    runWhenIdle(
      Array.from({ length: 10 }, (_, i) => () => void ran.push(i)),
      idle.schedule,
    );
    expect(ran).toEqual([]);
    idle.next();
    expect(ran).toEqual([0, 1, 2, 3]);
    idle.next();
    idle.next();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(idle.waiting).toBe(0);
  });

  it('runs one job per slice when the browser has almost no idle time left, and keeps going', () => {
    const idle = manualSchedule();
    const ran: number[] = [];
    runWhenIdle([0, 1, 2].map((i) => () => void ran.push(i)), idle.schedule);
    idle.next(1);
    expect(ran).toEqual([0]);
    idle.next(1, true); // timed out: the jobs are overdue, a full slice runs
    expect(ran).toEqual([0, 1, 2]);
  });

  it('goes on after a job that throws, and schedules nothing for an empty list', () => {
    const idle = manualSchedule();
    const ran: string[] = [];
    runWhenIdle(
      [
        () => {
          throw new Error('offline');
        },
        () => void ran.push('second'),
      ],
      idle.schedule,
    );
    idle.next();
    expect(ran).toEqual(['second']);
    runWhenIdle([], idle.schedule);
    expect(idle.waiting).toBe(0);
  });
});
