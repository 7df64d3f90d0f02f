import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articlesJobs, gamesJobs, phrasebookJobs } from '@/app/pwa/area-jobs';
import { usePwaStore } from '@/app/pwa/pwa-state';
import { routes } from '@/app/router';
import { RouteError } from '@/app/shell/route-error';
import { articleCards } from '@/features/articles/content/catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { renderRoutes } from '../render';

// Issue 25 item 3: "Make available offline" was offered only on the word levels and the grammar hubs.
afterEach(() => {
  usePwaStore.setState({ controlled: false });
  vi.unstubAllGlobals();
});

describe('make an area available offline', () => {
  it.each([
    ['/phrases', 'Make the phrasebook available offline'],
    ['/games', 'Make the games available offline'],
    ['/articles', 'Make the articles available offline'],
  ])('%s offers it while a service worker controls the page', async (path, name) => {
    usePwaStore.setState({ controlled: true });
    renderRoutes(routes, path);
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });

  it('is not offered without a service worker', async () => {
    renderRoutes(routes, '/phrases');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /available offline/ })).toBeNull();
  });

  it('the phrasebook: every set, its pictures and the sounds; a set job loads its chunk', async () => {
    const jobs = phrasebookJobs();
    const keys = jobs.map((j) => j.key);
    for (const set of phraseSets) expect(keys).toContain(`phrases:${set.id}`);
    expect(keys).toContain(`/icons/noto/${phraseSets[0]!.img}.svg`);
    expect(keys).toContain('/sounds/success.wav');
    await expect(jobs[0]!.run()).resolves.toBeUndefined();
  });

  it('the games: their pictures and content, and the words of every level', async () => {
    const jobs = gamesJobs();
    const keys = jobs.map((j) => j.key);
    expect(keys).toEqual(expect.arrayContaining(['vanishing:a1', 'compounds:B1', 'sentences:a2', 'compliments', 'states', 'words:food02', '/icons/noto/input-latin-letters.svg']));
    for (const key of ['vanishing:b1', 'compounds:A1', 'sentences:a1', 'compliments', 'states']) await expect(jobs.find((j) => j.key === key)!.run()).resolves.toBeUndefined();
  });

  it('the articles: every body, the descriptions in the learner’s language, the pictures', async () => {
    const jobs = articlesJobs('tr');
    const keys = jobs.map((j) => j.key);
    expect(keys).toContain('article-descriptions:tr');
    expect(keys.filter((k) => k.startsWith('article:'))).toHaveLength(articleCards.length);
    await expect(jobs.find((j) => j.key.startsWith('article:'))!.run()).resolves.toBeUndefined();
  });
});

describe('the home page says what is available offline', () => {
  it('links every page that saves a level or an area, and says what needs a connection', async () => {
    usePwaStore.setState({ controlled: true });
    renderRoutes(routes, '/');
    const note = (await screen.findByRole('heading', { name: 'Available offline' })).closest('section')!;
    expect(within(note).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/words/a1', '/words/a2', '/words/b1', '/grammar', '/grammar/a2', '/phrases', '/games', '/articles']);
    expect(note).toHaveTextContent('crosswords, video lessons');
  });

  it('says nothing about it without a service worker', async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Available offline' })).toBeNull();
  });
});

describe('a part of the app that cannot be downloaded', () => {
  /** A page whose chunk (here: its loader) fails as a dynamic import does offline. */
  const failing = (error: unknown) => [{ path: '/', errorElement: <RouteError />, loader: () => Promise.reject(error), Component: () => null }];

  it('offline: the localised offline message with ways back, not "Unexpected Application Error!"', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderRoutes(failing(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/phrase-set-x.js')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('You are offline — this needs a connection');
    expect(alert).toHaveTextContent('This page has not been saved on this device.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).toBeNull();
  });

  it('online: "This page could not be loaded" with Try again', async () => {
    renderRoutes(failing(new TypeError('Importing a module script failed.')));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a real error keeps the spec’s error screen with its message', async () => {
    renderRoutes(failing(new Error('Cannot read properties of undefined')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
  });
});
