import type { ProfWord } from '@/api/schemas';
import { pick, sample, shuffle } from '@/lib/random';

/**
 * Every translation of a word in the interface language, in the server's order (spec 001 §2: the
 * card's bullet list). Language codes compare case-insensitively ('EN', 'en', 'De'); blank entries
 * and repeats are left out.
 */
export function translationsFor(word: Pick<ProfWord, 'Translations'>, language: string): string[] {
  const wanted = language.trim().toLowerCase();
  const found = (word.Translations ?? []).filter((t) => t.Language.trim().toLowerCase() === wanted).map((t) => t.Translation.trim());
  return [...new Set(found.filter((t) => t !== ''))];
}

/** A word's (first) translation in the interface language, or null when it has none. */
export function translationFor(word: Pick<ProfWord, 'Translations'>, language: string): string | null {
  return translationsFor(word, language)[0] ?? null;
}

/** Gender mode: the first word of a noun entry is its article; a single word has 'Unknown'. */
export function splitArticle(entry: string): { article: string; rest: string } {
  const parts = entry.trim().split(/\s+/);
  if (parts.length < 2) return { article: 'Unknown', rest: entry.trim() };
  return { article: parts[0] ?? 'Unknown', rest: parts.slice(1).join(' ') };
}

export function sameArticle(answer: string, article: string): boolean {
  return answer.trim().toLowerCase() === article.trim().toLowerCase();
}

/**
 * The next word (spec 001 §4): in round 0 any word; later only words not yet answered correctly.
 * Returns null when every word is done.
 */
export function pickWord<T extends { ID: number }>(words: readonly T[], correctIds: ReadonlySet<number>, round: number, random: () => number): T | null {
  const pool = round === 0 ? words : words.filter((w) => !correctIds.has(w.ID));
  if (pool.length === 0) return null;
  return pick(pool, random) ?? null;
}

export const MAX_OPTIONS = 6;

/** Up to 6 options, the right one always among them; wrong ones from other words' translations. */
export function translationOptions(right: string, others: readonly string[], random: () => number): string[] {
  const distinct = [...new Set(others.filter((o) => o !== right && o.trim() !== ''))];
  return shuffle([right, ...sample(distinct, MAX_OPTIONS - 1, random)], random);
}

/** Rating stars (spec 001 §9): lowest_rate ≤ 0 → 0, ≤ 1 → 1, ≤ 2 → 2, else 3. */
export function ratingStars(lowestRate: number | null | undefined): 0 | 1 | 2 | 3 {
  const rate = lowestRate ?? 0;
  if (rate <= 0) return 0;
  if (rate <= 1) return 1;
  if (rate <= 2) return 2;
  return 3;
}

/** The lowest rate of a subcategory's rows (no rows: 0). */
export function lowestRate(rows: readonly { rate: number }[]): number {
  return rows.length === 0 ? 0 : Math.min(...rows.map((r) => r.rate));
}

/** The icon a section's picture falls back to when it cannot be loaded: jobs a briefcase, exams a cap. */
export function sectionIcon(tag: 'job' | 'exam'): string {
  return tag === 'job' ? '/icons/noto/briefcase.svg' : '/icons/noto/graduation-cap.svg';
}
