import type { LocalizedText } from '@/i18n/languages';
import { TODAY_LEVELS, type TodayLevel } from '@/store/today-data';

/**
 * Progress at a glance and "next to learn" (pure): the app hands in the catalogue topics of the
 * three starred areas with their level (the phrasebook has none: its sets serve every level).
 */
export type Area = 'words' | 'grammar' | 'phrases';
export const AREAS: readonly Area[] = ['words', 'grammar', 'phrases'];

export interface Topic {
  area: Area;
  level: TodayLevel | null;
  /** The progress topic (`quiz_results["<topic>_results"]`). */
  topic: string;
  to: string;
  title: LocalizedText;
}

/** Stars per topic: 3 at most (the best quiz type), as on the home page. */
const STARS_PER_TOPIC = 3;

export interface StarCell {
  area: Area;
  /** null: the phrasebook (no level). */
  level: TodayLevel | null;
  earned: number;
  total: number;
}

/**
 * Stars earned of stars possible, per level (A1–B2) and area, then the phrasebook; only the
 * pairs that have topics (nothing is shown for a level an area does not teach).
 */
export function starCells(topics: readonly Topic[], starsOf: (topic: string) => number): StarCell[] {
  const cells: StarCell[] = [];
  const levels: (TodayLevel | null)[] = [...TODAY_LEVELS, null];
  for (const level of levels) {
    for (const area of AREAS) {
      const mine = unique(topics.filter((t) => t.area === area && t.level === level));
      if (mine.length === 0) continue;
      const earned = mine.reduce((sum, t) => sum + Math.min(STARS_PER_TOPIC, Math.max(0, starsOf(t.topic))), 0);
      cells.push({ area, level, earned, total: mine.length * STARS_PER_TOPIC });
    }
  }
  return cells;
}

/** A topic listed twice (one grammar exercise on two cards) counts once. */
function unique(topics: readonly Topic[]): Topic[] {
  const seen = new Set<string>();
  return topics.filter((t) => !seen.has(t.topic) && seen.add(t.topic));
}

/**
 * The learner's level when they have not chosen one: the highest level with a star in words or
 * grammar, A1 for a beginner.
 */
export function guessLevel(topics: readonly Topic[], starsOf: (topic: string) => number): TodayLevel {
  let level: TodayLevel = 'a1';
  for (const t of topics) {
    if (t.level && starsOf(t.topic) > 0 && TODAY_LEVELS.indexOf(t.level) > TODAY_LEVELS.indexOf(level)) level = t.level;
  }
  return level;
}

/**
 * Next to learn in each area: the first topic without a star at the learner's level, in
 * catalogue order. An area with nothing left at that level offers the next level up, then the
 * levels below; the phrasebook its first set without a star. `null`: every topic has a star.
 */
export function nextToLearn(topics: readonly Topic[], starsOf: (topic: string) => number, level: TodayLevel): Record<Area, Topic | null> {
  const at = TODAY_LEVELS.indexOf(level);
  const order = [...TODAY_LEVELS.slice(at), ...TODAY_LEVELS.slice(0, at).reverse()];
  const pick = (area: Area): Topic | null => {
    const mine = topics.filter((t) => t.area === area && starsOf(t.topic) === 0);
    if (mine.some((t) => t.level === null)) return mine.find((t) => t.level === null) ?? null;
    for (const l of order) {
      const found = mine.find((t) => t.level === l);
      if (found) return found;
    }
    return null;
  };
  return { words: pick('words'), grammar: pick('grammar'), phrases: pick('phrases') };
}
