import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { articleCards } from '@/features/articles/content/catalogue';
import { renderRoutes } from '../render';

/** Issue 15: the other-articles box on every grammar quiz page (spec 000 §2), hidden while no article existed. */
describe('the other-articles box', () => {
  it('lists five different Grammar articles on an A1 grammar page, each a link to its page', async () => {
    renderRoutes(routes, '/grammar/modal-sollen');
    const box = await screen.findByRole('complementary', { name: 'More articles' });
    const links = within(box).getAllByRole('link');
    expect(links).toHaveLength(5);
    const grammar = new Map(articleCards.filter((a) => a.type === 'Grammar').map((a) => [a.url, a.title.en]));
    const hrefs = links.map((l) => l.getAttribute('href') ?? '');
    expect(new Set(hrefs).size).toBe(5);
    for (const [i, href] of hrefs.entries()) expect(grammar.get(href), href).toBe(links[i]?.textContent);
  });

  it('is on the A2 lesson pages too, for visitors as well', async () => {
    renderRoutes(routes, '/grammar/a2/perfekt');
    const box = await screen.findByRole('complementary', { name: 'More articles' });
    expect(within(box).getAllByRole('link')).toHaveLength(5);
  });
});
