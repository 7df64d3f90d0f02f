import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/** A speech synthesis with the given voices that records what it says (jsdom has none). */
function fakeSpeech(voices: { lang: string }[]) {
  const spoken: { text: string; lang: string }[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: () => undefined, getVoices: () => voices, speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }), addEventListener: () => undefined, removeEventListener: () => undefined });
  return spoken;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useAppStore.getState().saveReviews([]);
});

describe('/today (issue 30)', () => {
  it('checks with the shared answer rules, suggests a rating, and schedules the card on Enter', async () => {
    fakeSpeech([]);
    useAppStore.getState().saveReviews([{ review: 'die Straße', translation: 'street' }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/today');
    expect(await screen.findByText('1 card left for today')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer in German'), 'die strasse{Enter}');
    expect(await screen.findByText('Correct – written: die Straße')).toBeInTheDocument();
    // No German voice on this device: no Listen button.
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
    const suggested = screen.getAllByRole('button').find((b) => b === document.activeElement);
    expect(suggested?.textContent).toMatch(/^(Easy|Good|Hard)back in/);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('today-empty')).toHaveTextContent('All of today’s reviews are done.');
    const stored = JSON.parse(localStorage.getItem('today') ?? '{}') as { cards: Record<string, { de: string; reps: number; tr: string }>; days: string[] };
    expect(stored.cards['word:die straße']).toMatchObject({ de: 'die Straße', tr: 'street', reps: 1 });
    expect(stored.days).toHaveLength(1);
    // The trainer's list is left as the spec keeps it.
    expect(useAppStore.getState().reviews).toEqual([{ review: 'die Straße', translation: 'street' }]);
  });

  it('offers German speech where the device has a German voice', async () => {
    const spoken = fakeSpeech([{ lang: 'en-US' }, { lang: 'de_DE' }]);
    useAppStore.getState().saveReviews([{ review: 'der Hund', translation: 'dog' }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/today');
    await user.type(await screen.findByLabelText('Your answer in German'), 'die Katze{Enter}');
    expect(await screen.findByText('Not quite. The answer: der Hund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Again/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(spoken).toEqual([{ text: 'der Hund', lang: 'de-DE' }]));
  });
});
