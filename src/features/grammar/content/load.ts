import type { A1Topic } from './types';

/** Each A1 topic is its own lazily loaded chunk (rules in 8 languages + practice). */
const topicModules = import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts']);

export async function loadA1Topic(slug: string): Promise<A1Topic | null> {
  const load = topicModules[`./a1/${slug}.ts`];
  return load ? (await load()).default : null;
}
