import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { areaGroups, CLASS_GAMES_PATH, sumStars } from '@/features/home/areas';
import { entriesOfLevel } from '@/features/words/model/catalogue-kinds';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { registerRoutes } from '@/lib/route-registry';
import { useAppStore } from '@/store/store';
import en from '../../locales/en/home.json';
import { renderRoutes } from '../render';

const allAreas = areaGroups.flatMap((g) => g.areas);

async function renderHome() {
  registerRoutes(routes);
  renderRoutes(routes, '/');
  await screen.findByRole('heading', { level: 1, name: /Learn German online/ });
  return within(screen.getByRole('main'));
}

afterEach(() => registerRoutes(routes));

describe('home page', () => {
  it('shows every area of the site as a tile linking to its page', async () => {
    const main = await renderHome();
    expect(allAreas.map((a) => a.key)).toEqual(expect.arrayContaining(['wordsA1', 'wordsA2', 'wordsB1', 'grammarA1', 'grammarA2', 'phrases', 'articles', 'jobs', 'exams', 'videoLessons', 'tutors', 'games', 'quizzes', 'crosswords', 'worksheets', 'classGames']));
    for (const area of allAreas) {
      const link = main.getByRole('link', { name: en.areas[area.key].title });
      expect(link).toHaveAttribute('href', area.to);
      expect(within(link.closest('li') as HTMLElement).getByText(en.areas[area.key].text)).toBeInTheDocument();
      expect((link.closest('li') as HTMLElement).querySelector(`img[src="/icons/noto/${area.icon}.svg"]`)).not.toBeNull();
    }
    expect(allAreas.find((a) => a.key === 'classGames')?.to).toBe(CLASS_GAMES_PATH);
    // The account tile: Log in while logged out.
    expect(main.getByRole('link', { name: en.progress.login.title })).toHaveAttribute('href', paths.login);
  });

  it('says on the crosswords tile, before the tap, that solving needs a login (issue 25) — for visitors only', async () => {
    const main = await renderHome();
    const tile = main.getByRole('link', { name: en.areas.crosswords.title }).closest('li') as HTMLElement;
    expect(within(tile).getByText(en.areas.crosswords.login)).toBeInTheDocument();
  });

  it('groups the tiles under Learn, Play, For teachers and Your progress, headings in order', async () => {
    const main = await renderHome();
    const levels = main.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    const groups = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([en.groups.learn, en.groups.play, en.groups.teachers, en.groups.progress]);
  });

  it('shows no stars and no reviews while the learner has none', async () => {
    const main = await renderHome();
    expect(main.queryByText(/^Stars:/)).toBeNull();
    expect(main.queryByRole('link', { name: en.progress.wordReviews.title })).toBeNull();
    expect(main.queryByRole('link', { name: en.progress.phraseReviews.title })).toBeNull();
  });

  it("shows the learner's stars per area, summed over the area's topics, only where earned", async () => {
    useAppStore.setState({
      quizResults: {
        time01_results: { pictures: [true, true, false], typing: [true, false, false] },
        food01_results: { pictures: [true, true, true] },
        'game-anagrams_results': { easy: [true, false, false] },
      },
    });
    const main = await renderHome();
    const a1Total = entriesOfLevel(wordQuizzes, 'a1').length * 3;
    const a1 = main.getByRole('link', { name: en.areas.wordsA1.title }).closest('li') as HTMLElement;
    // Best of time01 (2) + food01 (3).
    expect(await within(a1).findByText(`Stars: 5 of ${a1Total}`)).toBeInTheDocument();
    const games = main.getByRole('link', { name: en.areas.games.title }).closest('li') as HTMLElement;
    expect(within(games).getByText(/^Stars: 1 of \d+$/)).toBeInTheDocument();
    const a2 = main.getByRole('link', { name: en.areas.wordsA2.title }).closest('li') as HTMLElement;
    expect(within(a2).queryByText(/^Stars:/)).toBeNull();
    const worksheets = main.getByRole('link', { name: en.areas.worksheets.title }).closest('li') as HTMLElement;
    expect(within(worksheets).queryByText(/^Stars:/)).toBeNull();
  });

  it('links to the word and phrase reviews with what is due', async () => {
    useAppStore.setState({
      reviews: [
        { review: 'der Apfel', translation: 'apple' },
        { review: 'die Birne', translation: 'pear' },
      ],
      phraseReviews: [{ review: 'Guten Tag!', translation: 'Hello!' }],
    });
    const main = await renderHome();
    const words = main.getByRole('link', { name: en.progress.wordReviews.title });
    expect(words).toHaveAttribute('href', paths.wordsReviews);
    expect(within(words.closest('li') as HTMLElement).getByText('Due now: 2')).toBeInTheDocument();
    const phrases = main.getByRole('link', { name: en.progress.phraseReviews.title });
    expect(phrases).toHaveAttribute('href', paths.phrasesReviews);
    expect(within(phrases.closest('li') as HTMLElement).getByText('Due now: 1')).toBeInTheDocument();
  });

  it('offers the account instead of the login when logged in', async () => {
    useAppStore.setState({ token: 'demo-token' });
    const main = await renderHome();
    expect(main.getByRole('link', { name: en.progress.account.title })).toHaveAttribute('href', paths.account);
    expect(main.queryByRole('link', { name: en.progress.login.title })).toBeNull();
  });
});

describe('sumStars', () => {
  it('adds the best stars of each topic and counts 3 per topic as the most', () => {
    const best: Record<string, number> = { a: 3, b: 1 };
    expect(sumStars(['a', 'b', 'c'], (t) => best[t] ?? 0)).toEqual({ earned: 4, total: 9 });
    expect(sumStars([], () => 3)).toEqual({ earned: 0, total: 0 });
  });
});
