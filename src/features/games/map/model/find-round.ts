import type { GermanState, StateId } from '@/features/games/content/states';
import { sample, type Random } from '@/lib/random';

export const ROUND_LENGTH = 10;

/** The map game's two exercises, each with its own stars: find the state named, or the state of a capital. */
export const FIND_CHOICES = ['state', 'capital'] as const;
export type FindChoice = (typeof FIND_CHOICES)[number];

export function isFindChoice(value: string): value is FindChoice {
  return (FIND_CHOICES as readonly string[]).includes(value);
}

/** One task: the state to find, asked by its name or by its capital. */
export interface FindTask {
  kind: FindChoice;
  state: GermanState;
  /** What the question names, in German: the state's name or its capital. */
  prompt: string;
}

/** A round: 10 different states of the 16, in random order. */
export function buildFindRound(states: readonly GermanState[], kind: FindChoice, random: Random = Math.random, length = ROUND_LENGTH): FindTask[] {
  return sample(states, length, random).map((state) => ({ kind, state, prompt: kind === 'state' ? state.de : state.capital }));
}

/**
 * Whether the chosen state answers the task. Berlin, Hamburg and Bremen are their own capitals, so
 * "find the state of Berlin" has exactly one answer too; no capital lies in two states.
 */
export function isRightState(task: FindTask, chosen: StateId): boolean {
  return task.state.id === chosen;
}

/** The line a missed task adds to the review list: the German it asked about and the state's name in the interface language. */
export function missedOf(task: FindTask, lang: keyof GermanState['name']): { de: string; translation: string } {
  return task.kind === 'state' ? { de: task.state.de, translation: task.state.name[lang] } : { de: `${task.state.capital} – ${task.state.de}`, translation: task.state.name[lang] };
}
