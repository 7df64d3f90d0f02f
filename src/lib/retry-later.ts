/**
 * A retry with backoff for work that failed (a sync the network refused): `schedule` runs `task`
 * after 15 s, then 30 s, 60 s … up to 5 min while it keeps failing (task resolves false or
 * throws); a success resets the delay. One timer at a time.
 */
const all = new Set<() => void>();

/** Stops every pending retry (tests that switch between simulated devices). */
export function cancelAllRetries(): void {
  for (const cancel of all) cancel();
}

export function retryLater(task: () => Promise<boolean>, firstMs = 15_000, maxMs = 300_000): { schedule: () => void; cancel: () => void } {
  let delay = firstMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer !== null || typeof setTimeout === 'undefined') return;
    timer = setTimeout(() => {
      timer = null;
      task().then(
        (done) => {
          if (done) delay = firstMs;
          else {
            delay = Math.min(delay * 2, maxMs);
            schedule();
          }
        },
        () => {
          delay = Math.min(delay * 2, maxMs);
          schedule();
        },
      );
    }, delay);
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    delay = firstMs;
  };
  all.add(cancel);
  return { schedule, cancel };
}
