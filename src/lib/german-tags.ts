/**
 * German inside a translated string is marked `<de>…</de>` (locales/*, e.g. "Find <de>{{name}}</de>
 * on the map"). On screen the tag becomes a span with lang="de" (src/components/ui/german-tags.tsx);
 * where the line is only heard (the live region) or read as plain text, the tags are dropped.
 */

/** The string without its `<de>` and `</de>` tags (the text between them stays). */
export function stripGermanTags(text: string): string {
  return text.replace(/<\/?de>/g, '');
}
