/**
 * Runs `task` when no other task of the same name runs: in this tab (a promise chain) and, where
 * the browser has the Web Locks API, in every tab of the site. Sync runs use it so that two of
 * them never interleave their read-merge-write steps. A failing task does not block the next.
 */
const chains = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request: (name: string, callback: () => Promise<unknown>) => Promise<unknown>;
}

function locks(): LockManagerLike | undefined {
  try {
    const manager = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    return manager && typeof manager.request === 'function' ? manager : undefined;
  } catch {
    return undefined;
  }
}

export function oneAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const manager = locks();
  const run = manager ? () => manager.request(name, task) as Promise<T> : task;
  const previous = chains.get(name) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  chains.set(name, settled);
  void settled.then(() => {
    if (chains.get(name) === settled) chains.delete(name);
  });
  return next;
}

/** Resolves once no task of any name is running or waiting (tests wait for a quiet device). */
export async function allIdle(): Promise<void> {
  while (chains.size > 0) await Promise.all([...chains.values()]);
}
