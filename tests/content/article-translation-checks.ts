import type { ArticleBlock } from '@/features/articles/content/types';

/**
 * Checks of a translated article body against its English original (issue 25.6): the same blocks
 * in the same order, the same German, and no English left behind.
 */

/** The block's shape: kind and sizes (list items, examples, table head and rows). */
export function shapeOf(block: ArticleBlock): string {
  if ('h2' in block) return 'h2';
  if ('h3' in block) return 'h3';
  if ('p' in block) return 'p';
  if ('tip' in block) return 'tip';
  if ('ul' in block) return `ul:${block.ul.length}`;
  if ('ol' in block) return `ol:${block.ol.length}`;
  if ('examples' in block) return `examples:${block.examples.length}`;
  return `table:${block.table.head.length}:${block.table.rows.map((r) => r.length).join(',')}`;
}

export type UnitKind = 'prose' | 'label';

/** Every text of a block with its kind: prose (paragraphs, items, tips, meanings) or a short label (headings, table texts). */
export function unitsOf(block: ArticleBlock): { kind: UnitKind; text: string }[] {
  const prose = (text: string) => ({ kind: 'prose' as const, text });
  const label = (text: string) => ({ kind: 'label' as const, text });
  if ('h2' in block) return [label(block.h2)];
  if ('h3' in block) return [label(block.h3)];
  if ('p' in block) return [prose(block.p)];
  if ('tip' in block) return [prose(block.tip)];
  if ('ul' in block) return block.ul.map(prose);
  if ('ol' in block) return block.ol.map(prose);
  if ('examples' in block) return block.examples.map((e) => prose(e.en));
  return [block.table.caption, ...block.table.head, ...block.table.rows.flat()].map(label);
}

/** The German of a text: its {{marked}} parts, sorted (a translation may reorder them). */
export const germanIn = (text: string) => [...text.matchAll(/\{\{([\s\S]+?)\}\}/g)].map((m) => m[1] ?? '').sort();

/** The link targets of a text, sorted. */
export const linksIn = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').sort();

/** The text outside the German, without markup and link targets. */
export function ownWords(text: string): string {
  return text
    .replace(/\{\{[\s\S]+?\}\}/g, ' ')
    .replace(/\]\([^)\s]+\)/g, ']')
    .replace(/\*\*|\[|\]/g, '');
}

/** Words of three or more Latin letters outside the German (a suffix such as "-heit" is not a word). */
const latinWords = (text: string) => ownWords(text).match(/(?<![-\p{L}])\p{Script=Latin}{3,}/gu) ?? [];

/** A label that only lists single words ("ab, an, auf, aus"): German prefixes or forms, not an English phrase. */
const isWordList = (text: string) => text.includes(',') && ownWords(text).split(',').every((item) => /^\s*\S+\s*$/.test(item));

/**
 * Four Latin words in a row, spaces between (outside the German): an English phrase in a Cyrillic
 * text. (A list of German words has commas: "mit, bei, zu".)
 */
const LATIN_RUN = /\p{Script=Latin}[\p{Script=Latin}'’-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’-]*){3}/u;

/** Without quoted passages: a quoted wrong sentence (“Ich muss zu arbeiten” ✗) is German cited, not English. */
const unquoted = (text: string) => text.replace(/[“«„][^”»“]*[”»“]/g, ' ');

const FORBIDDEN: Record<string, RegExp> = { ua: /[ыэъёЫЭЪЁ]/u, be: /[ищъИЩЪ]/u, ru: /[іїєґўІЇЄҐЎ]/u };

/** Every difference between a translation and its English original, readable; empty when it is fine. */
export function translationProblems(english: readonly ArticleBlock[], translated: readonly ArticleBlock[], lang: string): string[] {
  const problems: string[] = [];
  const shapes = [english.map(shapeOf), translated.map(shapeOf)];
  if (shapes[0]!.join('|') !== shapes[1]!.join('|')) {
    const at = shapes[0]!.findIndex((s, i) => s !== shapes[1]![i]);
    return [`block ${at}: ${shapes[1]![at] ?? 'missing'} instead of ${shapes[0]![at] ?? 'nothing'}`];
  }
  english.forEach((block, b) => {
    const other = translated[b]!;
    if ('examples' in block && 'examples' in other) {
      block.examples.forEach((e, i) => {
        if (other.examples[i]?.de !== e.de) problems.push(`block ${b} example ${i}: German "${other.examples[i]?.de}" instead of "${e.de}"`);
      });
    }
    const [ours, theirs] = [unitsOf(block), unitsOf(other)];
    ours.forEach(({ kind, text }, i) => {
      const mine = theirs[i]!.text;
      const where = `block ${b}${ours.length > 1 ? ` text ${i}` : ''}`;
      if (germanIn(mine).join('|') !== germanIn(text).join('|')) problems.push(`${where}: German ${JSON.stringify(germanIn(mine))} instead of ${JSON.stringify(germanIn(text))}`);
      if (linksIn(mine).join('|') !== linksIn(text).join('|')) problems.push(`${where}: links ${JSON.stringify(linksIn(mine))} instead of ${JSON.stringify(linksIn(text))}`);
      const english = latinWords(text);
      if (mine === text && (kind === 'prose' ? english.length > 0 : english.length > 1 && !isWordList(text))) problems.push(`${where}: left in English: "${text}"`);
      if ((lang === 'ua' || lang === 'ru' || lang === 'be') && LATIN_RUN.test(unquoted(ownWords(mine)))) problems.push(`${where}: Latin words in a ${lang} text: "${mine}"`);
      if (FORBIDDEN[lang]?.test(ownWords(mine))) problems.push(`${where}: letters of another language in ${lang}: "${mine}"`);
    });
  });
  return problems;
}
