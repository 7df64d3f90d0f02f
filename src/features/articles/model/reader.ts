/** Pure helpers of the article reader (spec 001 §2, §9). */

import { uploadUrl } from '@/lib/uploads-url';

/** Length of the meta description (spec 001 §9). */
export const META_DESCRIPTION_LENGTH = 150;

/** Tags after which text continues on a new line: replaced by a space, not by nothing. */
const BLOCK_TAG = /^<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|tfoot|caption|section|article|aside|header|footer|nav|blockquote|pre|figure|figcaption|details|summary|address|main)\b/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * The text of (sanitised) article HTML: tags stripped (block tags count as a space), entities
 * decoded, whitespace collapsed. Sanitised HTML escapes every `<` of its text, so every `<` left
 * is a tag.
 */
export function articleText(html: string): string {
  const withoutTags = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''));
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The meta description: the first 150 characters of the article's text (spec 001 §9). */
export function metaDescription(html: string): string {
  return Array.from(articleText(html)).slice(0, META_DESCRIPTION_LENGTH).join('').trimEnd();
}

/** The article id of `/articles-new/<id>`: a positive whole number, else null (no call is made). */
export function articleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The picture's address under the uploads base (one rule for every backend picture: `uploadUrl`). */
export function articleImageUrl(imagePath: string | null | undefined, base: string): string | null {
  return uploadUrl(imagePath, base);
}
