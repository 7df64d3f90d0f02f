import type { A1Topic, A2Lesson } from './types';

/** Each A1 topic is its own lazily loaded chunk (rules in 8 languages + practice). */
const topicModules = import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts']);

export async function loadA1Topic(slug: string): Promise<A1Topic | null> {
  const load = topicModules[`./a1/${slug}.ts`];
  return load ? (await load()).default : null;
}

/** Each A2 lesson is its own lazily loaded chunk (English rules + practice). */
const lessonModules = import.meta.glob<{ default: A2Lesson }>('./a2/*.ts');

export async function loadA2Lesson(slug: string): Promise<A2Lesson | null> {
  const load = lessonModules[`./a2/${slug}.ts`];
  return load ? (await load()).default : null;
}
