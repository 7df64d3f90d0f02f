// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES, articleContentSchema } from '@/features/articles/content/schema';
import type { ArticleBlock, ArticleContent } from '@/features/articles/content/types';
import { paths } from '@/config/paths';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';
import { iconExists } from './noto-icons';

/**
 * The static articles (issue 15, spec 000 §2): ≥ 55, all seven types, the topics the spec lists,
 * ≥ 500 words of body each, titles and descriptions in 8 languages, German spell-checked, links
 * that lead somewhere.
 */
const modules = import.meta.glob<ArticleContent>('/src/features/articles/content/articles/*.ts', { eager: true, import: 'default' });
const articles = new Map(Object.entries(modules).map(([path, a]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), a]));

const REQUIRED = [
  'german-a1-cheat-sheet',
  'german-a2-cheat-sheet',
  'german-b1-cheat-sheet',
  'german-b2-cheat-sheet',
  'german-alphabet',
  'german-among-the-germanic-languages',
  'listening-practice-for-german-learners',
  'german-school-system',
  'how-to-build-a-german-study-plan',
  'studying-at-a-german-university',
  'scholarships-for-studying-in-germany',
  'german-cities-for-language-learners',
  'healthcare-in-germany',
  'festivals-in-germany',
  'german-travel-phrases',
];

/** The plain text of a block (inline markup removed). */
function plain(text: string): string {
  return text.replace(/\{\{(.*?)\}\}/g, '$1').replace(/\*\*(.*?)\*\*/g, '$1').replace(/\[(.*?)\]\((.*?)\)/g, '$1');
}

function textsOf(block: ArticleBlock): string[] {
  if ('h2' in block) return [block.h2];
  if ('h3' in block) return [block.h3];
  if ('p' in block) return [block.p];
  if ('tip' in block) return [block.tip];
  if ('ul' in block) return block.ul;
  if ('ol' in block) return block.ol;
  if ('examples' in block) return block.examples.flatMap((e) => [e.de, e.en]);
  return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
}

/** Every German text of an article: examples and {{marked}} inline German. */
function germanOf(article: ArticleContent): string[] {
  const marked = article.body.flatMap(textsOf).flatMap((t) => [...t.matchAll(/\{\{(.*?)\}\}/g)].map((m) => m[1] ?? ''));
  const examples = article.body.flatMap((b) => ('examples' in b ? b.examples.map((e) => e.de) : []));
  return [...marked, ...examples, article.title.de, article.descr.de];
}

const wordCount = (article: ArticleContent) =>
  article.body
    .flatMap(textsOf)
    .map(plain)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;

/** Internal links must lead to a page of the site (hubs, or content that exists). */
function linkProblems(article: ArticleContent): string[] {
  const hubs = new Set<string>(Object.values(paths));
  const links = article.body.flatMap(textsOf).flatMap((t) => [...t.matchAll(/\[(.*?)\]\((.*?)\)/g)].map((m) => m[2] ?? ''));
  return links.filter((to) => {
    if (/^https:\/\/[^\s]+$/.test(to)) return false;
    if (hubs.has(to)) return false;
    const article = /^\/articles\/([a-z0-9-]+)$/.exec(to);
    return !(article && articles.has(article[1] ?? ''));
  });
}

describe('articles', () => {
  it('has at least 55 articles, one module each named by its slug, in all seven types', () => {
    expect(articles.size).toBeGreaterThanOrEqual(55);
    for (const [file, a] of articles) expect(a.slug, file).toBe(file);
    expect(new Set([...articles.values()].map((a) => a.type))).toEqual(new Set(ARTICLE_TYPES));
  });

  it('covers every topic the spec lists', () => {
    expect(REQUIRED.filter((slug) => !articles.has(slug))).toEqual([]);
  });

  for (const [slug, article] of [...articles].sort(([a], [b]) => a.localeCompare(b))) {
    describe(slug, () => {
      it('matches the schema, with a real icon and ≥ 500 words', () => {
        expect(problemsOf(articleContentSchema, article, slug)).toEqual([]);
        expect(iconExists(article.img), article.img).toBe(true);
        expect(wordCount(article)).toBeGreaterThanOrEqual(500);
      });

      it('has its title and description in every language, and links that lead somewhere', () => {
        expect([...languageProblems(article.title, `${slug} title`), ...languageProblems(article.descr, `${slug} descr`)]).toEqual([]);
        expect(linkProblems(article)).toEqual([]);
      });

      it('spells its German correctly', () => {
        expect(unknownGermanWords(germanOf(article))).toEqual([]);
      });
    });
  }
});
