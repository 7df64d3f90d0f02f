/** A word to practise again (spec 001 §3 "Review item"), kept locally under `reviews`. */
export interface ReviewItem {
  review: string;
  translation: string;
}

const keyOf = (review: string) => review.trim().toLowerCase();

/** Keeps every usable item of what is stored (the old site's data may hold junk); no duplicates. */
export function repairReviews(value: unknown): ReviewItem[] {
  if (!Array.isArray(value)) return [];
  const items: ReviewItem[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const { review, translation } = entry as Record<string, unknown>;
    if (typeof review !== 'string' || review.trim() === '') continue;
    items.push({ review: review.trim(), translation: typeof translation === 'string' ? translation : '' });
  }
  return mergeReviews(items, []);
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
