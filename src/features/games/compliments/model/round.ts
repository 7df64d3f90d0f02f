import type { ComplimentSituation, Level } from '@/features/games/content/types';
import type { LocalizedText } from '@/i18n/languages';
import { sample, shuffle, type Random } from '@/lib/random';
import type { Register } from './register';

export const ROUND_LENGTH = 10;

/** The start screen's choices: every situation, or one level. */
export const COMPLIMENT_CHOICES = ['all', 'A1', 'A2', 'B1'] as const;

/** The situations a choice plays (an unknown choice plays them all). */
export function situationsFor(choice: string, all: readonly ComplimentSituation[]): ComplimentSituation[] {
  return (['A1', 'A2', 'B1'] as const).includes(choice as Level) ? all.filter((s) => s.level === choice) : [...all];
}

/** One button: a German compliment, whether it is the answer or why not, and its register. */
export interface ComplimentOption {
  de: string;
  tr: LocalizedText;
  kind: 'answer' | 'register' | 'situation';
  register: Register;
}

export interface ComplimentQuestion {
  situation: ComplimentSituation;
  options: ComplimentOption[];
}

const otherRegister = (r: Register): Register => (r === 'du' ? 'Sie' : 'du');

/** The options of a situation, shuffled: the answer once and every distractor once. */
export function optionsOf(situation: ComplimentSituation, random: Random = Math.random): ComplimentOption[] {
  const answer: ComplimentOption = { de: situation.answer.de, tr: situation.answer.tr, kind: 'answer', register: situation.register };
  const wrong = situation.distractors.map<ComplimentOption>((d) => ({
    de: d.de,
    tr: d.tr,
    kind: d.reason,
    register: d.reason === 'register' ? otherRegister(situation.register) : situation.register,
  }));
  return shuffle([answer, ...wrong], random);
}

/** A round: up to 10 different situations in random order, each with shuffled options. */
export function buildRound(situations: readonly ComplimentSituation[], random: Random = Math.random, length = ROUND_LENGTH): ComplimentQuestion[] {
  return sample(situations, length, random).map((situation) => ({ situation, options: optionsOf(situation, random) }));
}

export type Verdict = { correct: true } | { correct: false; reason: 'register' | 'situation'; option: ComplimentOption };

/** Whether the chosen German compliment fits; if not, why (wrong register, or another situation). */
export function check(question: ComplimentQuestion, chosen: string): Verdict {
  const option = question.options.find((o) => o.de === chosen);
  if (!option) throw new Error(`Not an option of this question: ${chosen}`);
  return option.kind === 'answer' ? { correct: true } : { correct: false, reason: option.kind, option };
}
