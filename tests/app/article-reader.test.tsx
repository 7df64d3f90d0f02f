import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { metaDescription } from '@/features/articles/model/reader';
import { sanitiseArticleHtml } from '@/features/articles/model/sanitise';
import { seedArticles } from '@/mocks/data/articles';
import { setFault, type FaultMode } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { renderRoutes } from '../render';

const first = seedArticles[0];
if (!first) throw new Error('the stand-in has no articles');

describe('article reader /articles-new/<id> (spec 001 §2, §7, §8, §9)', () => {
  it('shows title, author, the date in the interface language\'s style, the lazy picture and the content', async () => {
    const view = renderRoutes(routes, `/articles-new/${first.id}`);
    const article = await screen.findByRole('article', { name: first.title });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    expect(article).toHaveTextContent(`By ${first.author}`);
    const [year, month, day] = first.date.split('-');
    // English writes day/month/year (issue 25 item 13); spec 001 §7 names the date, not its format.
    expect(within(article).getByText(`${day}/${month}/${year}`).tagName).toBe('TIME');
    const picture = view.container.querySelector(`img[src$="${first.image_path}"]`);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(article).getByRole('heading', { level: 2, name: 'The definite article in all four cases' })).toBeInTheDocument();
    expect(within(article).getAllByRole('table').length).toBeGreaterThan(0);
  });

  it('sets the page title and a meta description of the first 150 characters of the text', async () => {
    renderRoutes(routes, `/articles-new/${first.id}`);
    await screen.findByRole('article', { name: first.title });
    await expect.poll(() => document.title).toContain(first.title);
    const meta = document.head.querySelector('meta[name="description"]');
    const expected = metaDescription(sanitiseArticleHtml(first.content));
    expect(expected.startsWith('German has four cases: Nominativ, Akkusativ, Dativ and Genitiv.')).toBe(true);
    expect(expected).toHaveLength(150);
    expect(meta).toHaveAttribute('content', expected);
  });

  it("says 'Article not found' for an id the server does not know, and for an id that is no number", async () => {
    const view = renderRoutes(routes, '/articles-new/999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Article not found$/);
    view.unmount();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_article')) calls++;
    });
    renderRoutes(routes, '/articles-new/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Article not found$/);
    expect(calls).toBe(0);
  });

  it('shows a loading state while the answer is on its way', async () => {
    setFault('getArticle', 'slow', 60_000);
    renderRoutes(routes, `/articles-new/${first.id}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the article…');
    expect(screen.queryByRole('article')).toBeNull();
  });

  const failures: FaultMode[] = ['network', 'html500', 'truncated', 'shape'];
  for (const mode of failures) {
    it(`says 'An error occurred while fetching the article' on a ${mode} failure`, async () => {
      setFault('getArticle', mode);
      renderRoutes(routes, `/articles-new/${first.id}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred while fetching the article$/);
    });
  }

  it("shows the server's message when it sends one", async () => {
    server.use(http.get('*/site/get_article.php', () => HttpResponse.json({ message: 'Datenbank wird gewartet' }, { status: 503 })));
    renderRoutes(routes, `/articles-new/${first.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Datenbank wird gewartet$/);
  });

  it('shows the server message as text, never as HTML', async () => {
    server.use(http.get('*/site/get_article.php', () => HttpResponse.json({ message: '<img src=x onerror=alert(1)>' }, { status: 500 })));
    const view = renderRoutes(routes, `/articles-new/${first.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(view.container.querySelector('img[onerror]')).toBeNull();
  });
});
