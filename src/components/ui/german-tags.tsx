import type { ReactElement } from 'react';

/**
 * The `components` of a `<Trans>` whose string marks German as `<de>…</de>` (src/lib/german-tags.ts):
 * each becomes a span with lang="de", styled by `className` ("font-bold", "italic" …).
 */
export function germanTags(className?: string): { de: ReactElement } {
  return { de: <span lang="de" className={className} /> };
}
