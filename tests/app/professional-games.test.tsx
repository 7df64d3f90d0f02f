import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfWord } from '@/api/schemas';
import { Game } from '@/features/professional/components/games';
import type { ModeId } from '@/features/professional/model/modes';
import { i18n } from '@/i18n/i18n';
import { useAppStore } from '@/store/store';

const tr = (en: string, ua: string) => [
  { Language: 'EN', Translation: en },
  { Language: 'ua', Translation: ua },
];
const words: ProfWord[] = [
  { ID: 1, Word: 'die Spritze', Translations: tr('syringe', 'шприц') },
  { ID: 2, Word: 'der Verband', Translations: tr('bandage', 'пов’язка') },
  { ID: 3, Word: 'Blutdruck', Translations: tr('blood pressure', 'тиск') },
];

function play(mode: ModeId, word: ProfWord, secondsPerWord = 30) {
  const onResult = vi.fn();
  const onNext = vi.fn();
  // The practice page starts a session on the quiz engine; "find mistakes" is timed there.
  useAppStore.getState().dispatchQuiz({ type: 'start', config: { secondsPerItem: mode === 'findMistakes' ? secondsPerWord : Number.POSITIVE_INFINITY } });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Game mode={mode} word={word} words={words} lang="en" onResult={onResult} onNext={onNext} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onResult, onNext, user: userEvent.setup() };
}

afterEach(() => vi.useRealTimers());

describe('the nine games, one question each', () => {
  it('flashcards starting flipped show the translation first; X marks forgot', async () => {
    const { onResult, onNext, user } = play('flashcardsFlipped', words[0]!);
    expect(screen.getByRole('button', { name: 'Flip the card (Space)' })).toHaveTextContent('syringe');
    await user.keyboard(' ');
    await screen.findByRole('button', { name: 'I forgot (X)' });
    await user.keyboard('x');
    expect(onResult).toHaveBeenCalledWith(false);
    expect(onNext).toHaveBeenCalled();
  });

  it("gender: the first word is the article; 'Unknown' for a single word; 'Nope. Correct answer is …'", async () => {
    const { onResult, user } = play('gender', words[0]!);
    expect(screen.getByText('___ Spritze')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'der' }));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByText('Nope. Correct answer is die')).toBeInTheDocument();
  });

  it('gender with a single word expects Unknown', async () => {
    const { onResult, user } = play('gender', words[2]!);
    await user.click(screen.getByRole('button', { name: 'Unknown' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('choose translation offers the right one among up to 6', async () => {
    const { onResult, user } = play('chooseTranslation', words[1]!);
    const options = screen.getAllByRole('button').filter((b) => ['syringe', 'bandage', 'blood pressure'].includes(b.textContent ?? ''));
    expect(options.length).toBe(3);
    await user.click(screen.getByRole('button', { name: 'bandage' }));
    expect(onResult).toHaveBeenCalledWith(true);
  });

  it('write DE: trimmed, case-insensitive; wrong shows the correct word', async () => {
    const { onResult, user } = play('writeDe', words[0]!);
    await user.type(screen.getByLabelText('Your answer'), '  DIE spritze {Enter}');
    expect(onResult).toHaveBeenCalledWith(true);
  });

  it('write EN: the English translation; wrong → "Incorrect! The correct word was …"', async () => {
    const { onResult, user } = play('writeEn', words[1]!);
    expect(screen.getByText('der Verband')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'plaster{Enter}');
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByText('Incorrect! The correct word was bandage')).toBeInTheDocument();
  });

  it('find mistakes: the no-mistake claim by typing "bez oshibok"', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.95); // ≥ 0.8: the word is shown unchanged
    const first = play('findMistakes', words[0]!);
    expect(screen.getByText('die Spritze')).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Your answer'), 'bez oshibok{Enter}');
    expect(first.onResult).toHaveBeenCalledWith(true);
  });

  it('find mistakes: 30 s without an answer is wrong', async () => {
    vi.useFakeTimers();
    play('findMistakes', words[1]!);
    expect(screen.getByRole('timer')).toHaveTextContent('Seconds left: 30');
    for (let i = 0; i < 30; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(useAppStore.getState().quiz).toMatchObject({ incorrectWords: ['2'], last: 'timeout' });
    expect(screen.getByText('Time is up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("pronunciation: 'Please use Google Chrome' without speech recognition", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = play('pronunciation', words[0]!);
    await user.click(screen.getByRole('button', { name: 'Start speaking' }));
    expect(alert).toHaveBeenCalledWith('Please use Google Chrome');
  });

  it('pronunciation: a close enough recognition result is accepted; errors are shown as reported', async () => {
    let instance: { onresult?: (e: unknown) => void; onerror?: (e: unknown) => void; onend?: () => void; lang?: string } = {};
    class FakeRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        instance = this as unknown as typeof instance;
      }
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
    const { onResult, user } = play('pronunciation', words[0]!);
    await user.click(screen.getByRole('button', { name: 'Start speaking' }));
    expect(instance.lang).toBe('de-DE');
    act(() => instance.onerror?.({ error: 'no-speech' }));
    expect(screen.getByRole('alert')).toHaveTextContent('no-speech');
    act(() => instance.onresult?.({ results: [[{ transcript: 'die spritse' }]] }));
    expect(onResult).toHaveBeenCalledWith(true);
    delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  });
});
