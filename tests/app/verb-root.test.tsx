import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerbRootQuiz } from '@/features/words/components/verb-root';
import machen from '@/features/words/content/verb-roots/machen';
import { useAppStore } from '@/store/store';
import { renderWithProviders } from '../render';

describe('verb-root quiz on the quiz engine', () => {
  it('a keyboard pass with one mistake, then a pass with only the missed sentence', async () => {
    const onPass = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VerbRootQuiz set={machen} lang="en" onPass={onPass} />);
    const quiz = screen.getByRole('region', { name: 'Which verb fits?' });
    const answer = async (wrong: boolean) => {
      const sentence = within(quiz).getAllByText((_, el) => el?.tagName === 'P' && el.classList.contains('text-xl'))[0]?.textContent ?? '';
      const element = machen.elements.find((e) => e.sentence_en === sentence);
      expect(element, sentence).toBeDefined();
      const options = within(quiz).getAllByRole('button').filter((b) => b.getAttribute('lang') === 'de');
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
});
