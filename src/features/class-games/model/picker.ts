import { shuffle, type Random } from '@/lib/random';

/**
 * A random picker that repeats nothing until every item has come up once; then it starts a new
 * shuffled pass (never opening with the item it just gave, when there is more than one).
 */
export interface Picker {
  size: number;
  /** Indices still to come, next first. */
  queue: number[];
  /** The index picked last, or null. */
  last: number | null;
}

export function newPicker(size: number): Picker {
  return { size, queue: [], last: null };
}

export function pickNext(picker: Picker, random: Random = Math.random): { index: number | null; picker: Picker } {
  if (picker.size <= 0) return { index: null, picker };
  let queue = picker.queue;
  if (queue.length === 0) {
    queue = shuffle(
      Array.from({ length: picker.size }, (_, i) => i),
      random,
    );
    if (queue.length > 1 && queue[0] === picker.last) queue = [...queue.slice(1), queue[0]];
  }
  const [index, ...rest] = queue as [number, ...number[]];
  return { index, picker: { ...picker, queue: rest, last: index } };
}

/** How many items are left before the set starts again. */
export function remaining(picker: Picker): number {
  return picker.queue.length === 0 && picker.last === null ? picker.size : picker.queue.length;
}
