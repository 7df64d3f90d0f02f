import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GamePage } from '@/app/game-page';
import { loadGameWords, TOPICS_PER_LEVEL_CHOICE, wordChoices, wordLevelOf } from '@/app/game-sources';
import { routes } from '@/app/router';
import { GameFrame, type GamePlay } from '@/features/games/components/game-frame';
import { games } from '@/features/games/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { seeded } from '@/lib/random';
import { isPathBuilt } from './path-built';
import { useAppStore } from '@/store/store';
import { renderRoutes, renderWithProviders } from '../render';

const game = games[0]!;
const choices = [
  { key: 'one', label: 'Choice one', group: 'Level A1' },
  { key: 'two', label: 'Choice two', group: 'Level A2' },
];

/** A game that ends as the test says: the frame's contract without any real game's rules. */
function FakeGame({ play }: { play: GamePlay<string[]> }) {
  return (
    <div>
      <p>Playing {play.content.join(', ')} ({play.choice}, factor {play.timeFactor})</p>
      <button type="button" onClick={() => play.finish({ correct: 9, incorrect: 1, missed: [{ de: 'das Haus', translation: 'house' }] })}>
        Win
      </button>
      <button type="button" onClick={() => play.finish({ correct: 5, incorrect: 5, missed: [] })}>
        Lose
      </button>
    </div>
  );
}

function frame(props: Partial<Parameters<typeof GameFrame<string[]>>[0]> = {}) {
  const onFinished = vi.fn();
  const load = vi.fn((choice: string) => Promise.resolve([`words of ${choice}`]));
  renderWithProviders(
    <GameFrame<string[]> game={game} lang="en" rules={<p>The rules.</p>} choices={choices} load={load} starsOf={() => [true, false, false]} onFinished={onFinished} {...props}>
      {(play) => <FakeGame play={play} />}
    </GameFrame>,
  );
  return { onFinished, load };
}

beforeEach(() => {
  localStorage.clear();
  useAppStore.getState().reloadResults();
  useAppStore.getState().reloadReviews();
});

describe('the game frame', () => {
  it('starts with the rules, the choice and the stars, plays the chosen content and ends with the result', async () => {
    const user = userEvent.setup();
    const { onFinished, load } = frame({ timed: true });
    expect(screen.getByRole('heading', { level: 1, name: game.title.en })).toBeInTheDocument();
    expect(screen.getByText('The rules.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Words from' }), 'two');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time limit' }), '10');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Playing words of two (two, factor 10)')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('two');
    await user.click(screen.getByRole('button', { name: 'Win' }));
    const result = screen.getByRole('heading', { name: 'Result' });
    expect(result).toHaveFocus();
    expect(screen.getByText('9 right, 1 wrong')).toBeInTheDocument();
    expect(screen.getByText('Well done – you earned a star!')).toBeInTheDocument();
    expect(screen.getByText('das Haus')).toHaveAttribute('lang', 'de');
    expect(onFinished).toHaveBeenCalledWith('two', expect.objectContaining({ successful: true, correct: 9 }));
    // Play again loads the same choice afresh; the choice is remembered for the next visit.
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(await screen.findByText(/Playing words of two/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(`gameChoice:${game.url}`)).toBe('two');
    expect(localStorage.getItem('reviewTimeFactor')).toBe('10');
  });

  it('gives no star with 3 or more mistakes, and a game without a clock gets no time limit', async () => {
    const user = userEvent.setup();
    const { onFinished } = frame();
    expect(screen.queryByRole('combobox', { name: 'Time limit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Playing words of one (one, factor 0)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lose' }));
    expect(screen.getByText('Fewer than 3 mistakes earn a star. Try again!')).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledWith('one', expect.objectContaining({ successful: false }));
  });

  it('says clearly when the content cannot be loaded or is too small, and lets the learner choose again', async () => {
    const user = userEvent.setup();
    frame({ load: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be loaded. Please check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Back to the start' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('refuses a choice whose content is not enough for the game', async () => {
    const user = userEvent.setup();
    frame({ playable: (words) => words.length > 5 });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This choice has too few words for this game.');
    expect(screen.queryByText(/Playing/)).not.toBeInTheDocument();
  });
});

describe('a game page', () => {
  it('records the star under the game topic and the choice, and adds the missed words to the reviews', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <GamePage<string[]> url={game.url} rules={<p>Rules</p>} choices={choices} load={(c) => Promise.resolve([c])}>
        {(play) => <FakeGame play={play} />}
      </GamePage>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: 'Win' }));
    expect(useAppStore.getState().quizResults[`${game.topic}_results`]).toEqual({ one: [true, false, false] });
    expect(useAppStore.getState().reviews).toEqual([expect.objectContaining({ review: 'das Haus', translation: 'house' })]);
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')).toHaveProperty(`${game.topic}_results`);
  });

  // Issue 25 item 7: only vocabulary (a German word with its translation) goes to /words/reviews.
  it.each(['/games/numbers-game', '/games/say-time-game', '/games/say-date-game', '/map-game', '/games/map-quiz', '/games/sentences-puzzle', '/compliment-game'])(
    'keeps what %s reports as missed out of the word reviews, and does not say it was added',
    async (url) => {
      const user = userEvent.setup();
      renderWithProviders(
        <GamePage<string[]> url={url} rules={<p>Rules</p>} choices={choices} load={(c) => Promise.resolve([c])}>
          {(play) => <FakeGame play={play} />}
        </GamePage>,
      );
      await user.click(screen.getByRole('button', { name: 'Start' }));
      await user.click(await screen.findByRole('button', { name: 'Win' }));
      expect(screen.getByRole('heading', { name: 'Your mistakes' })).toBeInTheDocument();
      expect(screen.getByText('das Haus')).toBeInTheDocument();
      expect(screen.queryByText('They have been added to your reviews.')).not.toBeInTheDocument();
      expect(useAppStore.getState().reviews).toEqual([]);
      expect(localStorage.getItem('reviews')).toBeNull();
    },
  );

  it('keeps the answers of a quiz about Germany (its own catalogue card) out of the word reviews', async () => {
    const user = userEvent.setup();
    const quizGame = { img: 'x', url: '/quizzes/rivers', title: game.title, descr: game.descr, topic: 'germany-rivers', group: 'germany' as const };
    renderWithProviders(
      <GamePage<string[]> game={quizGame} rules={<p>Rules</p>} choices={choices} load={(c) => Promise.resolve([c])}>
        {(play) => <FakeGame play={play} />}
      </GamePage>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: 'Win' }));
    expect(useAppStore.getState().quizResults['germany-rivers_results']).toEqual({ one: [true, false, false] });
    expect(useAppStore.getState().reviews).toEqual([]);
  });

  it('marks exactly the word games as vocabulary', () => {
    expect(games.filter((g) => g.vocabulary).map((g) => g.topic).sort()).toEqual(
      ['game-anagrams', 'game-compound-words', 'game-laces', 'game-mouse', 'game-stock', 'game-word-match', 'game-words-puzzle'],
    );
  });
});

describe('the words of the word games', () => {
  it('offers every word topic and verb root, each level mixed first', () => {
    const list = wordChoices('en', { level: (l) => `all ${l}`, group: (l) => l.toUpperCase() });
    expect(list.filter((c) => c.key.startsWith('level-')).map((c) => c.key)).toEqual(['level-a1', 'level-a2', 'level-b1']);
    expect(list.filter((c) => !c.key.startsWith('level-')).map((c) => c.key).sort()).toEqual(wordQuizzes.map((e) => e.id).sort());
    expect(list[0]).toEqual({ key: 'level-a1', label: 'all a1', group: 'A1' });
    const a2only = wordChoices('de', { level: (l) => l, group: (l) => l }, ['a2']);
    expect(a2only.every((c) => c.group === 'a2')).toBe(true);
    expect(a2only.find((c) => c.key === wordQuizzes.find((e) => e.level === 'A2')!.id)?.label).toBe(wordQuizzes.find((e) => e.level === 'A2')!.descr.de);
  });

  it('offers only the noun topics to the article games, and mixes levels from them alone', async () => {
    const list = wordChoices('en', { level: (l) => l, group: (l) => l }, ['a1', 'a2'], 'nouns');
    const nounTopics = wordQuizzes.filter((e) => e.level === 'A' || e.level === 'A2').map((e) => e.id);
    expect(list.filter((c) => !c.key.startsWith('level-')).map((c) => c.key).sort()).toEqual([...nounTopics].sort());
    for (let seed = 1; seed <= 5; seed++) {
      const words = await loadGameWords('level-a1', seeded(seed), 'nouns');
      expect(words.filter((w) => w.kind === 'noun').length, `seed ${seed}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('loads a topic, a verb-root set and a level mix as game words', async () => {
    const nounTopic = wordQuizzes.find((e) => e.level === 'A')!;
    const words = await loadGameWords(nounTopic.id);
    expect(words.length).toBeGreaterThan(0);
    expect(words.some((w) => w.kind === 'noun' && (w.article === 'der' || w.article === 'die' || w.article === 'das'))).toBe(true);

    const root = wordQuizzes.find((e) => e.level === 'B')!;
    const roots = await loadGameWords(root.id);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((w) => w.kind === 'verb' && w.tr.en !== '' && w.tr.de !== '')).toBe(true);

    const mixed = await loadGameWords('level-a2', seeded(7));
    const a2sizes = await Promise.all(wordQuizzes.filter((e) => wordLevelOf(e) === 'a2').map(async (e) => (await loadGameWords(e.id)).length));
    expect(mixed.length).toBeGreaterThanOrEqual(Math.min(...a2sizes) * TOPICS_PER_LEVEL_CHOICE);
    expect(await loadGameWords('no-such-topic')).toEqual([]);
  });
});

describe('the /games hub', () => {
  it('shows every built game as a card with its stars, grouped, and no game that has no page yet', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ [`${game.topic}_results`]: { 'level-a1': [true, true, false] } }));
    useAppStore.getState().reloadResults();
    renderRoutes(routes, '/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Language games' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Language games'));
    for (const g of games) {
      const link = screen.queryByRole('link', { name: new RegExp(`^${g.title.en}`) });
      if (isPathBuilt(g.url)) {
        expect(link, g.url).toHaveAttribute('href', g.url);
        expect(within(link!.closest('li')!).getByText(g.descr.en)).toBeInTheDocument();
      } else {
        expect(link, g.url).toBeNull();
      }
    }
    if (isPathBuilt(game.url)) {
      const card = screen.getByRole('link', { name: new RegExp(`^${game.title.en}`) }).closest('li')!;
      expect(within(card).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    }
  });
});
