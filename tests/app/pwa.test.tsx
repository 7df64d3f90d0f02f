import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadAll, type OfflineJob } from '@/app/pwa/download';
import { OfflineLevel } from '@/app/pwa/offline-level';
import { usePwaStore } from '@/app/pwa/pwa-state';
import { UpdateBanner } from '@/app/pwa/update-banner';
import { isCacheableVisit } from '@/app/pwa/warm';
import { useAppStore } from '@/store/store';
import { wordLevelJobs } from '@/app/pwa/word-level-jobs';
import { grammarA1Jobs, grammarA2Jobs } from '@/app/pwa/grammar-level-jobs';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { entriesOfLevel } from '@/features/words/model/catalogue-kinds';
import { apiPattern, precachedFiles } from '../../scripts/pwa-config';

afterEach(() => usePwaStore.setState({ controlled: false, needRefresh: false, applyUpdate: null, dismissed: false }));

describe('the update banner', () => {
  it('shows nothing until a new version waits (and adds no second status region to the shell)', () => {
    const { container } = render(<UpdateBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a new version is ready; Reload applies it (only then), Later closes it', async () => {
    const applyUpdate = vi.fn();
    const user = userEvent.setup();
    render(<UpdateBanner />);
    act(() => usePwaStore.setState({ needRefresh: true, applyUpdate }));
    expect(await screen.findByRole('region', { name: 'A new version is ready' })).toHaveTextContent('A new version is ready');
    // Said once in the shell's one live region (by the banner's effect, which may run after the region shows).
    await waitFor(() => expect(useAppStore.getState().announcement.text).toBe('A new version is ready'));
    expect(applyUpdate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is ready')).toBeNull();
  });
});

describe('make this level available offline', () => {
  const job = (key: string, run: () => Promise<OfflineJob[] | void> = () => Promise.resolve()): OfflineJob => ({ key, run });

  it('is hidden while no service worker controls the page', () => {
    render(<OfflineLevel jobs={() => [job('a')]} />);
    expect(screen.queryByRole('button', { name: 'Make this level available offline' })).toBeNull();
  });

  it('loads every job with a labelled progress bar, then says it is done', async () => {
    usePwaStore.setState({ controlled: true });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const jobs = () => [job('topic', async () => {
      ran.push('topic');
      await gate;
      return [job('picture', () => Promise.resolve(void ran.push('picture')))];
    })];
    const user = userEvent.setup();
    render(<OfflineLevel jobs={jobs} />);
    await user.click(await screen.findByRole('button', { name: 'Make this level available offline' }));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading for offline use: 0 of 1' });
    expect(bar).toHaveAttribute('max', '1');
    release();
    expect(await screen.findByText('Done: this level works offline now.')).toBeVisible();
    expect(ran).toEqual(['topic', 'picture']);
  });

  it('says how many files failed and offers to try again', async () => {
    usePwaStore.setState({ controlled: true });
    let fail = true;
    const jobs = () => [job('ok'), job('flaky', () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()))];
    const user = userEvent.setup();
    render(<OfflineLevel jobs={jobs} />);
    await user.click(await screen.findByRole('button', { name: 'Make this level available offline' }));
    expect(await screen.findByText(/The download stopped: 1 of 2 files could not be fetched/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Done: this level works offline now.')).toBeVisible();
  });
});

describe('downloadAll', () => {
  it('runs each key once, counts jobs added on the way and failures', async () => {
    const runs: string[] = [];
    const make = (key: string, more: OfflineJob[] = [], fails = false): OfflineJob => ({
      key,
      run: () => {
        runs.push(key);
        return fails ? Promise.reject(new Error(key)) : Promise.resolve(more);
      },
    });
    const seen: number[] = [];
    const result = await downloadAll([make('a', [make('p1'), make('p2')]), make('b', [make('p1')]), make('c', [], true)], (p) => seen.push(p.done + p.failed), 2);
    expect(result).toEqual({ done: 4, failed: 1, total: 5 });
    expect(runs.sort()).toEqual(['a', 'b', 'c', 'p1', 'p2']);
    expect(seen.at(-1)).toBe(5);
  });
});

describe('what a level download fetches', () => {
  it('a word level: every topic of the level, its pictures once each, and the answer sounds', () => {
    const keys = wordLevelJobs('a1').map((j) => j.key);
    expect(keys).toContain('words:food02');
    for (const entry of entriesOfLevel(wordQuizzes, 'a2')) expect(keys).not.toContain(`words:${entry.id}`);
    expect(keys).toContain('/icons/noto/bread.svg');
    expect(keys).toContain('/sounds/success.wav');
  });

  it('a word topic job loads the chunk and returns its pictures', async () => {
    const food02 = wordLevelJobs('a1').find((j) => j.key === 'words:food02');
    const more = (await food02?.run()) ?? [];
    expect(more.length).toBeGreaterThan(0);
    expect(more.every((j) => /^\/icons\/noto\/[\w-]+\.svg$/.test(j.key))).toBe(true);
  });

  it('the grammar hubs: every A1 topic and every A2 lesson', async () => {
    expect(grammarA1Jobs().map((j) => j.key)).toContain('grammar:adjective-comparison');
    const a2 = grammarA2Jobs();
    expect(a2.filter((j) => j.key.startsWith('grammar-a2:'))).toHaveLength(16);
    await expect(a2[0]!.run()).resolves.toBeUndefined();
  });
});

describe('the service worker build settings', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared'], css: ['assets/index-1.css'] },
    _shared: { file: 'assets/shared-1.js' },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shared', '_card'] },
    _card: { file: 'assets/card-1.js' },
    'src/features/words/content/topics/food02.ts': { file: 'assets/food02-1.js', imports: ['_shared'] },
    'locales/en/common.json': { file: 'assets/i18n/en-common-1.js' },
  };

  it('precaches the shell and route chunks with their imports, not content or locale chunks', () => {
    expect([...precachedFiles(manifest)].sort()).toEqual(['assets/card-1.js', 'assets/home-1.js', 'assets/index-1.css', 'assets/index-1.js', 'assets/shared-1.js']);
  });

  it('matches the backend on this site or on another server', () => {
    expect(apiPattern('/api/').test('http://127.0.0.1:4204/api/login.php')).toBe(true);
    expect(apiPattern('/api/').test('http://127.0.0.1:4204/assets/api-1.js')).toBe(false);
    expect(apiPattern('https://backend.example.org/api').test('https://backend.example.org/api/login.php')).toBe(true);
  });

  it('re-fetches only the site’s own assets, pictures and sounds after the worker takes over', () => {
    expect(isCacheableVisit('http://x.test/assets/food02-1.js', 'http://x.test')).toBe(true);
    expect(isCacheableVisit('http://x.test/icons/noto/bread.svg', 'http://x.test')).toBe(true);
    expect(isCacheableVisit('http://x.test/api/login.php', 'http://x.test')).toBe(false);
    expect(isCacheableVisit('http://other.test/assets/a.js', 'http://x.test')).toBe(false);
  });
});
