import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhraseGames } from '@/features/phrases/components/phrase-games';
import { PhraseRound, type PhraseRoundResult } from '@/features/phrases/components/phrase-round';
import type { Phrase } from '@/features/phrases/content/types';
import type { PhraseGame } from '@/features/phrases/model/games';
import { i18n } from '@/i18n/i18n';
import { canFillPhrase } from '@/lib/phrase-answers';
import { seeded } from '@/lib/random';
import { useAppStore } from '@/store/store';

/** Twelve fixed phrases: every game's rules on the engine, independent of the content. */
const tr = (en: string) => ({ en, ua: `ua ${en}`, de: `de ${en}`, ru: `ru ${en}`, be: `be ${en}`, tr: `tr ${en}`, pl: `pl ${en}`, es: `es ${en}` });
const phrases: Phrase[] = [
  ['Guten Morgen!', 'Good morning!'],
  ['Guten Abend!', 'Good evening!'],
  ['Wie geht es dir?', 'How are you?'],
  ['Danke schön!', 'Thank you very much!'],
  ['Bitte sehr.', 'You are welcome.'],
  ['Bis morgen!', 'See you tomorrow!'],
  ['Ich heiße Anna.', 'My name is Anna.'],
  ['Woher kommst du?', 'Where are you from?'],
  ['Ich komme aus Polen.', 'I come from Poland.'],
  ['Freut mich!', 'Nice to meet you!'],
  ['Tschüss!', 'Bye!'],
  ['Schönen Tag noch!', 'Have a nice day!'],
].map(([de, en]) => ({ de: de!, tr: tr(en!) }));
const byMeaning = new Map(phrases.map((p) => [p.tr.en, p]));

function playRound(game: PhraseGame, lang: 'en' | 'ua' = 'en') {
  const onMissed = vi.fn();
  const onFinished = vi.fn<(r: PhraseRoundResult) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <PhraseRound game={game} phrases={phrases} lang={lang} onMissed={onMissed} onFinished={onFinished} random={seeded(7)} />
    </I18nextProvider>,
  );
  return { onMissed, onFinished, user: userEvent.setup() };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** A speech synthesis that records what it says (jsdom has none). */
function fakeSpeech() {
  const spoken: { text: string; rate: number }[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: () => undefined, getVoices: () => [], speak: (u: Utterance) => spoken.push({ text: u.text, rate: u.rate }) });
  return spoken;
}

const round = () => screen.getByRole('heading', { name: /^Phrase \d+ of 10$/ }).closest('section')!;
const current = () => Number(/Phrase (\d+) of 10/.exec(round().textContent ?? '')?.[1]);

describe('phrase rounds on the engine', () => {
  it('listen and choose: the phrase is heard, not shown (the text on request); four meanings; 10 phrases without repetition', async () => {
    const spoken = fakeSpeech();
    const { onFinished, user } = playRound('listen');
    const asked = new Set<string>();
    for (let i = 0; i < 10; i++) {
      expect(current()).toBe(i + 1);
      const options = within(round()).getAllByRole('button').filter((b) => byMeaning.has(b.textContent ?? ''));
      expect(options).toHaveLength(4);
      // A keyboard learner starts on the first option.
      expect(options[0]).toHaveFocus();
      const german = () => round().querySelector('p[lang="de"]')?.textContent ?? '';
      expect(german()).toBe('');
      await user.click(within(round()).getByRole('button', { name: 'Show the text' }));
      const phrase = phrases.find((p) => p.de === german())!;
      expect(phrase).toBeDefined();
      // It was spoken when the question came; "Listen slowly" says it again, slower.
      expect(spoken.at(-1)).toEqual({ text: phrase.de, rate: 1 });
      await user.click(within(round()).getByRole('button', { name: 'Listen slowly' }));
      expect(spoken.at(-1)).toEqual({ text: phrase.de, rate: 0.6 });
      expect(asked.has(phrase.de)).toBe(false);
      asked.add(phrase.de);
      await user.click(options.find((o) => o.textContent === phrase.tr.en)!);
      expect(within(round()).getByText('Correct!')).toBeInTheDocument();
      await user.click(within(round()).getByRole('button', { name: i === 9 ? 'Show the result' : 'Next' }));
    }
    expect(onFinished.mock.calls[0]![0]).toMatchObject({ game: 'listen', successful: true, correct: 10, incorrect: 0, missed: [] });
  });

  it('choose the German: the meaning is shown, four German options; a wrong choice says the right one and goes to the reviews at once', async () => {
    const { onMissed, user } = playRound('choose');
    const meaning = within(round()).getByText((_, el) => el?.tagName === 'P' && byMeaning.has(el.textContent ?? ''));
    const phrase = byMeaning.get(meaning.textContent ?? '')!;
    const options = within(round()).getAllByRole('button').filter((b) => b.getAttribute('lang') === 'de');
    expect(options).toHaveLength(4);
    expect(options.map((o) => o.textContent)).toContain(phrase.de);
    const wrong = options.find((o) => o.textContent !== phrase.de)!;
    await user.click(wrong);
    // One feedback family for a wrong answer (issue 25): "Not quite." as in every other game of the site.
    expect(within(round()).getByText(`Not quite. The answer is: ${phrase.de}`)).toBeInTheDocument();
    expect(onMissed).toHaveBeenCalledExactlyOnceWith(phrase);
    expect(options.every((o) => o.hasAttribute('disabled'))).toBe(true);
    expect(useAppStore.getState().quiz).toMatchObject({ incorrect: 1, incorrectWords: [phrase.de], health: 60 });
  });

  it('fill the blank on the engine: the typed word, a star with fewer than 3 mistakes', async () => {
    const { onFinished, user } = playRound('fill');
    for (let i = 0; i < 10; i++) {
      const masked = within(round()).getByTestId('masked-phrase').textContent ?? '';
      // "Guten ___!" fits two phrases: the meaning shown tells which.
      const phrase = phrases.find((p) => new RegExp(`^${masked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('___', '(.+)')}$`).test(p.de) && within(round()).queryByText(p.tr.en))!;
      expect(canFillPhrase(phrase.de)).toBe(true);
      const missing = new RegExp(`^${masked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('___', '(.+)')}$`).exec(phrase.de)![1]!;
      await user.type(within(round()).getByLabelText('Your answer'), i < 2 ? 'falsch{Enter}' : `${missing}{Enter}`);
      await user.click(within(round()).getByRole('button', { name: i === 9 ? 'Show the result' : 'Next' }));
    }
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onFinished.mock.calls[0]![0]).toMatchObject({ game: 'fill', successful: true, correct: 8, incorrect: 2 });
    expect(onFinished.mock.calls[0]![0].missed).toHaveLength(2);
  });

  it('three mistakes: no star', async () => {
    const { onFinished, user } = playRound('choose');
    for (let i = 0; i < 10; i++) {
      const meaning = within(round()).getByText((_, el) => el?.tagName === 'P' && byMeaning.has(el.textContent ?? ''));
      const phrase = byMeaning.get(meaning.textContent ?? '')!;
      const options = within(round()).getAllByRole('button').filter((b) => b.getAttribute('lang') === 'de');
      await user.click(options.find((o) => (i < 3 ? o.textContent !== phrase.de : o.textContent === phrase.de))!);
      await user.click(within(round()).getByRole('button', { name: i === 9 ? 'Show the result' : 'Next' }));
    }
    expect(onFinished.mock.calls[0]![0]).toMatchObject({ successful: false, correct: 7, incorrect: 3 });
  });

  it('say it: recognition with the spec thresholds, the phrase and its meaning shown', async () => {
    let instance: { onresult?: (e: unknown) => void } = {};
    class FakeRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      onresult = null;
      onerror = null;
      onend = null;
      start() {
        instance = this as unknown as typeof instance;
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = playRound('say');
    const german = within(round()).getByText((_, el) => el?.tagName === 'P' && el.getAttribute('lang') === 'de' && phrases.some((p) => p.de === el.textContent));
    const phrase = phrases.find((p) => p.de === german.textContent)!;
    expect(within(round()).getByText(phrase.tr.en)).toBeInTheDocument();
    await user.click(within(round()).getByRole('button', { name: 'Start speaking' }));
    act(() => instance.onresult?.({ results: [[{ transcript: phrase.de.toLowerCase().replace(/[!?.]/g, '') }]] }));
    expect(within(round()).getByText('Correct!')).toBeInTheDocument();
    expect(useAppStore.getState().quiz).toMatchObject({ correct: 1, correctWords: [phrase.de] });
  });

  it('shows the meanings in the interface language', async () => {
    i18n.addResourceBundle('ua', 'phrases', (await import('../../locales/ua/phrases.json')).default);
    i18n.addResourceBundle('ua', 'quiz', (await import('../../locales/ua/quiz.json')).default);
    await i18n.changeLanguage('ua');
    playRound('choose', 'ua');
    expect(screen.getByRole('heading', { name: 'Фраза 1 з 10' })).toBeInTheDocument();
    expect(screen.getByText('Яка німецька фраза це означає?')).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('ua '))).toBeInTheDocument();
  });
});

describe('the games list', () => {
  it('records progress per game through the caller and goes back to the list', async () => {
    const onRoundFinished = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <PhraseGames phrases={phrases} lang="en" progress={{ build: [true, true, true] }} canRecognise reviewsLink={null} onMissed={() => undefined} onRoundFinished={onRoundFinished} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    expect(within(screen.getByRole('heading', { name: 'Build the phrase' }).closest('li')!).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start: Say it' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start: Choose the German' }));
    expect(screen.getByText('Phrase 1 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(screen.getByRole('button', { name: 'Start: Choose the German' })).toBeInTheDocument();
    expect(onRoundFinished).not.toHaveBeenCalled();
  });
});

describe('the hub cards', () => {
  it('show the Premium badge on paywalled sets only, in the interface language, grouped in the hub order', async () => {
    const { buildPhraseCatalogue } = await import('@/features/phrases/content/build-catalogue');
    const { PhraseHub } = await import('@/features/phrases/components/phrase-hub');
    const { MemoryRouter } = await import('react-router-dom');
    const set = (id: string, group: 'social' | 'help', paywall: boolean) => ({ id, title: tr(`title ${id}`), descr: tr(`descr ${id}`), img: 'waving-hand', paywall, group, phrases });
    const sets = buildPhraseCatalogue([set('emergency', 'help', true), set('greetings', 'social', false)]);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PhraseHub sets={sets} lang="ua" starsOf={(topic) => (topic === 'phrases-emergency' ? 3 : 0)} grammarGames={[]} reviews={{ to: '/phrases/reviews', count: 0 }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Meeting people', 'Help and emergencies', 'Grammar phrase games']);
    const paid = screen.getByRole('link', { name: /ua title emergency/ });
    expect(within(paid).getByText('Premium')).toBeInTheDocument();
    expect(within(paid).getByText('ua descr emergency')).toBeInTheDocument();
    expect(within(paid).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    // The picture is decorative beside the title (alt="").
    expect(paid.querySelector('img')).toHaveAttribute('src', '/icons/noto/waving-hand.svg');
    expect(paid.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(screen.getByRole('link', { name: /ua title greetings/ })).queryByText('Premium')).toBeNull();
  });
});
