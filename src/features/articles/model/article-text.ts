import type { ArticleBlock, ArticleContent } from '../content/types';
import { plainInline } from './inline';

/** The visible text of one block, without markup. */
export function blockText(block: ArticleBlock): string {
  if ('h2' in block) return block.h2;
  if ('h3' in block) return block.h3;
  if ('p' in block) return plainInline(block.p);
  if ('tip' in block) return plainInline(block.tip);
  if ('ul' in block) return block.ul.map(plainInline).join(' ');
  if ('ol' in block) return block.ol.map(plainInline).join(' ');
  if ('examples' in block) return block.examples.map((e) => `${e.de} ${plainInline(e.en)}`).join(' ');
  return [block.table.caption, ...block.table.head, ...block.table.rows.flat().map(plainInline)].join(' ');
}

export const META_DESCRIPTION_LENGTH = 150;

/** Meta description (spec 001 §9): the first 150 characters of the article's text, markup stripped, whitespace collapsed. */
export function metaDescription(article: Pick<ArticleContent, 'body'>): string {
  const text = article.body.map(blockText).join(' ').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, META_DESCRIPTION_LENGTH).join('').trim();
}

export interface TocEntry {
  id: string;
  text: string;
}

/** A heading's anchor id: kebab-case of its text, made unique with -2, -3 … */
export function headingIds(headings: readonly string[]): string[] {
  const used = new Map<string, number>();
  return headings.map((h) => {
    const base =
      h
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'section';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/**
 * The automatic table of contents: every h2, for articles with at least 3 of them. The anchors
 * come from `idsFrom`'s headings (the English original of a translated body), so they are the same
 * readable ids in every language.
 */
export const TOC_MIN_HEADINGS = 3;
export function tableOfContents(body: readonly ArticleBlock[], idsFrom: readonly ArticleBlock[] = body): TocEntry[] {
  const h2s = body.flatMap((b) => ('h2' in b ? [b.h2] : []));
  if (h2s.length < TOC_MIN_HEADINGS) return [];
  const ids = headingIds(idsFrom.flatMap((b) => ('h2' in b ? [b.h2] : [])));
  return h2s.map((text, i) => ({ id: ids[i]!, text }));
}
