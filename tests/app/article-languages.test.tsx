import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import type { Lang } from '@/i18n/languages';
import { routes } from '@/app/router';
import { loadArticle, loadTranslation } from '@/features/articles/content/load';
import { tableOfContents } from '@/features/articles/model/article-text';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/**
 * Issue 25.6: an article in the interface language when it is translated; otherwise the English
 * body marked lang="en" under a notice in the interface language. Every article ends with the
 * other-articles box.
 */
/** The interface language with its articles strings (the tests' i18n holds English only). */
async function useLanguage(lang: Lang) {
  i18n.addResourceBundle(lang, 'articles', (await import(`../../locales/${lang}/articles.json`)).default);
  await i18n.changeLanguage(lang);
  useAppStore.getState().setLang(lang);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('an article in another interface language', () => {
  it('shows a translated article in Ukrainian: translated contents and body, German unchanged', async () => {
    await useLanguage('ua');
    const english = (await loadArticle('german-a1-cheat-sheet'))!;
    const ua = (await loadTranslation('german-a1-cheat-sheet', 'ua'))!;
    renderRoutes(routes, '/articles/german-a1-cheat-sheet');
    expect(await screen.findByRole('heading', { level: 1, name: english.title.ua })).toBeInTheDocument();
    const toc = await screen.findByRole('navigation', { name: 'Зміст' });
    expect(within(toc).getAllByRole('link').map((a) => a.textContent)).toEqual(tableOfContents(ua.body).map((e) => e.text));
    // Anchors keep the English ids, so a shared #address works in every language.
    expect(within(toc).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(tableOfContents(english.body).map((e) => `#${e.id}`));
    expect(screen.queryByText('Ця стаття доступна лише англійською мовою.')).not.toBeInTheDocument();
    expect(screen.getByText('Я добре вмію плавати.', { exact: false }).closest('[lang]')).toHaveAttribute('lang', 'uk');
    expect(toc.querySelector('[lang="en"]')).toBeNull();
    const modal = ua.body.find((b) => 'h2' in b && b.h2.startsWith('Модальні')) as { h2: string };
    expect(screen.getByRole('heading', { level: 2, name: modal.h2 }).closest('[lang]')).toHaveAttribute('lang', 'uk');
    expect(screen.queryByText(/I can swim well/)).not.toBeInTheDocument();
    expect(screen.getByText('Ich kann gut schwimmen.', { selector: 'span' })).toHaveAttribute('lang', 'de');
  });

  it('shows an untranslated article in English under a notice in the interface language', async () => {
    await useLanguage('tr');
    const article = (await loadArticle('german-school-system'))!;
    renderRoutes(routes, '/articles/german-school-system');
    expect(await screen.findByRole('heading', { level: 1, name: article.title.tr })).toBeInTheDocument();
    expect(await screen.findByText('Bu makale yalnızca İngilizce olarak mevcuttur.')).toBeInTheDocument();
    const firstHeading = article.body.find((b) => 'h2' in b) as { h2: string };
    expect(screen.getByRole('heading', { level: 2, name: firstHeading.h2 }).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('loads the translation when the language changes on the page, and back to English without a notice', async () => {
    const ru = (await loadTranslation('german-a1-cheat-sheet', 'ru'))!;
    renderRoutes(routes, '/articles/german-a1-cheat-sheet');
    await screen.findByRole('heading', { level: 2, name: 'Modal verbs and möchten' });
    useAppStore.getState().setLang('ru');
    const heading = ru.body.find((b) => 'h2' in b && b.h2.startsWith('Модальные')) as { h2: string };
    expect(await screen.findByRole('heading', { level: 2, name: heading.h2 })).toBeInTheDocument();
    useAppStore.getState().setLang('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Modal verbs and möchten' })).toBeInTheDocument();
    expect(screen.queryByText('This article is only available in English.')).not.toBeInTheDocument();
  });

  it('ends with five other articles, never the article itself', async () => {
    renderRoutes(routes, '/articles/german-school-system');
    const box = await screen.findByRole('complementary', { name: 'More articles' });
    await waitFor(() => expect(within(box).getAllByRole('link')).toHaveLength(5));
    const hrefs = within(box).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(5);
    expect(hrefs).not.toContain('/articles/german-school-system');
  });
});
