// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildArticleCatalogue, CATALOGUE_PATH, descriptionsPath } from '@/features/articles/content/build-catalogue';
import { LANGS } from '@/i18n/languages';
import { articleCards } from '@/features/articles/content/catalogue';
import { catalogueFiles } from '@/features/articles/content/catalogue-files';
import type { ArticleContent, ArticleType } from '@/features/articles/content/types';

/**
 * The articles' catalogue is generated from the article modules (`npm run catalogues`):
 * an article added or changed without re-generating, or a catalogue edited by hand, fails here.
 */
const modules = import.meta.glob<ArticleContent>('/src/features/articles/content/articles/*.ts', { eager: true, import: 'default' });
const articles = Object.values(modules);

const article = (slug: string, type: ArticleType, date: string): ArticleContent => ({
  slug,
  type,
  title: { en: slug, ua: slug, de: slug, ru: slug, be: slug, tr: slug, pl: slug, es: slug },
  descr: { en: slug, ua: slug, de: slug, ru: slug, be: slug, tr: slug, pl: slug, es: slug },
  img: 'books',
  date,
  body: [{ p: 'x' }],
});

describe('articles catalogue', () => {
  it('is up to date with the article modules (run `npm run catalogues`)', () => {
    const files = catalogueFiles();
    expect(files.map((f) => f.path)).toEqual([CATALOGUE_PATH, ...LANGS.map(descriptionsPath)]);
    for (const file of files) expect(readFileSync(file.path, 'utf8'), file.path).toBe(file.text);
  });

  it('has one card per article module with the spec fields and its page', () => {
    expect(articleCards.map((c) => c.url).sort()).toEqual(articles.map((a) => `/articles/${a.slug}`).sort());
    for (const card of articleCards) {
      const source = articles.find((a) => `/articles/${a.slug}` === card.url)!;
      expect(card).toEqual({ type: source.type, title: source.title, url: card.url, img: source.img, date: source.date });
    }
  });

  it('keeps the descriptions apart, one module per interface language, in the catalogue order', async () => {
    for (const lang of LANGS) {
      const { articleDescriptions } = await import(`/src/features/articles/content/descriptions-${lang}.ts`);
      expect(articleDescriptions).toEqual(articleCards.map((card) => ({ url: card.url, descr: articles.find((a) => `/articles/${a.slug}` === card.url)!.descr[lang] })));
    }
  });

  it('imports no article body: only the type (each article stays its own lazy chunk)', () => {
    const text = readFileSync(CATALOGUE_PATH, 'utf8');
    expect(text).not.toMatch(/"descr"\s*:/);
    expect([...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['./types']);
    expect(text).not.toMatch(/"body"\s*:/);
    expect(text).not.toMatch(/"sources"\s*:/);
  });

  it('orders by type as the spec lists them, newest first within a type; a slug twice is an error', () => {
    const built = buildArticleCatalogue([
      article('old-grammar', 'Grammar', '2024-01-01'),
      article('review', 'Reviews', '2026-01-01'),
      article('new-grammar', 'Grammar', '2025-05-01'),
      article('vocab', 'Vocabulary', '2020-01-01'),
    ]);
    expect(built.map((c) => c.url)).toEqual(['/articles/vocab', '/articles/new-grammar', '/articles/old-grammar', '/articles/review']);
    expect(() => buildArticleCatalogue([article('a', 'Grammar', '2024-01-01'), article('a', 'Vocabulary', '2024-01-01')])).toThrow(/a is used twice/);
  });
});
