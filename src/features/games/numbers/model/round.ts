import { randomIndex, sample, type Random } from '@/lib/random';
import { formatDigits, isNumberInDigits, isNumberInWords, numberWords } from './number-words';

/** Numbers a round. */
export const ROUND_SIZE = 10;

/**
 * How a number is asked: shown in digits and answered in German words, shown in German words and
 * answered in digits, or heard (with a "show" fallback) and answered in digits.
 */
export const DIRECTIONS = ['words', 'digits', 'listen'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The number ranges, small to large; each is a level of every direction. */
export const LEVELS = [
  { id: '0-20', min: 0, max: 20 },
  { id: '21-100', min: 21, max: 100 },
  { id: '101-1000', min: 101, max: 1000 },
  { id: '1001-1000000', min: 1001, max: 1_000_000 },
] as const;
export type Level = (typeof LEVELS)[number];

/** Within the largest range, 4-, 5- and 6-digit numbers (and the million) come about equally often. */
const LARGE_PARTS: readonly (readonly [number, number])[] = [
  [1001, 9999],
  [10_000, 99_999],
  [100_000, 1_000_000],
];

export interface NumbersChoice {
  direction: Direction;
  level: Level;
}

/** The choice key (where its stars are kept): "words-0-20", "listen-1001-1000000" … */
export function choiceKey(direction: Direction, level: Level): string {
  return `${direction}-${level.id}`;
}

/** Every choice of the start screen, direction by direction, small numbers first. */
export function allChoices(): NumbersChoice[] {
  return DIRECTIONS.flatMap((direction) => LEVELS.map((level) => ({ direction, level })));
}

export function parseChoice(key: string): NumbersChoice | null {
  return allChoices().find((c) => choiceKey(c.direction, c.level) === key) ?? null;
}

/** The range as shown on the start screen: "0–20", "1 001–1 000 000". */
export function rangeLabel(level: Level): string {
  return `${formatDigits(level.min)}–${formatDigits(level.max)}`;
}

function between(min: number, max: number, random: Random): number {
  return min + randomIndex(max - min + 1, random);
}

/** Ten different numbers of the level. */
export function pickNumbers(level: Level, random: Random = Math.random): number[] {
  const size = level.max - level.min + 1;
  if (size <= 1000) {
    return sample(
      Array.from({ length: size }, (_, i) => level.min + i),
      ROUND_SIZE,
      random,
    );
  }
  const picked = new Set<number>();
  for (let tries = 0; picked.size < ROUND_SIZE && tries < 1000; tries++) {
    const [min, max] = LARGE_PARTS[randomIndex(LARGE_PARTS.length, random)] as readonly [number, number];
    picked.add(between(Math.max(min, level.min), Math.min(max, level.max), random));
  }
  // Only a broken random source gets here: fill up with the numbers after the first one.
  for (let n = [...picked][0] ?? level.min; picked.size < ROUND_SIZE; n = n < level.max ? n + 1 : level.min) picked.add(n);
  return [...picked];
}

/** A round: the choice and its ten numbers. */
export interface NumbersRound extends NumbersChoice {
  numbers: number[];
}

export function newRound(key: string, random: Random = Math.random): NumbersRound {
  const choice = parseChoice(key);
  if (!choice) throw new Error(`No numbers exercise ${key}`);
  return { ...choice, numbers: pickNumbers(choice.level, random) };
}

/** Whether the answer is right: German words in the "words" direction, digits otherwise. */
export function isRightAnswer(direction: Direction, input: string, n: number): boolean {
  return direction === 'words' ? isNumberInWords(input, n) : isNumberInDigits(input, n);
}

/** The line that shows the right answer: "321 = dreihunderteinundzwanzig". */
export function solution(n: number): { digits: string; words: string } {
  return { digits: formatDigits(n), words: numberWords(n) };
}
