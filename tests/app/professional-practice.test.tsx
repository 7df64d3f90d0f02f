import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { fakeMediaQueries } from '../fake-device';
import { renderRoutes } from '../render';

async function logIn() {
  const { token } = await login(DEMO_USER);
  useAppStore.getState().login(token);
}

type Entry = { Language: string; Translation: string };
const twoWords = (Type: number | string | null, translations: (en: string) => Entry[] = (en) => [{ Language: 'en', Translation: en }]) => ({
  success: true,
  message: '',
  Type,
  Words: [
    { ID: 1, Word: 'die Spritze', Translations: translations('syringe') },
    { ID: 2, Word: 'das Pflaster', Translations: translations('plaster') },
  ],
});

function answerWords(body: ReturnType<typeof twoWords>) {
  server.use(http.post('*/get_prof_words.php', () => HttpResponse.json(body)));
}

const startButtons = () => screen.getAllByRole('button', { name: /^Start:/ }).map((b) => b.getAttribute('aria-label'));

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the kind of words comes from the practice link, not from the answer’s quiz type (issue 9 §4)', () => {
  it('the section browser puts the subcategory’s type on the practice links', async () => {
    renderRoutes(routes, '/spec_vacabulary/job?sectionid=1');
    expect(await screen.findByRole('link', { name: /Im Krankenhaus – Nomen/ })).toHaveAttribute('href', '/prof_vacabulary/parctice/?subcategory=101&section=1&tag=job&type=Nouns');
    expect(screen.getByRole('link', { name: /Gespräche mit Patienten – Sätze/ })).toHaveAttribute('href', '/prof_vacabulary/parctice/?subcategory=104&section=1&tag=job&type=Phrases');
    expect(screen.getByRole('link', { name: /Zustand des Patienten – Adjektive/ })).toHaveAttribute('href', expect.stringMatching(/&type=Adjectives$/));
  });

  it('Type: 1 with type=Phrases on the link: the phrase games are offered', async () => {
    answerWords(twoWords(1));
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=104&section=1&tag=job&type=Phrases');
    await screen.findByText('die Spritze');
    expect(startButtons()).toEqual(expect.arrayContaining(['Start: Build the phrase', 'Start: Fill the empty field', 'Start: Flashcards']));
    expect(screen.queryByRole('button', { name: 'Start: Gender: der, die or das' })).toBeNull();
  });

  it('the link’s type wins over a word type in the answer', async () => {
    answerWords(twoWords('Phrases'));
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=101&type=Nouns');
    await screen.findByText('die Spritze');
    expect(screen.getByRole('button', { name: 'Start: Gender: der, die or das' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start: Build the phrase' })).toBeNull();
  });

  it('no type on the link: Type counts when it names a kind of words', async () => {
    answerWords(twoWords('Phrases'));
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=104');
    await screen.findByText('die Spritze');
    expect(screen.getByRole('button', { name: 'Start: Build the phrase' })).toBeInTheDocument();
  });

  it.each([[1], ['Quiz'], [null]])('no valid type on the link and Type %j: the games that fit every kind of words', async (Type) => {
    answerWords(twoWords(Type));
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=101&type=bogus');
    await screen.findByText('die Spritze');
    expect(startButtons()).toEqual([
      'Start: Flashcards',
      'Start: Flashcards (translation first)',
      'Start: Choose the translation',
      'Start: Write the German word',
      'Start: Write the English word',
      'Start: Pronunciation',
      'Start: Find the mistakes',
    ]);
  });
});

describe('the game state’s tag defaults to exam (spec 001 §9)', () => {
  it.each([
    ['', 'Preparation for Exams', '/spec_vacabulary/exam?sectionid=1'],
    ['&tag=other', 'Preparation for Exams', '/spec_vacabulary/exam?sectionid=1'],
    ['&tag=job', 'Vocabulary and phrases for Jobs', '/spec_vacabulary/job?sectionid=1'],
    ['&tag=exam', 'Preparation for Exams', '/spec_vacabulary/exam?sectionid=1'],
  ])('tag query %j: the breadcrumb leads to %s', async (tag, label, href) => {
    renderRoutes(routes, `/prof_vacabulary/parctice/?subcategory=101&section=1${tag}`);
    const crumbs = await screen.findByRole('navigation', { name: 'Vocabulary and Phrases' });
    expect(within(crumbs).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});

describe('word cards list every translation in the interface language (spec 001 §2)', () => {
  const entries = (en: string): Entry[] => [
    { Language: 'EN', Translation: en },
    { Language: 'De', Translation: `${en} (de)` },
    { Language: 'en', Translation: `${en}, medical` },
    { Language: 'ua', Translation: `${en} (ua)` },
  ];

  it.each([
    ['en', ['syringe', 'syringe, medical']],
    ['de', ['syringe (de)']],
    ['ua', ['syringe (ua)']],
  ] as const)('in %s', async (lang, expected) => {
    answerWords(twoWords('Nouns', entries));
    useAppStore.getState().setLang(lang);
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=101&type=Nouns');
    const word = await screen.findByText('die Spritze');
    const card = word.closest('li');
    expect(card).not.toBeNull();
    const bullets = within(card!).getAllByRole('listitem').map((li) => li.textContent);
    expect(bullets).toEqual(expected);
  });
});

describe('results page: try again (issue 10 §5)', () => {
  it("'Game Over' offers a focused 'Try again' that replays the same game with the same words", async () => {
    await logIn();
    answerWords(twoWords('Nouns'));
    const user = userEvent.setup();
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=42&type=Nouns');
    await user.click(await screen.findByRole('button', { name: 'Start: Flashcards' }));
    // The first word is forgotten (X), then every word is known (C): the game ends with a mistake.
    let key = 'x';
    while (!screen.queryByRole('heading', { name: 'Game Over' })) {
      await user.keyboard(' ');
      await screen.findByRole('button', { name: 'I know it (C)' }, { timeout: 3000 });
      await user.keyboard(key);
      key = 'c';
      await waitFor(() => expect(screen.queryByRole('button', { name: 'I know it (C)' })).toBeNull());
    }
    expect(screen.getByText('You did not pass the test. Would you like to try again?')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).toHaveAccessibleDescription('Game Over Correct: 2 · Incorrect: 1 You did not pass the test. Would you like to try again?');
    await user.keyboard('{Enter}');
    // The same game again, from the start, with the same two words.
    expect(await screen.findByRole('button', { name: 'Flip the card (Space)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Flashcards' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 words done')).toBeInTheDocument();
    expect(useAppStore.getState().quiz).toMatchObject({ correctWords: [], incorrectWords: [], round: 0 });
  });

  it('all correct: no try-again button, the results heading has focus', async () => {
    await logIn();
    answerWords(twoWords('Nouns'));
    const user = userEvent.setup();
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=42&type=Nouns');
    await user.click(await screen.findByRole('button', { name: 'Start: Flashcards' }));
    while (!screen.queryByRole('heading', { name: 'Results' })) {
      await user.keyboard(' ');
      await screen.findByRole('button', { name: 'I know it (C)' }, { timeout: 3000 });
      await user.keyboard('c');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'I know it (C)' })).toBeNull());
    }
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the time per word shows with the one timed game (issue 10 §8)', () => {
  it('sits with "find mistakes" in the chooser, not above the untimed games, and still applies', async () => {
    await logIn();
    answerWords(twoWords('Nouns'));
    const user = userEvent.setup();
    renderRoutes(routes, '/prof_vacabulary/parctice/?subcategory=42&type=Nouns');
    const chooser = await screen.findByRole('region', { name: 'Choose a study mode' });
    const setting = within(chooser).getByRole('combobox', { name: 'Find the mistakes: Time per word' });
    expect(screen.getAllByRole('combobox', { name: /Time per word/ })).toEqual([setting]);

    await user.click(screen.getByRole('button', { name: 'Start: Flashcards' }));
    await screen.findByRole('button', { name: 'Flip the card (Space)' });
    expect(screen.queryByRole('combobox', { name: /Time per word/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Back to the study modes/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Find the mistakes: Time per word' }), '60 s');
    await user.click(screen.getByRole('button', { name: 'Start: Find the mistakes' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Seconds left: 60');
    expect(screen.queryByRole('combobox', { name: /Time per word/ })).toBeNull();
  });
});

describe('tapping a section brings its topics into view (issue 10 §9)', () => {
  function layout(reducedMotion: boolean) {
    const scrolled: { heading: string; options: unknown }[] = [];
    // jsdom has no layout: the topics heading sits far below the screen, as on a phone.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.id === 'subcategories-title' ? 2000 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 300, height: 30 });
    });
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ heading: this.textContent ?? '', options });
    };
    fakeMediaQueries((query) => reducedMotion && query.includes('prefers-reduced-motion: reduce'));
    return scrolled;
  }

  it('scrolls the new topics heading into view and announces it', async () => {
    const scrolled = layout(false);
    const user = userEvent.setup();
    renderRoutes(routes, '/spec_vacabulary/job');
    await screen.findByRole('heading', { name: 'Topics in Pflege und Gesundheit' });
    expect(scrolled).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Elektrohandwerk/ }));
    expect(await screen.findByRole('heading', { name: 'Topics in Elektrohandwerk' })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual([{ heading: 'Topics in Elektrohandwerk', options: { block: 'start', behavior: 'smooth' } }]));
    expect(useAppStore.getState().announcement.text).toBe('Topics in Elektrohandwerk');
    expect(screen.getByTestId('live-region')).toHaveTextContent('Topics in Elektrohandwerk');
    // Tapping the section already shown brings its topics into view again.
    await user.click(screen.getByRole('button', { name: /Elektrohandwerk/ }));
    await waitFor(() => expect(scrolled).toHaveLength(2));
  });

  it('without smooth scrolling for reduced motion', async () => {
    const scrolled = layout(true);
    const user = userEvent.setup();
    renderRoutes(routes, '/spec_vacabulary/job');
    await user.click(await screen.findByRole('button', { name: /Lager und Logistik/ }));
    await waitFor(() => expect(scrolled).toEqual([{ heading: 'Topics in Lager und Logistik', options: { block: 'start', behavior: 'auto' } }]));
  });
});
