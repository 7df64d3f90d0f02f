import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { phraseParts } from '@/lib/phrase-answers';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { loadPhraseSet } from '@/features/phrases/content/load';
import type { PhraseSetContent } from '@/features/phrases/content/types';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/**
 * The phrasebook on the real route table and the real sets (whatever sets exist: nothing here
 * depends on their number). The games' rules are tested on fixed phrases in phrase-games.test.tsx.
 */
const first = phraseSets[0]!;

/** A speech synthesis that records what it was asked to say (jsdom has none). */
function fakeSpeech() {
  const spoken: { text: string; lang: string; rate: number }[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: () => undefined, getVoices: () => [], speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, rate: u.rate }) });
  return spoken;
}

/** The words the tiles show for a phrase (its punctuation stays on the answer line). */
const tilesOf = (phrase: string) => phraseParts(phrase).map((part) => part.core);

afterEach(() => vi.unstubAllGlobals());

describe('the /phrases hub', () => {
  it('shows every set as a card in its group, with stars from quiz_results and Premium badges', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ [`phrases-${first.id}_results`]: { build: [true, true, false], listen: [true, false, false] } }));
    useAppStore.getState().reloadResults();
    renderRoutes(routes, '/phrases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phrasebook' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: new RegExp(first.title.en) });
    expect(card).toHaveAttribute('href', `/phrases/${first.id}`);
    expect(within(card).getByText(first.descr.en)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    for (const set of phraseSets) expect(screen.getByRole('link', { name: new RegExp(set.title.en.replace(/[?]/g, '\\?')) })).toHaveAttribute('href', set.url);
    const premium = phraseSets.filter((s) => s.paywall).length;
    expect(screen.queryAllByText('Premium')).toHaveLength(premium);
    const groups = { social: 'Meeting people', everyday: 'Everyday life', travel: 'Travel and going out', feelings: 'Feelings and opinions', help: 'Help and emergencies' } as const;
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const present = (Object.keys(groups) as (keyof typeof groups)[]).filter((g) => phraseSets.some((s) => s.group === g)).map((g) => groups[g]);
    expect(headings.filter((h) => present.includes(h as never))).toEqual(present);
  });

  it('links the grammar phrase games to the grammar exercises, and the phrase reviews', async () => {
    useAppStore.getState().addPhraseReviews([{ review: 'Guten Tag!', translation: 'Hello!' }]);
    renderRoutes(routes, '/phrases');
    const grammar = (await screen.findByRole('heading', { name: 'Grammar phrase games' })).closest('section')!;
    expect(within(grammar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Question building 1', '/grammar/questions-1'],
      ['Question building 2', '/grammar/questions-2'],
      ['Formal and informal commands', '/grammar/imperative'],
      ['Order of sentence elements', '/grammar/word-order'],
    ]);
    expect(screen.getByRole('link', { name: 'Phrases to review (1)' })).toHaveAttribute('href', '/phrases/reviews');
  });

  it('joins the menu (Learn → Phrasebook), the footer (first 5 sets + Full Phrasebook) and the timer', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/phrases');
    await screen.findByRole('heading', { level: 1, name: 'Phrasebook' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Phrasebook', hidden: true })).toHaveAttribute('href', '/phrases');
    const footer = screen.getByRole('navigation', { name: 'Site links' });
    const column = (await within(footer).findByRole('heading', { name: 'Phrases' })).closest('section')!;
    // The footer loads its catalogues after the page (they sit below the fold).
    await waitFor(() => expect(within(column).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([...phraseSets.slice(0, 5).map((s) => s.url), '/phrases']));
    expect(within(column).getByRole('link', { name: 'Full Phrasebook' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Learning timer' }));
    const timer = (await screen.findByRole('heading', { name: 'Learning timer' })).closest('section')!;
    expect(within(timer).getByRole('link', { name: 'Phrasebook' })).toHaveAttribute('href', '/phrases');
  });
});

describe('a set page', () => {
  let set: PhraseSetContent;
  beforeEach(async () => {
    set = (await loadPhraseSet(first.id))!;
  });

  it('lists every phrase with its meaning; the speaker button and hover speak it in de-DE, slower with "Slow speech"', async () => {
    const spoken = fakeSpeech();
    const user = userEvent.setup();
    renderRoutes(routes, `/phrases/${first.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: first.title.en })).toBeInTheDocument();
    const list = within(screen.getByRole('main')).getByRole('heading', { name: 'Phrases' }).closest('section')!;
    for (const phrase of set.phrases) expect(within(list).getByText(phrase.de)).toHaveAttribute('lang', 'de');
    const phrase = set.phrases[1]!;
    await user.click(within(list).getByRole('button', { name: `Listen: ${phrase.de}` }));
    expect(spoken.at(-1)).toEqual({ text: phrase.de, lang: 'de-DE', rate: 1 });
    await user.click(screen.getByLabelText('Slow speech'));
    await user.click(within(list).getByRole('button', { name: `Listen: ${phrase.de}` }));
    expect(spoken.at(-1)).toEqual({ text: phrase.de, lang: 'de-DE', rate: 0.6 });
    await user.hover(within(list).getByText(set.phrases[0]!.de));
    expect(spoken.at(-1)?.text).toBe(set.phrases[0]!.de);
  });

  it('offers five games with their stars; "Say it" needs speech recognition', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ [`phrases-${first.id}_results`]: { fill: [true, false, false] } }));
    useAppStore.getState().reloadResults();
    renderRoutes(routes, `/phrases/${first.id}`);
    const games = (await screen.findByRole('heading', { name: 'Games' })).closest('section')!;
    expect(within(games).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Listen and choose', 'Choose the German', 'Fill the blank', 'Build the phrase', 'Say it']);
    const fill = within(games).getByRole('heading', { name: 'Fill the blank' }).closest('li')!;
    expect(within(fill).getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    expect(within(games).queryByRole('button', { name: 'Start: Say it' })).toBeNull();
    expect(within(games).getByText('This browser has no speech recognition. Please use Google Chrome.')).toBeInTheDocument();
  });

  it('a build-the-phrase round by keyboard: 10 phrases, a star for the set and game, the missed phrase saved on the device', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, `/phrases/${first.id}`);
    await screen.findByRole('heading', { level: 1, name: first.title.en });
    screen.getByRole('button', { name: 'Start: Build the phrase' }).focus();
    await user.keyboard('{Enter}');
    const asked = new Set<string>();
    let missed = '';
    for (let i = 0; i < 10; i++) {
      const round = (await screen.findByText(`Phrase ${i + 1} of 10`)).closest('section')!;
      const translation = await within(round).findByText((_, el) => el?.getAttribute('data-testid') === 'phrase-translation' && el.textContent !== '');
      // The phrase with this meaning whose words are the tiles (two phrases may share a meaning).
      const tiles = within(within(round).getByRole('list', { name: 'Words to choose from' })).getAllByRole('button').map((b) => b.textContent).sort().join(' ');
      const phrase = set.phrases.find((p) => p.tr.en === translation.textContent && tilesOf(p.de).sort().join(' ') === tiles)!;
      expect(phrase, translation.textContent ?? '').toBeDefined();
      expect(asked.has(phrase.de)).toBe(false);
      asked.add(phrase.de);
      // The tiles are the bare words: punctuation stays in place on the answer line (issue 25 item 10).
      const inOrder = tilesOf(phrase.de);
      const words = i === 0 ? [...inOrder].reverse() : [...inOrder];
      if (i === 0 && words.join(' ') === inOrder.join(' ')) words.push(words.shift()!);
      for (const word of words) {
        const free = () => within(within(round).getByRole('list', { name: 'Words to choose from' })).getAllByRole('button').filter((b) => !b.hasAttribute('disabled'));
        const target = free().find((b) => b.textContent === word)!;
        for (let k = 0; k < 12 && document.activeElement !== target; k++) await user.tab({ shift: free().indexOf(document.activeElement as HTMLButtonElement) > free().indexOf(target) });
        await user.keyboard('{Enter}');
      }
      expect(within(round).getByRole('button', { name: 'Check phrase' })).toHaveFocus();
      await user.keyboard('{Enter}');
      if (i === 0 && words.join(' ') !== inOrder.join(' ')) {
        missed = phrase.de;
        expect(within(round).getByText(`Incorrect! The correct phrase was "${phrase.de}".`)).toBeInTheDocument();
        // At once on the device's phrase reviews, not only at the end of the round.
        expect(useAppStore.getState().phraseReviews.map((r) => r.review)).toEqual([phrase.de]);
      } else expect(within(round).getByText('Correct!')).toBeInTheDocument();
      expect(within(round).getByRole('button', { name: i === 9 ? 'Show the result' : 'Next Phrase' })).toHaveFocus();
      await user.keyboard('{Enter}');
    }
    expect(await screen.findByRole('heading', { name: 'Result: Build the phrase' })).toHaveFocus();
    expect(screen.getByText(`Correct: ${missed ? 9 : 10} · Incorrect: ${missed ? 1 : 0}`)).toBeInTheDocument();
    expect(screen.getByText('Well done – you earned a star!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')[`phrases-${first.id}_results`]).toEqual({ build: [true, false, false] });
    expect(JSON.parse(localStorage.getItem('phraseReviews') ?? '[]')).toEqual(missed ? [{ review: missed, translation: set.phrases.find((p) => p.de === missed)!.tr.en }] : []);
  });

  // Issue 25 item 1: the games ran right under the full phrase list with its translations.
  it('hides the phrase list with its translations while a round runs; it comes back with the result and the games list', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, `/phrases/${first.id}`);
    await screen.findByRole('heading', { level: 1, name: first.title.en });
    const phrase = set.phrases[0]!;
    const list = () => within(screen.getByRole('main')).getByRole('heading', { name: 'Phrases' }).closest('section')!;
    expect(within(list()).getByText(phrase.de)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start: Choose the German' }));
    await screen.findByText('Phrase 1 of 10');
    expect(within(list()).queryByText(phrase.de)).not.toBeInTheDocument();
    expect(within(list()).queryByText(phrase.tr.en)).not.toBeInTheDocument();
    expect(within(list()).getByText(/The phrase list is hidden while a round runs/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(within(list()).getByText(phrase.de)).toBeInTheDocument();
  });

  it('an unknown set is the not-found page', async () => {
    renderRoutes(routes, '/phrases/no-such-set');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/phrases/reviews', () => {
  const items = ['Guten Morgen!', 'Wie geht es Ihnen?', 'Danke schön!', 'Bis morgen!', 'Entschuldigung!', 'Gute Nacht!'].map((review, i) => ({ review, translation: `meaning ${i + 1}` }));

  it('says there is nothing to practise when the list is empty', async () => {
    renderRoutes(routes, '/phrases/reviews');
    expect(await screen.findByText('Nothing to practise – phrases you miss in the phrase games appear here.')).toBeInTheDocument();
  });

  it('the overview: the count, the first five phrases, the answer mode and the time limit', async () => {
    useAppStore.getState().addPhraseReviews(items);
    renderRoutes(routes, '/phrases/reviews');
    expect(await screen.findByText('6 phrases to practise')).toBeInTheDocument();
    const list = screen.getByText('The first phrases:').nextElementSibling!;
    expect(within(list as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(items.slice(0, 5).map((i) => `${i.review} – ${i.translation}`));
    expect(screen.getByRole('radio', { name: 'building the phrase from its words' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time per attempt' })).toHaveValue('1');
  });

  it('typing: 15 correct repeats clear a phrase (punctuation and case aside); the last one ends with the congratulations', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    useAppStore.getState().addPhraseReviews([items[1]!]);
    const user = userEvent.setup();
    renderRoutes(routes, '/phrases/reviews');
    await user.click(await screen.findByRole('radio', { name: 'typing the phrase' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time per attempt' }), '0');
    await user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(screen.getByText('meaning 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('No time limit');
    for (let i = 0; i < 15; i++) {
      await user.type(screen.getByLabelText('The German phrase'), i === 0 ? 'wie geht es ihnen{Enter}' : 'Wie geht es Ihnen?{Enter}');
      if (i < 14) expect(screen.getByText(`Repeats: ${i + 1} of 15`)).toBeInTheDocument();
    }
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Congratulations! You've completed all reviews."));
    expect(useAppStore.getState().phraseReviews).toEqual([]);
    expect(JSON.parse(localStorage.getItem('phraseReviews') ?? '[]')).toEqual([]);
    expect(await screen.findByText('Nothing to practise – phrases you miss in the phrase games appear here.')).toBeInTheDocument();
  });

  it('building: a wrong order costs a life, three lost lives end in Game Over, Try Again goes back to the overview', async () => {
    useAppStore.getState().addPhraseReviews([items[1]!]);
    const user = userEvent.setup();
    renderRoutes(routes, '/phrases/reviews');
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(screen.getByText('Lives: 3')).toBeInTheDocument();
    for (let life = 3; life > 0; life--) {
      const tiles = within(screen.getByRole('list', { name: 'Words to choose from' })).getAllByRole('button');
      // The shuffled tiles in their shown order are never the phrase itself.
      for (const tile of tiles) await user.click(tile);
      await user.click(screen.getByRole('button', { name: 'Check phrase' }));
      if (life > 1) {
        expect(screen.getByText(`Lives: ${life - 1}`)).toBeInTheDocument();
        expect(screen.getByText('Incorrect! The correct phrase was "Wie geht es Ihnen?".')).toBeInTheDocument();
      }
    }
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Start review' })).toBeInTheDocument();
    expect(useAppStore.getState().phraseReviews).toHaveLength(1);
  });

  it('a time-out costs a life (30 s per attempt by default)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAppStore.getState().addPhraseReviews([items[0]!]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, '/phrases/reviews');
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Seconds left: 30');
    for (let i = 0; i < 30; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('Lives: 2')).toBeInTheDocument();
    expect(screen.getByRole('timer').closest('section')).toHaveTextContent('Time is up.');
    vi.useRealTimers();
  });
});
