import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerbRootQuiz } from '@/features/words/components/verb-root';
import machen from '@/features/words/content/verb-roots/machen';
import { useAppStore } from '@/store/store';
import { renderWithProviders } from '../render';

/** The sentence translation the quiz asks about, and the element it belongs to. */
function currentElement(quiz: HTMLElement) {
  const sentence = within(quiz).getAllByText((_, el) => el?.tagName === 'P' && el.classList.contains('text-xl'))[0]?.textContent ?? '';
  const element = machen.elements.find((e) => e.sentence_en === sentence);
  expect(element, sentence).toBeDefined();
  return element;
}

/** The German verbs the "Verbs with machen" list shows right now. */
function listedVerbs(): string[] {
  const list = screen.getByRole('region', { name: 'Verbs with machen' });
  return within(list)
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('span[lang="de"]')?.textContent ?? '');
}

describe('verb-root quiz on the quiz engine', () => {
  it('a keyboard pass with one mistake, then a pass with only the missed sentence', async () => {
    const onPass = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VerbRootQuiz set={machen} lang="en" onPass={onPass} />);
    const quiz = screen.getByRole('region', { name: 'Which verb fits?' });
    await user.click(within(quiz).getByRole('button', { name: 'Start the quiz' }));
    const answer = async (wrong: boolean) => {
      const element = currentElement(quiz);
      const options = within(quiz).getAllByRole('button').filter((b) => b.getAttribute('lang') === 'de');
      // Each new question puts the keyboard on its first option.
      expect(options[0]).toHaveFocus();
      const choice = options.find((o) => (wrong ? o.textContent !== element?.de : o.textContent === element?.de));
      expect(choice, 'option').toBeDefined();
      choice?.focus();
      await user.keyboard('{Enter}');
      expect(within(quiz).getByRole('button', { name: 'Next question' })).toHaveFocus();
      await user.keyboard('{Enter}');
    };
    for (let i = 0; i < machen.elements.length; i++) await answer(i === 0);
    expect(onPass).toHaveBeenLastCalledWith(1);
    expect(useAppStore.getState().quiz).toMatchObject({ round: 0, correct: 0, config: { length: 1 } });
    await answer(false);
    expect(onPass).toHaveBeenLastCalledWith(0);
    expect(within(quiz).getByRole('status')).toHaveTextContent('You found the verb of every sentence.');
  });

  it('the list shows every verb before the quiz, never the one asked during it, and all of them at the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VerbRootQuiz set={machen} lang="en" onPass={() => undefined} />);
    const all = machen.elements.map((e) => e.de);
    expect(listedVerbs()).toEqual(all);
    const quiz = screen.getByRole('region', { name: 'Which verb fits?' });
    await user.click(within(quiz).getByRole('button', { name: 'Start the quiz' }));
    const found: string[] = [];
    for (let i = 0; i < machen.elements.length; i++) {
      const element = currentElement(quiz);
      // Neither the asked verb nor its meaning or sentence is on the page outside the question.
      expect(listedVerbs()).not.toContain(element?.de);
      expect(listedVerbs()).toEqual(all.filter((verb) => found.includes(verb)));
      const list = screen.getByRole('region', { name: 'Verbs with machen' });
      expect(within(list).queryByText(element?.sentence ?? '')).toBeNull();
      expect(within(list).queryByText(element?.sentence_en ?? '')).toBeNull();
      await user.click(within(quiz).getByRole('button', { name: element?.de }));
      found.push(element?.de ?? '');
      await user.click(within(quiz).getByRole('button', { name: 'Next question' }));
    }
    expect(within(quiz).getByRole('status')).toHaveTextContent('You found the verb of every sentence.');
    expect(listedVerbs()).toEqual(all);
  });
});
