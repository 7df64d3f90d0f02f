import { germanOf, uniqueWords, type GameWord } from '@/features/games/model/game-word';
import { sample, shuffle, type Random } from '@/lib/random';
import { HEALTH_MAX, HEALTH_MIN, HEALTH_STEP, QUIZ_LENGTH, STAR_MISTAKES } from '@/store/quiz-model';

/**
 * The mouse game (issue 12, game 9): a picture, four German words, and a race on the quiz engine's
 * health (start 50, step 10; down on a right answer, up on a wrong one). The track is read from
 * the health alone: the mouse is `health / 10` steps from the cheese and the cat
 * `(100 − health) / 10` steps behind the mouse — 5 and 5 at the start. A right answer moves the
 * mouse a step ahead (and away from the cat); a wrong one lets the cat close in a step.
 *
 * The round ends after 10 questions, or earlier — through the engine's `finish` — when the mouse
 * reaches the cheese (health 0: won) or the cat catches it (health 100: lost). Within 10
 * questions the cheese needs 5 more right than wrong answers, so at most 2 mistakes; the cat needs
 * 5 more wrong than right. A star: the cheese, or the usual rule (fewer than 3 mistakes).
 */
export const MOUSE_ROUND = QUIZ_LENGTH;
export const MOUSE_OPTIONS = 4;

export interface MouseQuestion {
  word: GameWord;
  /** The German of the picture (with its article). */
  answer: string;
  /** Four German words in random order, the answer among them. */
  options: string[];
}

/**
 * The words that can be asked: with a picture, one per German form and one per picture (two words
 * with the same picture could both be right).
 */
export function pictureWords(words: readonly GameWord[]): GameWord[] {
  const seen = new Set<string>();
  return uniqueWords(words).filter((w) => {
    if (!w.img || seen.has(w.img)) return false;
    seen.add(w.img);
    return true;
  });
}

export function isMousePlayable(words: readonly GameWord[]): boolean {
  return pictureWords(words).length >= MOUSE_ROUND;
}

/** Ten questions on different pictures; the three wrong options are other pictured words. */
export function buildMouseRound(words: readonly GameWord[], random: Random = Math.random): MouseQuestion[] {
  const pool = pictureWords(words);
  return sample(pool, MOUSE_ROUND, random).map((word) => {
    const others = sample(
      pool.filter((w) => w !== word),
      MOUSE_OPTIONS - 1,
      random,
    );
    const answer = germanOf(word);
    return { word, answer, options: shuffle([answer, ...others.map(germanOf)], random) };
  });
}

/** Where the racers stand, in steps: the mouse to the cheese, the cat behind the mouse. */
export interface Track {
  mouseToCheese: number;
  catBehind: number;
}

export const TRACK_STEPS = (HEALTH_MAX - HEALTH_MIN) / HEALTH_STEP;

export function trackOf(health: number): Track {
  const clamped = Math.min(HEALTH_MAX, Math.max(HEALTH_MIN, health));
  const mouseToCheese = Math.round((clamped - HEALTH_MIN) / HEALTH_STEP);
  return { mouseToCheese, catBehind: TRACK_STEPS - mouseToCheese };
}

/** The mouse's place on the track in percent, from the cat's start (0) to the cheese (100). */
export function mousePercent(health: number): number {
  return ((TRACK_STEPS - trackOf(health).mouseToCheese) / TRACK_STEPS) * 100;
}

/** The health after an answer, as the engine moves it (for announcing the new track with it). */
export function healthAfter(health: number, correct: boolean): number {
  return Math.min(HEALTH_MAX, Math.max(HEALTH_MIN, health + (correct ? -HEALTH_STEP : HEALTH_STEP)));
}

export type RaceOutcome = 'cheese' | 'caught' | null;

/** The race is decided at either end of the health: the cheese (0) or the cat (100). */
export function raceOutcome(health: number): RaceOutcome {
  if (health <= HEALTH_MIN) return 'cheese';
  if (health >= HEALTH_MAX) return 'caught';
  return null;
}

/** After `asked` answered questions: is the round over? */
export function isRaceOver(health: number, asked: number): boolean {
  return raceOutcome(health) !== null || asked >= MOUSE_ROUND;
}

/** A star: the mouse reached the cheese, or fewer than 3 mistakes (never when the cat won). */
export function isMouseSuccess(health: number, incorrect: number): boolean {
  const outcome = raceOutcome(health);
  if (outcome === 'caught') return false;
  return outcome === 'cheese' || incorrect < STAR_MISTAKES;
}
