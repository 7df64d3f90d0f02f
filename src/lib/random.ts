/**
 * The one source of randomness for quizzes and games. Every function takes the random source as
 * its last argument (default `Math.random`), so tests pass `seeded(n)` and get the same order.
 */
export type Random = () => number;

/** A whole number in [0, n); n ≤ 0 gives 0. */
export function randomIndex(n: number, random: Random = Math.random): number {
  if (n <= 0) return 0;
  return Math.min(n - 1, Math.floor(random() * n));
}

/** One item, or undefined for an empty list. */
export function pick<T>(items: readonly T[], random: Random = Math.random): T | undefined {
  return items[randomIndex(items.length, random)];
}

/** A shuffled copy (Fisher–Yates); the input is left as it is. */
export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Up to n different items (different positions), in random order. */
export function sample<T>(items: readonly T[], n: number, random: Random = Math.random): T[] {
  return shuffle(items, random).slice(0, Math.max(0, n));
}

/** A small, fast seeded generator (mulberry32) for tests and reproducible rounds. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
