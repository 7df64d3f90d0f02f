import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/** The lazy page (and, on a cold start, its modules' transform) can take seconds on a busy machine: wait for it, generously. */
const PAGE_LOAD = { timeout: 15_000 };
const contentsLinks = async () => within(await screen.findByRole('navigation', { name: 'Contents' }, PAGE_LOAD)).getAllByRole('link');

describe('/grammar/a2 lesson titles (issue 10 §4)', () => {
  it('are in the interface language: Ukrainian titles for a Ukrainian learner', async () => {
    useAppStore.getState().setLang('ua');
    renderRoutes(routes, '/grammar/a2');
    const links = await contentsLinks();
    expect(links).toHaveLength(16);
    expect(links[0]).toHaveTextContent('Непряма мова');
    expect(links[2]).toHaveTextContent('Минулий час Präteritum');
    expect(links[15]).toHaveTextContent('Частки');
    expect(screen.getByRole('heading', { level: 2, name: /Складні прийменники/ })).toBeInTheDocument();
    expect(screen.queryByText('Indirect Speech')).not.toBeInTheDocument();
  });

  it('stay exactly the spec\'s English titles in English', async () => {
    renderRoutes(routes, '/grammar/a2');
    const links = await contentsLinks();
    expect([links[0], links[3], links[15]].map((l) => l?.textContent)).toEqual(['Indirect Speech', 'Perfekt Tense', 'Particles']);
  });
});
