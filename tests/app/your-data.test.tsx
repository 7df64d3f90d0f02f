import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { db, DEMO_USER, resultKey } from '@/mocks/db';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

const PAGE_LOAD = { timeout: 15_000 };

const fileText = (data: unknown) => JSON.stringify({ app: 'deutsch-lernen', version: 1, exportedAt: '2026-11-01T10:00:00.000Z', data });

const incoming = {
  quiz_results: { food01_results: { quiz1: [true, true, false] } },
  reviews: [
    { review: 'der Apfel', translation: 'apple' },
    { review: 'das Haus', translation: 'house' },
  ],
  phraseReviews: [{ review: 'Guten Morgen', translation: 'good morning' }],
  crosswordProgress: { 'crosswordProgress:3': { v: 1, width: 2, height: 1, letters: ['A', 'B'], revealed: [], seconds: 40, solved: true } },
  settings: { language: 'de', reviewTimeFactor: 2, gameChoices: { 'gameChoice:/games/anagrams': 'a2' } },
};

let blobs: Blob[] = [];

beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  HTMLAnchorElement.prototype.click = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

function seedDevice() {
  localStorage.setItem('quiz_results', JSON.stringify({ food01_results: { quiz1: [true, false, false] }, animals01_results: { sw: [true, true, true] } }));
  localStorage.setItem('reviews', JSON.stringify([{ review: 'der Apfel', translation: 'яблуко' }]));
  localStorage.setItem('crosswordProgress:3', JSON.stringify({ v: 1, width: 2, height: 1, letters: ['A', ''], revealed: [], seconds: 10, solved: false }));
  localStorage.setItem('reviewTimeFactor', '10');
  localStorage.setItem('gameChoice:/games/anagrams', 'a1');
  useAppStore.getState().reloadResults();
  useAppStore.getState().reloadReviews();
}

async function open(path = '/your-data') {
  const view = renderRoutes(routes, path);
  await screen.findByRole('button', { name: 'Download my progress' }, PAGE_LOAD);
  return { ...view, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, text: string, name = 'progress.json') {
  await user.upload(screen.getByLabelText('Progress file (.json)'), new File([text], name, { type: 'application/json' }));
}

const storageSnapshot = () => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]));

describe('Your data (issue 17)', () => {
  it('exports everything the device holds as one versioned file', async () => {
    seedDevice();
    useAppStore.getState().addPhraseReviews([{ review: 'Bis später', translation: 'see you' }]);
    const { user } = await open();
    const counts = screen.getByTestId('your-data-counts');
    expect(within(counts).getAllByRole('definition').map((d) => d.textContent)).toEqual(['4', '1', '1', '1']);
    await user.click(screen.getByRole('button', { name: 'Download my progress' }));
    expect(blobs).toHaveLength(1);
    const file = JSON.parse(await (blobs[0] as Blob).text()) as Record<string, unknown>;
    expect(file).toMatchObject({
      app: 'deutsch-lernen',
      version: 1,
      data: {
        quiz_results: { food01_results: { quiz1: [true, false, false] }, animals01_results: { sw: [true, true, true] } },
        reviews: [{ review: 'der Apfel', translation: 'яблуко' }],
        phraseReviews: [{ review: 'Bis später', translation: 'see you' }],
        crosswordProgress: { 'crosswordProgress:3': { letters: ['A', ''], solved: false } },
        settings: { reviewTimeFactor: 10, gameChoices: { 'gameChoice:/games/anagrams': 'a1' } },
      },
    });
    expect(typeof file.exportedAt).toBe('string');
    expect(await screen.findByText(/^Saved as deutsch-lernen-progress-\d{4}-\d\d-\d\d\.json\.$/)).toBeInTheDocument();
  });

  it('shows what a file adds before writing anything, then merges on "Import"', async () => {
    seedDevice();
    const { user } = await open();
    const before = storageSnapshot();
    await choose(user, fileText(incoming));
    const preview = await screen.findByRole('group', { name: 'What progress.json adds:' });
    const rows = within(preview).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['New stars: 1', 'New words to review: 1', 'New phrases to review: 1', 'Crosswords with more progress: 1']);
    expect(storageSnapshot()).toEqual(before);

    // Settings only when ticked.
    await user.click(within(preview).getByRole('checkbox', { name: /Also take the settings/ }));
    expect(within(preview).getByText('Settings changed').nextElementSibling?.textContent).toBe('3');
    await user.click(within(preview).getByRole('checkbox', { name: /Also take the settings/ }));
    await user.click(within(preview).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported. This browser now holds your progress from the file.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '')).toEqual({ food01_results: { quiz1: [true, true, false] }, animals01_results: { sw: [true, true, true] } });
    expect(useAppStore.getState().reviews.map((r) => r.review)).toEqual(['der Apfel', 'das Haus']);
    expect(useAppStore.getState().reviews[0]?.translation).toBe('яблуко');
    expect(JSON.parse(localStorage.getItem('phraseReviews') ?? '')).toEqual(incoming.phraseReviews);
    expect(JSON.parse(localStorage.getItem('crosswordProgress:3') ?? '')).toMatchObject({ letters: ['A', 'B'], solved: true });
    // Settings were not ticked: the device keeps its own.
    expect(localStorage.getItem('reviewTimeFactor')).toBe('10');
    expect(localStorage.getItem('gameChoice:/games/anagrams')).toBe('a1');
    expect(useAppStore.getState().curLang).toBe('en');

    // The same file again adds nothing.
    await choose(user, fileText(incoming));
    expect(await screen.findByText('This file holds no progress that this browser does not already have.')).toBeInTheDocument();
  });

  it('takes the settings when asked', async () => {
    seedDevice();
    const { user } = await open();
    await choose(user, fileText(incoming));
    const preview = await screen.findByRole('group', { name: 'What progress.json adds:' });
    await user.click(within(preview).getByRole('checkbox', { name: /Also take the settings/ }));
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(localStorage.getItem('reviewTimeFactor')).toBe('2'));
    expect(localStorage.getItem('gameChoice:/games/anagrams')).toBe('a2');
    expect(localStorage.getItem('site-language')).toBe('de');
  });

  it('Cancel writes nothing', async () => {
    seedDevice();
    const { user } = await open();
    const before = storageSnapshot();
    await choose(user, fileText(incoming));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'What progress.json adds:' })).not.toBeInTheDocument();
    expect(storageSnapshot()).toEqual(before);
  });

  it.each([
    ['not JSON', 'this is a holiday photo', 'This is not a progress file (it is not a JSON file). Nothing was changed.'],
    ['another app', JSON.stringify({ app: 'anki', version: 1, data: {} }), 'This file was not saved by this site\'s "Your data" page. Nothing was changed.'],
    ['a newer version', JSON.stringify({ app: 'deutsch-lernen', version: 9, data: {} }), 'This file was saved by a newer version of the site. Reload the page and try again. Nothing was changed.'],
    ['a wrong shape', fileText({ quiz_results: [1, 2, 3] }), 'This progress file is damaged or incomplete. Nothing was changed.'],
  ])('refuses %s with a message and writes nothing', async (_, text, message) => {
    seedDevice();
    const { user } = await open();
    const before = storageSnapshot();
    await choose(user, text);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(storageSnapshot()).toEqual(before);
  });

  it('accepts a file dropped on the box', async () => {
    await open();
    const drop = screen.getByTestId('your-data-drop');
    const file = new File([fileText(incoming)], 'dropped.json', { type: 'application/json' });
    fireEvent.drop(drop, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole('group', { name: 'What dropped.json adds:' })).toBeInTheDocument();
  });

  it('on the account page, a logged-in import sends the merged stars to the server', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    const { user } = await open('/account');
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    await choose(user, fileText({ quiz_results: { verbs07_results: { quiz2: [true, false, false] } } }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('You are logged in: the new stars are also being saved to your account.')).toBeInTheDocument();
    const demo = db.users.find((u) => u.email === DEMO_USER.email);
    await waitFor(() => expect(demo?.results.get(resultKey('verbs07', 'quiz2'))).toEqual([true, false, false]), PAGE_LOAD);
  });

  it('is linked from the footer', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/your-data');
  });
});
