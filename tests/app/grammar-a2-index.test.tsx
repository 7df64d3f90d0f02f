import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { DEMO_USER } from '@/mocks/db';
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

/** Spec 001 §2: "each section is a grid of exercise cards" (issue 26 item 6c). */
describe('/grammar/a2 sections: a grid of exercise cards each', () => {
  it('a visitor sees every lesson with its cards disabled and one Login to practice link', async () => {
    renderRoutes(routes, '/grammar/a2');
    await contentsLinks();
    const section = screen.getByRole('region', { name: /Präteritum/ });
    const cards = within(section).getAllByRole('listitem');
    // The whole list (rules first), then exercises of ten or more sentences: 30 → 3 × 10.
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Rules and practice', 'Exercise 1', 'Exercise 2', 'Exercise 3']);
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['30 practice sentences', 'Sentences 1–10', 'Sentences 11–20', 'Sentences 21–30']);
    const login = within(section).getByRole('link', { name: 'Login to practice' });
    for (const button of within(section).getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Login to practice');
    }
    expect(within(section).getByRole('button', { name: 'Start: Exercise 2 – Präteritum' })).toBeInTheDocument();
    expect(login).toHaveAttribute('href', expect.stringContaining('/login'));
    expect(screen.getAllByRole('link', { name: 'Login to practice' })).toHaveLength(16);
    for (const region of screen.getAllByRole('region')) {
      if (!region.id) continue;
      expect(within(region).getAllByRole('listitem').length, region.id).toBeGreaterThanOrEqual(4);
    }
  });

  it('a learner gets a link per card: the whole lesson and ?exercise=n', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    renderRoutes(routes, '/grammar/a2');
    await contentsLinks();
    const section = screen.getByRole('region', { name: /Modal/ });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/grammar/a2/modal-verbs', '/grammar/a2/modal-verbs?exercise=1', '/grammar/a2/modal-verbs?exercise=2', '/grammar/a2/modal-verbs?exercise=3']);
    expect(links[0]).toHaveAccessibleName(/^Start: Rules and practice – /);
    expect(within(section).queryByRole('link', { name: 'Login to practice' })).toBeNull();
  });

  it('a lesson opened at one exercise names it; a number past the last opens the whole lesson', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    const { unmount } = renderRoutes(routes, '/grammar/a2/modal-verbs?exercise=3');
    expect(await screen.findByText('Exercise 3 of 3: sentences 26–37', undefined, PAGE_LOAD)).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/grammar/a2/modal-verbs?exercise=4');
    expect(await screen.findByRole('button', { name: "Let's Practice!" }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/^Exercise \d of/)).toBeNull();
  });
});
