import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildPhrase } from '@/components/quiz/build-phrase';
import { FillBlank } from '@/components/quiz/fill-blank';
import { Pronunciation } from '@/components/quiz/pronunciation';
import { i18n } from '@/i18n/i18n';
import { seeded } from '@/lib/random';
import { useAppStore } from '@/store/store';
import uaQuiz from '../../locales/ua/quiz.json';

const PHRASE = 'Wie geht es Ihnen?';
const WORDS = ['Wie', 'geht', 'es', 'Ihnen'];

function renderGame(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

function tiles(name = 'Words to choose from') {
  return within(screen.getByRole('list', { name })).getAllByRole('button');
}

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('build the phrase (shared game)', () => {
  function play(random = seeded(1)) {
    const onResult = vi.fn();
    const onNext = vi.fn();
    renderGame(<BuildPhrase phrase={PHRASE} translation="How are you?" onResult={onResult} onNext={onNext} random={random} />);
    return { onResult, onNext, user: userEvent.setup() };
  }

  it('shows the translation after 200 ms, and the label "Construct the phrase"', async () => {
    vi.useFakeTimers();
    play();
    expect(screen.getByText('Construct the phrase')).toBeInTheDocument();
    expect(screen.getByTestId('phrase-translation')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByTestId('phrase-translation')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('phrase-translation')).toHaveTextContent('How are you?');
  });

  it('is played by keyboard alone: Enter on a tile appends it and the focus moves on to the next free tile, then to Check', async () => {
    const { onResult, user } = play();
    const order = tiles().map((b) => b.textContent);
    // Bare words: the "?" is no part of a tile (issue 25), it stands at the end of the line.
    expect([...order].sort()).toEqual(['Ihnen', 'Wie', 'es', 'geht']);
    expect(order.join(' ')).not.toBe('Wie geht es Ihnen');
    // A new phrase starts with the focus on its first tile.
    expect(tiles()[0]).toHaveFocus();
    for (const word of WORDS) {
      // Tab or Shift+Tab along the free tiles to the wanted word, then Enter.
      const free = () => tiles().filter((b) => !b.hasAttribute('disabled'));
      const target = free().find((b) => b.textContent === word)!;
      for (let i = 0; i < 8 && document.activeElement !== target; i++) {
        const here = free().indexOf(document.activeElement as HTMLButtonElement);
        await user.tab({ shift: here > free().indexOf(target) });
      }
      expect(target).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(target).toBeDisabled();
      if (word === 'Wie') expect(screen.getByTestId('answer-line')).toHaveTextContent('Wie … ?');
    }
    expect(screen.getByTestId('answer-line')).toHaveTextContent(PHRASE);
    expect(screen.getByRole('button', { name: 'Check phrase' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Phrase' })).toHaveFocus();
  });

  it('moves the focus to the next free tile after a used one (Space works like Enter)', async () => {
    const { user } = play();
    const [first, second] = tiles();
    first!.focus();
    await user.keyboard(' ');
    expect(first).toBeDisabled();
    expect(second).toHaveFocus();
  });

  it('keeps used tiles in place (same order, greyed out) and Undo gives back the last word only', async () => {
    const { user } = play();
    const before = tiles().map((b) => b.textContent);
    await user.click(tiles()[2]!);
    await user.click(tiles()[0]!);
    expect(tiles().map((b) => b.textContent)).toEqual(before);
    expect(tiles()[0]).toBeDisabled();
    expect(tiles()[2]).toBeDisabled();
    expect(screen.getByTestId('answer-line')).toHaveTextContent(`${before[2]} ${before[0]}`);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('answer-line')).toHaveTextContent(before[2]!);
    expect(tiles()[0]).toBeEnabled();
    expect(tiles()[2]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('answer-line')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check phrase' })).toBeDisabled();
    // Undo became disabled: the focus went back to the tiles, not to the page.
    expect(tiles()[0]).toHaveFocus();
  });

  it('a wrong order says the spec message; the first answer counts, Repeat only tells right or wrong', async () => {
    const announce = vi.spyOn(useAppStore.getState(), 'announce');
    const { onResult, onNext, user } = play();
    for (const button of tiles()) await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Check phrase' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByText(`Incorrect! The correct phrase was "${PHRASE}".`)).toBeInTheDocument();
    expect(tiles().every((b) => b.hasAttribute('disabled'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(screen.getByTestId('answer-line')).toBeEmptyDOMElement();
    expect(tiles().every((b) => !b.hasAttribute('disabled'))).toBe(true);
    for (const word of WORDS) await user.click(tiles().find((b) => b.textContent === word)!);
    await user.click(screen.getByRole('button', { name: 'Check phrase' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('Correct!');
    await user.click(screen.getByRole('button', { name: 'Next Phrase' }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('puts the inner punctuation where the phrase has it: "Danke, danke schön!" from bare tiles (issue 25)', async () => {
    const onResult = vi.fn();
    renderGame(<BuildPhrase phrase="Danke, danke schön!" translation="Thanks a lot!" onResult={onResult} onNext={() => undefined} random={seeded(4)} />);
    const user = userEvent.setup();
    expect(tiles().map((b) => b.textContent).sort()).toEqual(['Danke', 'danke', 'schön']);
    for (const word of ['Danke', 'danke']) await user.click(tiles().find((b) => b.textContent === word && !b.hasAttribute('disabled'))!);
    expect(screen.getByTestId('answer-line')).toHaveTextContent('Danke, danke … !');
    await user.click(tiles().find((b) => b.textContent === 'schön')!);
    expect(screen.getByTestId('answer-line')).toHaveTextContent('Danke, danke schön!');
    await user.click(screen.getByRole('button', { name: 'Check phrase' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is case-sensitive (spec 001 §5)', async () => {
    const onResult = vi.fn();
    renderGame(<BuildPhrase phrase="Guten Tag" translation="Good day" onResult={onResult} onNext={() => undefined} random={seeded(2)} />);
    const user = userEvent.setup();
    // Both words in the wrong order: a different sentence, refused.
    for (const button of tiles()) await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Check phrase' }));
    expect(onResult).toHaveBeenCalledWith(false);
  });

  it('speaks in the interface language: the Ukrainian message', async () => {
    i18n.addResourceBundle('ua', 'quiz', uaQuiz);
    await i18n.changeLanguage('ua');
    const { user } = play();
    expect(screen.getByText('Складіть фразу')).toBeInTheDocument();
    for (const button of tiles('Слова на вибір')) await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Перевірити фразу' }));
    expect(screen.getByText(/^Неправильно! Правильна фраза була/)).toHaveTextContent(`«${PHRASE}»`);
  });
});

describe('fill the blank (shared game)', () => {
  function play(random: () => number) {
    const onResult = vi.fn();
    const onNext = vi.fn();
    renderGame(<FillBlank phrase={PHRASE} translation="How are you?" onResult={onResult} onNext={onNext} random={random} />);
    return { onResult, onNext, user: userEvent.setup() };
  }

  it('masks one word with the translation shown; the typed word counts regardless of case and punctuation', async () => {
    const { onResult, user } = play(() => 0.99);
    expect(screen.getByTestId('masked-phrase')).toHaveTextContent('Wie geht es ___?');
    expect(screen.getByText('How are you?')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), ' IHNEN! {Enter}');
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('a wrong word shows the right one; Repeat clears the field and does not record again', async () => {
    const { onResult, onNext, user } = play(() => 0);
    expect(screen.getByTestId('masked-phrase')).toHaveTextContent('___ geht es Ihnen?');
    await user.type(screen.getByLabelText('Your answer'), 'Was{Enter}');
    expect(screen.getByText('Incorrect! The correct word was Wie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
    expect(screen.getByLabelText('Your answer')).toHaveFocus();
    await user.type(screen.getByLabelText('Your answer'), 'wie{Enter}');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledExactlyOnceWith(false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});

describe('say it (shared game)', () => {
  it('accepts a close recognition result of a phrase and names the phrase when wrong', async () => {
    let instance: { onresult?: (e: unknown) => void; onend?: () => void } = {};
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
    const onResult = vi.fn();
    renderGame(<Pronunciation phrase={PHRASE} translation="How are you?" unit="phrase" onResult={onResult} onNext={() => undefined} />);
    expect(screen.getByText('Say the phrase in German')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start speaking' }));
    act(() => instance.onresult?.({ results: [[{ transcript: 'Hallo' }]] }));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByText(`Incorrect! The correct phrase was "${PHRASE}".`)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

// Issue 25 item 2: without a microphone "Say it" was a dead end (the raw code `not-allowed`, no Skip, focus lost).
describe('say it without a microphone', () => {
  /** A recognition that fails as the browser does when the microphone is refused or missing. */
  function failingRecognition(error: string) {
    let instance: { onerror?: (e: unknown) => void; onend?: () => void } = {};
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
    return () => {
      act(() => {
        instance.onerror?.({ error });
        instance.onend?.();
      });
    };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('keeps the focus on the game, explains a refused microphone in Ukrainian, and Skip counts as not answered', async () => {
    i18n.addResourceBundle('ua', 'quiz', uaQuiz);
    await i18n.changeLanguage('ua');
    const fail = failingRecognition('not-allowed');
    const onResult = vi.fn();
    const onNext = vi.fn();
    renderGame(<Pronunciation phrase={PHRASE} translation="Як справи?" unit="phrase" onResult={onResult} onNext={onNext} />);
    const start = screen.getByRole('button', { name: uaQuiz.startSpeaking });
    expect(start).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: uaQuiz.listening })).toHaveFocus();
    fail();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(uaQuiz.speechProblem.blocked);
    expect(within(alert).getByText(uaQuiz.speechProblem.blocked)).not.toHaveTextContent(/not-allowed/);
    expect(screen.getByRole('button', { name: uaQuiz.startSpeaking })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: uaQuiz.skip }));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByText(uaQuiz.skipped)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: uaQuiz.skip })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: uaQuiz.next });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalled();
  });

  it.each([
    ['audio-capture', 'No microphone was found.'],
    ['no-speech', 'Nothing was heard.'],
    ['network', 'Speech recognition needs an internet connection.'],
    ['aborted', 'Speech recognition did not work this time.'],
  ])('explains %s in words, with the browser message beside it', async (code, text) => {
    const fail = failingRecognition(code);
    renderGame(<Pronunciation phrase={PHRASE} onResult={() => undefined} onNext={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start speaking' }));
    fail();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveTextContent(`Browser message: ${code}`);
  });

  it('without speech recognition at all, says so and still offers Skip', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onResult = vi.fn();
    renderGame(<Pronunciation phrase={PHRASE} onResult={onResult} onNext={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start speaking' }));
    expect(alert).toHaveBeenCalledWith('Please use Google Chrome');
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot recognise speech.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
