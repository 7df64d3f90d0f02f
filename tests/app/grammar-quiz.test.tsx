import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrammarQuiz } from '@/features/grammar/components/grammar-quiz';
import type { QuizItem } from '@/features/grammar/model/quiz';
import { renderWithProviders } from '../render';

const tr = { ua: 'підказка', de: 'Hinweis', ru: 'подсказка', be: 'падказка', tr: 'ipucu', pl: 'wskazówka', es: 'pista' };
const forms = [
  'Darf - ich - hier - parken.',
  'Kommst - du - morgen - mit?',
  'Er - ist - müde, - aber - er - arbeitet.',
  'Wir - gehen - heute - ins Kino.',
  'Sie - liest - ein - Buch.',
  'Ich - trinke - gern - Kaffee.',
  'Das - Wetter - ist - schön!',
  'Wo - wohnst - du - jetzt?',
  'Meine - Schwester - spielt - Klavier.',
  'Der - Zug - kommt - pünktlich.',
  'Am - Abend - kochen - wir.',
  'Hast - du - einen - Hund?',
];
const items: QuizItem[] = forms.map((de, i) => ({ kind: 'part', de, en: `hint ${i}`, tr }));
const fullOf = (form: string) => form.split(' - ').join(' ');
const rules = [{ heading: 'Regel', paragraphs: Array.from({ length: 20 }, (_, i) => `Absatz ${i}`) }];

/** The sentence whose parts, with the blank filled, give `shown` back, and the missing words. */
function solve(shown: string): { full: string; answer: string } {
  const [before = '', after = ''] = shown.split('____');
  for (const form of forms) {
    const full = fullOf(form);
    if (full.startsWith(before) && full.endsWith(after) && full.length > before.length + after.length) {
      return { full, answer: full.slice(before.length, full.length - after.length) };
    }
  }
  throw new Error(`no sentence for ${shown}`);
}

// jsdom has no scrollIntoView: the test puts a spy there and takes it away again.
const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('grammar quiz round', () => {
  it('ten different sentences, punctuation outside the blank, the no-star hint, then focus on "Let\'s Practice!"', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const onRoundFinished = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GrammarQuiz rules={rules} rulesLang="de" items={items} onRoundFinished={onRoundFinished} />);
    await user.click(screen.getByRole('button', { name: "Let's Practice!" }));
    const asked: string[] = [];
    for (let i = 0; i < 10; i++) {
      expect(screen.getByText(`Question ${i + 1} of 10`)).toBeInTheDocument();
      const card = screen.getByRole('region', { name: 'Type the missing part' });
      const shown = within(card).getByText((_, el) => el?.tagName === 'P' && el.getAttribute('lang') === 'de').textContent ?? '';
      const { full, answer } = solve(shown);
      // The sentence keeps its final punctuation; the answer is the words alone.
      expect(shown.endsWith('____')).toBe(false);
      expect(shown.slice(-1)).toBe(full.slice(-1));
      expect(answer).not.toMatch(/[.,!?]$/);
      asked.push(full);
      // Three mistakes: no star.
      await user.type(screen.getByRole('textbox', { name: 'Missing part' }), `${i < 3 ? 'falsch' : answer}{Enter}`);
      expect(within(card).getByText(i < 3 ? /^Not quite/ : 'Correct!')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Next Question' }));
    }
    expect(new Set(asked).size).toBe(10);
    expect(onRoundFinished).toHaveBeenCalledWith(false);
    expect(screen.getByText('7 correct, 3 wrong')).toBeInTheDocument();
    expect(screen.getByText('Fewer than 3 mistakes earn a star. Try again!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Round!' }));
    const practice = screen.getByRole('button', { name: "Let's Practice!" });
    expect(practice).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(practice);
  });

  it('the rules page shown first does not take the focus', () => {
    renderWithProviders(<GrammarQuiz rules={rules} rulesLang="de" items={items} onRoundFinished={() => undefined} />);
    expect(screen.getByRole('button', { name: "Let's Practice!" })).not.toHaveFocus();
  });
});
