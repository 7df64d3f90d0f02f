// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleTranslationSchema } from '@/features/articles/content/schema';
import type { ArticleContent, ArticleTranslation } from '@/features/articles/content/types';
import { problemsOf } from '@/lib/content-schema';
import { translationProblems } from './article-translation-checks';

/**
 * The translated article bodies (issue 25.6): one module per article and language, named
 * translations/<lang>/<slug>.ts, matching the schema, and block for block the English original
 * with the same German and nothing left in English.
 */
const originals = import.meta.glob<ArticleContent>('/src/features/articles/content/articles/*.ts', { eager: true, import: 'default' });
const translations = import.meta.glob<ArticleTranslation>('/src/features/articles/content/translations/*/*.ts', { eager: true, import: 'default' });

const english = new Map(Object.values(originals).map((a) => [a.slug, a]));

describe('article translations', () => {
  it('exist (the learning articles are being translated)', () => {
    expect(Object.keys(translations).length).toBeGreaterThan(0);
  });

  for (const [path, translation] of Object.entries(translations).sort(([a], [b]) => a.localeCompare(b))) {
    const [, lang, slug] = /\/translations\/([a-z]+)\/([a-z0-9-]+)\.ts$/.exec(path) ?? [];
    describe(`${lang}/${slug}`, () => {
      it('matches the schema and its file name, and translates an existing article', () => {
        expect(problemsOf(articleTranslationSchema, translation, path)).toEqual([]);
        expect([translation.lang, translation.slug]).toEqual([lang, slug]);
        expect(english.has(slug ?? '')).toBe(true);
      });

      it('has the English blocks one for one, the same German, and no English left behind', () => {
        expect(translationProblems(english.get(slug ?? '')!.body, translation.body, lang ?? '')).toEqual([]);
      });
    });
  }
});
