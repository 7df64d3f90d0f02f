import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toGameWord } from '@/app/game-sources';
import { Anagrams } from '@/features/games/anagrams/anagrams';
import { germanOf } from '@/features/games/model/game-word';
import animals from '@/features/words/content/topics/animals02';
import { seeded } from '@/lib/random';
import { renderWithProviders } from '../render';

const words = animals.words.map(toGameWord);
const sorted = (s: string) => [...s].sort().join('');

/** The word on screen, found from its tiles and its hint. */
async function currentWord(user: ReturnType<typeof userEvent.setup>) {
  const tiles = within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('button');
  const letters = tiles.map((b) => b.textContent ?? '').join('');
  await user.click(screen.getByRole('button', { name: 'Hint' }));
  const meaning = screen.getByTestId('anagram-hint').textContent?.replace('Meaning: ', '');
  const word = words.find((w) => w.tr.en === meaning && sorted(w.de.toLowerCase()) === sorted(letters));
  expect(word, `${letters} / ${meaning}`).toBeDefined();
  return { word: word!, tiles, letters };
}

/** A paragraph by its whole text (the German in it is its own element). */
const paragraph = (text: string) => screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === text);

const slotsText = () => screen.getByRole('list', { name: 'Your word' }).textContent;

describe('the anagram game screen', () => {
  it('typing, Backspace, a wrong order, a tap, giving up, and the result of a round', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="Somewhere else" />
        <Anagrams words={words} choice="animals02" lang="en" onDone={onDone} random={seeded(4)} />
      </>,
    );
    for (let n = 1; n <= 10; n++) {
      expect(screen.getByRole('heading', { name: `Word ${n} of 10` })).toBeInTheDocument();
      const { word, tiles, letters } = await currentWord(user);
      if (n === 1) {
        // Typing in a form field elsewhere places nothing.
        await user.click(screen.getByLabelText('Somewhere else'));
        await user.keyboard(word.de.charAt(0));
        expect(slotsText()).toBe('empty'.repeat(word.de.length));
        await user.click(document.body);
        // A wrong order fills the slots but is not counted; Backspace takes letters back.
        await user.keyboard(letters);
        expect(screen.getByText(/^Not this order/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Next word/ })).toBeNull();
        await user.keyboard('{Backspace}'.repeat(word.de.length));
        expect(tiles.every((t) => !(t as HTMLButtonElement).disabled)).toBe(true);
        // Capitals and umlauts typed as themselves; the noun shows its capital.
        await user.keyboard(word.de.toUpperCase());
        expect(slotsText()).toBe(word.de);
      } else if (n === 2) {
        // Tapping tiles: each goes into the next empty slot; a tap on a placed letter takes it back.
        const list = screen.getByRole('list', { name: 'Letters' });
        const free = (ch: string) => within(list).getAllByRole('button', { name: ch }).find((b) => !(b as HTMLButtonElement).disabled)!;
        await user.click(free(word.de.charAt(1).toLowerCase()));
        await user.click(screen.getByRole('button', { name: `Take back ${word.de.charAt(1).toUpperCase()}` }));
        for (const ch of word.de.toLowerCase()) await user.click(free(ch));
      } else if (n === 3) {
        await user.click(screen.getByRole('button', { name: 'Give up and show' }));
        expect(paragraph(`✗ Given up – the word is: ${germanOf(word)} – ${word.tr.en}`)).toBeInTheDocument();
        expect(slotsText()).toBe(word.de);
      } else {
        await user.keyboard(word.de);
      }
      if (n !== 3) expect(paragraph(`✓ Correct! ${germanOf(word)} – ${word.tr.en}`)).toBeInTheDocument();
      const next = screen.getByRole('button', { name: n === 10 ? 'Show the result' : 'Next word' });
      expect(next).toHaveFocus();
      expect(onDone).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
    }
    expect(onDone).toHaveBeenCalledTimes(1);
    const result = onDone.mock.calls[0]![0];
    expect(result).toMatchObject({ correct: 9, incorrect: 1, summary: 'Hints used: 10' });
    expect(result.missed).toHaveLength(1);
    expect(words.some((w) => germanOf(w) === result.missed[0].de && w.tr.en === result.missed[0].translation)).toBe(true);
  });
});
