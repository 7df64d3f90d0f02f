import type { Lang } from '@/i18n/languages';
import { pick, randomIndex, sample, shuffle, type Random } from '@/lib/random';
import { labelOf } from './check';
import { dateSentence, daysIn, digitsLabel, isRange, ordinalsOf, PATTERNS, PATTERN_IDS, type DateSentence, type PatternId } from './date-words';
import { ALL_NAMES, germanName, type DateName } from './names';

/**
 * The exercises of the date game (each a choice on the start screen with its own stars) and
 * their rounds of 10.
 */
export const EXERCISES = ['names-choose', 'names-type', 'endings', 'read', 'which'] as const;
export type Exercise = (typeof EXERCISES)[number];
export const ROUND_LENGTH = 10;

export function isExercise(value: string): value is Exercise {
  return (EXERCISES as readonly string[]).includes(value);
}

export type Item =
  /** A weekday or month: from its translation (`translate`) or the one before it (`after`, for German speakers). */
  | { kind: 'name'; name: DateName; ask: 'translate' | 'after'; options: string[] }
  /** Type the ending of the `gap`-th ordinal of the sentence in words. */
  | { kind: 'ending'; sentence: DateSentence; gap: number }
  /** Type the sentence's date phrase in words. */
  | { kind: 'read'; sentence: DateSentence }
  /** Hear or read the sentence in words, choose its date in digits. */
  | { kind: 'which'; sentence: DateSentence; options: string[] };

/** The name asked before `name` in an `after` question ("Welcher Monat kommt nach Februar?" → März). */
export function previousName(name: DateName): DateName {
  const count = name.category === 'weekday' ? 7 : 12;
  return { category: name.category, index: (name.index + count - 1) % count };
}

/** Names learners mix up, offered first as wrong choices. */
const CONFUSABLE: Record<string, readonly string[]> = {
  Dienstag: ['Donnerstag'],
  Donnerstag: ['Dienstag'],
  Samstag: ['Sonntag'],
  Sonntag: ['Samstag'],
  Mittwoch: ['Montag'],
  März: ['Mai'],
  Mai: ['März'],
  Juni: ['Juli'],
  Juli: ['Juni'],
  Januar: ['Februar'],
  Februar: ['Januar'],
};

/** The German name and three others of its kind (the confusable one among them), shuffled. */
export function nameOptions(name: DateName, random: Random = Math.random): string[] {
  const answer = germanName(name);
  const others = ALL_NAMES.filter((n) => n.category === name.category && n.index !== name.index).map(germanName);
  const confusable = (CONFUSABLE[answer] ?? []).filter((n) => others.includes(n));
  const rest = sample(
    others.filter((n) => !confusable.includes(n)),
    3 - confusable.length,
    random,
  );
  return shuffle([answer, ...confusable, ...rest], random);
}

/** Days worth asking often: the irregular ordinals and the -st- ones. */
export const EDGE_DAYS = [1, 3, 7, 8, 20, 21, 30, 31] as const;
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden'] as const;

function randomDay(max: number, random: Random): number {
  const edges = EDGE_DAYS.filter((d) => d <= max);
  return random() < 0.4 ? (pick(edges, random) ?? 1) : 1 + randomIndex(max, random);
}

/** A sentence of the pattern with a random date of `year` (a range spans 2–10 days). */
export function randomSentence(pattern: PatternId, year: number, random: Random = Math.random): DateSentence {
  const month = 1 + randomIndex(12, random);
  const max = daysIn(month);
  let days: number[];
  if (isRange(pattern)) {
    const first = 1 + randomIndex(max - 2, random);
    days = [first, Math.min(max, first + 2 + randomIndex(9, random))];
  } else {
    days = [randomDay(max, random)];
  }
  return dateSentence(pattern, { days, month, year, numeric: PATTERNS[pattern].numeric && random() < 0.5, city: pick(CITIES, random) });
}

/** Other dates that sound or look alike: 3./13./30., 12./21., one day off, März/Mai, Juni/Juli, the next month. */
export function dateVariants(days: readonly number[], month: number): { days: number[]; month: number }[] {
  const out: { days: number[]; month: number }[] = [];
  days.forEach((d, i) => {
    const reversed = d >= 10 && d % 10 !== 0 ? Number(String(d).split('').reverse().join('')) : 0;
    for (const other of [d + 10, d - 10, d + 20, d - 20, reversed, d + 1, d - 1]) {
      const changed = days.map((x, j) => (j === i ? other : x));
      const ordered = changed.every((x, j) => j === 0 || x > (changed[j - 1] ?? 0));
      if (other >= 1 && other <= daysIn(month) && other !== d && ordered) out.push({ days: changed, month });
    }
  });
  const months = [...({ 3: [5], 5: [3], 6: [7], 7: [6] } as Record<number, number[]>)[month] ?? [], (month % 12) + 1, ((month + 10) % 12) + 1];
  for (const m of months) if (days.every((d) => d <= daysIn(m))) out.push({ days: [...days], month: m });
  return out;
}

/** The right date and three alike, as digit labels, shuffled. */
export function dateOptions(s: DateSentence, random: Random = Math.random): string[] {
  const answer = labelOf(s);
  const labels = [...new Set(dateVariants(s.days, s.month).map((v) => digitsLabel(v.days, v.month)))].filter((l) => l !== answer);
  const wrong = sample(labels, 3, random);
  for (let d = 1; wrong.length < 3; d++) {
    const label = digitsLabel([d], s.month === 12 ? 1 : s.month + 1);
    if (label !== answer && !wrong.includes(label)) wrong.push(label);
  }
  return shuffle([answer, ...wrong], random);
}

/** Ten sentences for a sentence exercise: different dates; for the endings about 4 with -e, 6 with -en. */
function sentences(exercise: Exercise, year: number, random: Random): DateSentence[] {
  let patterns: PatternId[];
  if (exercise === 'endings') {
    const withE = PATTERN_IDS.filter((p) => PATTERNS[p].ending === 'e');
    const withEn = PATTERN_IDS.filter((p) => PATTERNS[p].ending === 'en');
    patterns = [...withE, pick(withE, random) as PatternId, ...sample(withEn, ROUND_LENGTH - withE.length - 1, random)];
  } else {
    patterns = sample(PATTERN_IDS, ROUND_LENGTH, random);
  }
  const out: DateSentence[] = [];
  for (const pattern of shuffle(patterns, random)) {
    let s = randomSentence(pattern, year, random);
    for (let tries = 0; tries < 20 && out.some((o) => labelOf(o) === labelOf(s)); tries++) s = randomSentence(pattern, year, random);
    out.push(s);
  }
  return out;
}

/** A round of 10 items of an exercise in the interface language `lang`, dates of `year`. */
export function buildRound(exercise: Exercise, lang: Lang, year: number, random: Random = Math.random): Item[] {
  if (exercise === 'names-choose' || exercise === 'names-type') {
    const ask = lang === 'de' ? 'after' : 'translate';
    return sample(ALL_NAMES, ROUND_LENGTH, random).map((name) => ({ kind: 'name', name, ask, options: exercise === 'names-choose' ? nameOptions(name, random) : [] }));
  }
  return sentences(exercise, year, random).map((sentence): Item => {
    if (exercise === 'endings') return { kind: 'ending', sentence, gap: randomIndex(ordinalsOf(sentence).length, random) };
    if (exercise === 'read') return { kind: 'read', sentence };
    return { kind: 'which', sentence, options: dateOptions(sentence, random) };
  });
}
