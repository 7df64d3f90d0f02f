import { pick, sample, shuffle, type Random } from '@/lib/random';
import { ALL_TIMES, checkPhrase, mainPhrase, minutesOf, sameOnDial, sameTime, STEP, timeAt, timesFor, type Style, type Time } from './time-phrases';

/** The exercises on the start screen: the choice keys, each with its own stars. */
export const EXERCISES = ['everyday-choose', 'everyday-type', 'official-choose', 'official-type', 'set-clock'] as const;
export type Exercise = (typeof EXERCISES)[number];

export const ROUND_LENGTH = 10;
export const OPTION_COUNT = 4;

export function isExercise(key: string): key is Exercise {
  return (EXERCISES as readonly string[]).includes(key);
}

/** What an exercise asks: the clock → a phrase (chosen or typed), or a sentence → the clock. */
export function modeOf(exercise: Exercise): 'choose' | 'type' | 'set' {
  if (exercise === 'set-clock') return 'set';
  return exercise.endsWith('choose') ? 'choose' : 'type';
}

export interface Item {
  time: Time;
  /** The style of the phrase asked for (or, when setting the clock, of the sentence given). */
  style: Style;
  /** The four phrases to choose from, the right one among them (choose exercises only). */
  options: string[];
}

const shifted = (time: Time, minutes: number) => timeAt(minutesOf(time) + minutes);

/**
 * The plausible wrong answers for a time, as times (their taught phrase is what is shown), the
 * likeliest mix-ups first.
 * Everyday: the hour off by one (the „halb vier“ = 3:30 trap), „nach“ and „vor“ swapped
 * (Viertel nach drei ↔ Viertel vor drei, fünf vor halb ↔ fünf nach halb), five minutes off.
 * Official: the hour off by one, by twelve (fünfzehn ↔ drei), five minutes off.
 */
export function mixUps(time: Time, style: Style): Time[] {
  const { m } = time;
  if (style === 'official') return [shifted(time, 60), shifted(time, -60), shifted(time, time.h >= 12 ? -720 : 720), shifted(time, STEP), shifted(time, -STEP)];
  const swapped: Time[] = [];
  if (m > 0 && m < 25) swapped.push(shifted(time, -2 * m)); // zehn nach drei → zehn vor drei
  else if (m === 25 || m === 35) swapped.push(shifted(time, 60 - 2 * m)); // fünf vor halb ↔ fünf nach halb
  else if (m > 35) swapped.push(shifted(time, 2 * (60 - m))); // Viertel vor vier → Viertel nach vier
  if (m === 15) swapped.push(shifted(time, 30)); // Viertel nach drei → Viertel vor vier
  if (m === 45) swapped.push(shifted(time, -30)); // Viertel vor vier → Viertel nach drei
  return [...swapped, shifted(time, -60), shifted(time, 60), shifted(time, STEP), shifted(time, -STEP)];
}

/** A wrong option must name another place of the hands (everyday) or another time (official). */
function isWrongFor(candidate: Time, time: Time, style: Style): boolean {
  if (style === 'everyday' ? sameOnDial(candidate, time) : sameTime(candidate, time)) return false;
  return !checkPhrase(mainPhrase(candidate, style), time, style).correct;
}

/**
 * Four different phrases in random order: the taught phrase of `time` and three wrong ones —
 * mostly plausible mix-ups, else any other time. No wrong option is a phrase that counts.
 */
export function optionsFor(time: Time, style: Style, random: Random = Math.random): string[] {
  const right = mainPhrase(time, style);
  const wrong = new Set<string>();
  const add = (candidate: Time) => {
    const text = mainPhrase(candidate, style);
    if (wrong.size < OPTION_COUNT - 1 && text !== right && isWrongFor(candidate, time, style)) wrong.add(text);
  };
  const likely = mixUps(time, style);
  // The first mix-up (the classic one) always, then the others in random order.
  const [first, ...rest] = likely;
  if (first) add(first);
  for (const candidate of shuffle(rest, random)) add(candidate);
  while (wrong.size < OPTION_COUNT - 1) add(pick(ALL_TIMES, random) as Time);
  return shuffle([right, ...wrong], random);
}

/**
 * A round: ten different times (everyday: ten different places of the hands, each shown
 * morning or afternoon at random); setting the clock mixes official and everyday sentences.
 */
export function roundOf(exercise: Exercise, random: Random = Math.random): Item[] {
  const mode = modeOf(exercise);
  const fixedStyle: Style | null = exercise.startsWith('official') ? 'official' : exercise.startsWith('everyday') ? 'everyday' : null;
  const dial = ALL_TIMES.filter((t) => t.h < 12);
  const times = fixedStyle === 'official' ? sample(ALL_TIMES, ROUND_LENGTH, random) : sample(dial, ROUND_LENGTH, random).map((t) => (random() < 0.5 ? t : { h: t.h + 12, m: t.m }));
  return times.map((time) => {
    const style: Style = fixedStyle ?? (random() < 0.5 ? 'official' : 'everyday');
    return { time, style, options: mode === 'choose' ? optionsFor(time, style, random) : [] };
  });
}

/** The times that answer a „set the clock“ item: every time its sentence stands for. */
export function clockAnswers(item: Item): Time[] {
  return timesFor(mainPhrase(item.time, item.style));
}

/** Whether the clock as set answers the item. */
export function isClockRight(item: Item, set: Time): boolean {
  return clockAnswers(item).some((t) => sameTime(t, set));
}

/** The hour and minute controls: one step up or down, wrapping round (no carry from minutes to hours). */
export function stepHour(time: Time, by: 1 | -1): Time {
  return { h: (time.h + by + 24) % 24, m: time.m };
}

export function stepMinute(time: Time, by: 1 | -1): Time {
  return { h: time.h, m: (time.m + by * STEP + 60) % 60 };
}
