/** A word to practise again (spec 001 §3 "Review item"), kept locally under `reviews`. */
export interface ReviewItem {
  review: string;
  translation: string;
}

const keyOf = (review: string) => review.trim().toLowerCase();

/**
 * Keeps every usable item of what is stored (the old site's data may hold junk); no duplicates.
 * The trainer needs only the German word: an entry without a usable translation is kept with an
 * empty one (filled later from the word sets where the word is known, see `fillTranslations`),
 * and a lone entry stored without its list counts as a list of one.
 */
export function repairReviews(value: unknown): ReviewItem[] {
  const entries: unknown[] = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  const items: ReviewItem[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const { review, translation } = entry as Record<string, unknown>;
    if (typeof review !== 'string' || review.trim() === '') continue;
    items.push({ review: review.trim(), translation: typeof translation === 'string' ? translation.trim() : '' });
  }
  return mergeReviews(items, []);
}

/** The German words of the entries that have no translation. */
export function untranslated(items: readonly ReviewItem[]): string[] {
  return items.filter((item) => item.translation === '').map((item) => item.review);
}

/**
 * Gives entries without a translation the one `lookup` knows for their German word. Returns the
 * same array when nothing could be filled, so callers save only real changes.
 */
export function fillTranslations(items: ReviewItem[], lookup: (review: string) => string | undefined): ReviewItem[] {
  let changed = false;
  const out = items.map((item) => {
    if (item.translation !== '') return item;
    const translation = lookup(item.review)?.trim();
    if (!translation) return item;
    changed = true;
    return { ...item, translation };
  });
  return changed ? out : items;
}

/** Union by German word (case-insensitive), first occurrence wins: nothing local is lost. */
export function mergeReviews(a: readonly ReviewItem[], b: readonly ReviewItem[]): ReviewItem[] {
  const seen = new Set<string>();
  const out: ReviewItem[] = [];
  for (const item of [...a, ...b]) {
    const key = keyOf(item.review);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

export function removeReview(items: readonly ReviewItem[], review: string): ReviewItem[] {
  const key = keyOf(review);
  return items.filter((item) => keyOf(item.review) !== key);
}
