import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { articleCards } from '@/features/articles/content/catalogue';
import { loadArticle } from '@/features/articles/content/load';
import { metaDescription, tableOfContents } from '@/features/articles/model/article-text';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/** The articles hub and pages on the real route table and the real articles (issue 15). */
afterEach(() => vi.unstubAllGlobals());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the /articles hub', () => {
  it('shows every article as a card by type, and filters by type with pressed buttons', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const english = await loadArticle('austria-and-switzerland-for-german-learners');
    for (const card of articleCards) expect(within(main).getByRole('link', { name: new RegExp(escape(card.title.en)) })).toHaveAttribute('href', card.url);
    // The description in the interface language is there at the first paint (its own chunk per language).
    expect(within(main).getByRole('link', { name: new RegExp(escape(english!.title.en)) })).toHaveTextContent(english!.descr.en);
    const filter = screen.getByRole('group', { name: 'Article type' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'Reviews' }));
    expect(within(filter).getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const reviews = articleCards.filter((c) => c.type === 'Reviews');
    expect(reviews.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Reviews');
    const shown = within(main).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/articles/'));
    expect(shown.map((a) => a.getAttribute('href'))).toEqual(reviews.map((c) => c.url));
  });

  it('searches by title, newest first within a type, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/articles');
    const search = await screen.findByRole('searchbox', { name: 'Search by title' });
    await user.type(search, 'cheat sheet');
    const main = screen.getByRole('main');
    const hrefs = within(main).getAllByRole('link').map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/articles/'));
    const expected = articleCards.filter((c) => c.title.en.toLowerCase().includes('cheat sheet'));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(hrefs).toEqual(expected.map((c) => c.url));
    // Newest first within a type: no card is newer than the one before it in the same type.
    for (let i = 1; i < expected.length; i++) if (expected[i]!.type === expected[i - 1]!.type) expect(expected[i]!.date <= expected[i - 1]!.date).toBe(true);
    await user.clear(search);
    await user.type(search, 'zzzz no such title');
    expect(screen.getByText('No article matches your search.')).toBeInTheDocument();
  });

  it('shows titles and descriptions in the interface language', async () => {
    useAppStore.getState().setLang('ua');
    renderRoutes(routes, '/articles');
    const article = (await loadArticle('austria-and-switzerland-for-german-learners'))!;
    const card = await screen.findByRole('link', { name: new RegExp(escape(article.title.ua)) });
    await waitFor(() => expect(card).toHaveTextContent(article.descr.ua));
  });

  it('joins the menu and the footer (first 5 articles + All Articles)', async () => {
    renderRoutes(routes, '/articles');
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Articles', hidden: true })).toHaveAttribute('href', '/articles');
    const footer = screen.getByRole('navigation', { name: 'Site links' });
    const column = (await within(footer).findByRole('heading', { name: 'Articles' })).closest('section')!;
    await waitFor(() => expect(within(column).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([...articleCards.slice(0, 5).map((c) => c.url), '/articles']));
    expect(within(column).getByRole('link', { name: 'All Articles' })).toBeInTheDocument();
  });
});

describe('an article page', () => {
  it('renders the body in English with German marked, a table of contents that moves focus, sources and the meta description', async () => {
    const spoken: string[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', class { lang = ''; rate = 1; voice: unknown = null; constructor(public text: string) {} });
    vi.stubGlobal('speechSynthesis', { cancel: () => undefined, getVoices: () => [], speak: (u: { text: string }) => spoken.push(u.text) });
    const user = userEvent.setup();
    const article = (await loadArticle('austria-and-switzerland-for-german-learners'))!;
    renderRoutes(routes, '/articles/austria-and-switzerland-for-german-learners');
    expect(await screen.findByRole('heading', { level: 1, name: article.title.en })).toBeInTheDocument();
    // Dates in the interface language's style (issue 25 item 13): English day/month/year.
    expect(screen.getByText('22/07/2025')).toBeInTheDocument();
    expect(document.title).toContain(article.title.en);
    const meta = document.querySelector('meta[name="description"]');
    expect(meta).toHaveAttribute('content', metaDescription(article));
    expect(meta?.getAttribute('content')).toHaveLength(150);
    expect(screen.getByText('Grüß Gott', { selector: 'span' })).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Grüß Gott', { selector: 'span' }).closest('[lang="en"]')).not.toBeNull();

    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const entries = tableOfContents(article.body);
    expect(within(toc).getAllByRole('link').map((a) => a.textContent)).toEqual(entries.map((e) => e.text));
    await user.click(within(toc).getByRole('link', { name: 'Switzerland' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Switzerland' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Listen: Grüß Gott! Ich hätte gern zwei Semmeln.' }));
    expect(spoken).toEqual(['Grüß Gott! Ich hätte gern zwei Semmeln.']);

    const sources = screen.getByRole('heading', { level: 2, name: 'Sources' }).closest('section')!;
    for (const link of within(sources).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveTextContent('(opens in a new tab)');
    }
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderRoutes(routes, '/articles/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
