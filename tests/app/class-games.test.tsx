import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as ClassGamesPage } from '@/app/routes/class-games';
import { SCOREBOARD_KEY } from '@/features/class-games/components/use-scoreboard';
import animals from '@/features/words/content/topics/animals02';
import { renderWithProviders } from '../render';

type Word = (typeof animals.words)[number];
const german = (w: Word) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);
const points = (n: number) => within(screen.getByTestId(`team-${n}`)).getByText(/^Points of/).parentElement?.textContent;

async function openAnimals(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ClassGamesPage />);
  await user.selectOptions(await screen.findByLabelText('Words from'), screen.getByRole('option', { name: 'Animals 2' }));
  await screen.findByText(`Words in this set: ${animals.words.length}`);
}

/** The hangman word on screen, from its hint. */
async function currentWord(user: ReturnType<typeof userEvent.setup>): Promise<Word> {
  await user.click(screen.getByRole('button', { name: 'Hint: meaning' }));
  const meaning = screen.getByTestId('hangman-hint').textContent!.replace('Meaning: ', '');
  const word = animals.words.find((w) => w.tr.en === meaning);
  expect(word, meaning).toBeDefined();
  return word!;
}

describe('the class games page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hangman by typed keys: a solved word is a point for the team on turn, a lost word is none; the board is kept in sessionStorage', async () => {
    const user = userEvent.setup();
    await openAnimals(user);
    await user.clear(screen.getByLabelText('Name of team 1'));
    await user.type(screen.getByLabelText('Name of team 1'), 'Füchse');
    await user.click(screen.getByRole('button', { name: 'Start with the first word' }));
    const word = await currentWord(user);
    // Letters typed in a form field are not guesses.
    await user.type(screen.getByLabelText('Name of team 2'), 'q');
    expect(screen.getByTestId('hangman-wrong')).toHaveTextContent('Wrong letters: 0 of 8');
    await user.click(document.body);
    // The noun's article stands before the blanks; nothing of the word itself is shown yet.
    if (word.kind === 'noun') expect(screen.getByTestId('hangman-word')).toHaveTextContent(new RegExp(`^${word.article}`));
    await user.keyboard([...new Set(word.de.toLowerCase())].join(''));
    expect(screen.getByTestId('hangman-result')).toHaveTextContent('✓ Solved! Point for Füchse.');
    expect(points(1)).toMatch(/Points of Füchse:\s*1$/);
    expect(JSON.parse(window.sessionStorage.getItem(SCOREBOARD_KEY)!)).toEqual({
      teams: [
        { name: 'Füchse', score: 1 },
        { name: 'Team 2q', score: 0 },
      ],
      turn: 0,
    });

    // The next word is the other team's; eight wrong letters lose it.
    const next = screen.getByRole('button', { name: /^Next word – turn: Team 2q$/ });
    expect(next).toHaveFocus();
    await user.click(next);
    const second = await currentWord(user);
    expect(second).not.toBe(word);
    const wrong = [...'QXJYVCPFKWBDGHZMT'].filter((l) => !second.de.toUpperCase().includes(l)).slice(0, 8);
    for (const l of wrong) await user.click(screen.getByRole('button', { name: l }));
    expect(screen.getByTestId('hangman-result')).toHaveTextContent('✗ Not solved this time. The word was:');
    expect(screen.getByTestId('hangman-result').nextElementSibling).toHaveTextContent(`${german(second)} – ${second.tr.en}`);
    expect(points(2)).toMatch(/:\s*0$/);
    // Guessed letters are disabled buttons; the letter row is gone once the word is over.
    expect(screen.queryByRole('group', { name: 'Letters' })).toBeNull();
  });

  it('team quiz: four German options, the team on turn scores, the answer is marked by ✓ and ✗ as well as colour', async () => {
    const user = userEvent.setup();
    await openAnimals(user);
    await user.click(screen.getByRole('button', { name: 'Team quiz' }));
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 10 · Turn: Team 1' })).toBeInTheDocument();
    const asked = screen.getByTestId('quiz-meaning').textContent!.trim();
    const answer = animals.words.find((w) => w.tr.en === asked)!;
    const options = within(screen.getByRole('list', { name: /Question 1 of 10/ })).getAllByRole('button');
    expect(options).toHaveLength(4);
    const wrongOption = options.find((b) => b.textContent !== german(answer))!;
    await user.click(wrongOption);
    expect(screen.getByTestId('quiz-feedback')).toHaveTextContent(`✗ Not quite. The answer is ${german(answer)}`);
    expect(wrongOption).toHaveTextContent(/^✗ /);
    expect(screen.getByRole('button', { name: `✓ ${german(answer)}` })).toBeInTheDocument();
    expect(points(1)).toMatch(/:\s*0$/);
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 10 · Turn: Team 2' })).toHaveFocus();
    const asked2 = screen.getByTestId('quiz-meaning').textContent!.trim();
    await user.click(screen.getByRole('button', { name: german(animals.words.find((w) => w.tr.en === asked2)!) }));
    expect(points(2)).toMatch(/:\s*1$/);
  });

  it('scoreboard: 2–6 teams, + and − by button and key, never below 0; the random picker repeats nothing; the print sheet lists every word', async () => {
    window.sessionStorage.setItem(SCOREBOARD_KEY, '{"teams":"junk"}');
    const user = userEvent.setup();
    await openAnimals(user);
    expect(screen.getAllByLabelText(/^Name of team/)).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Number of teams'), '6');
    expect(screen.getAllByLabelText(/^Name of team/)).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'One point less for Team 3' }));
    expect(points(3)).toMatch(/:\s*0$/);
    await user.click(screen.getByRole('button', { name: 'One point more for Team 3' }));
    await user.keyboard('++-+');
    expect(points(3)).toMatch(/:\s*3$/);
    await user.click(screen.getByRole('button', { name: "Next team's turn" }));
    expect(within(screen.getByTestId('team-2')).getByText(/Their turn/)).toBeInTheDocument();

    const seen = new Set<string>();
    for (let i = 0; i < animals.words.length; i++) {
      await user.click(screen.getByRole('button', { name: 'Pick a word' }));
      seen.add(screen.getByTestId('picked-word').textContent!);
    }
    expect(seen.size).toBe(animals.words.length);
    expect(screen.getByText(`0 of ${animals.words.length} words still to come before the list starts again.`)).toBeInTheDocument();

    const sheet = screen.getByRole('table', { hidden: true });
    expect(within(sheet).getAllByRole('row', { hidden: true })).toHaveLength(animals.words.length + 1);
    expect(within(sheet).getByText(german(animals.words[0]!))).toHaveAttribute('lang', 'de');
  });
});
