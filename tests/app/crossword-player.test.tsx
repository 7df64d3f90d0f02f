import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { progressKey } from '@/features/crosswords/model/progress';
import { seedCrosswords } from '@/mocks/data/crosswords';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { TOUCH_QUERY } from '@/lib/use-media-query';
import { fakeMediaQueries } from '../fake-device';
import { renderRoutes } from '../render';

/** The crossword player on the real route table and the stand-in's six puzzles (issue 14). */
async function logIn() {
  const { token } = await login(DEMO_USER);
  useAppStore.getState().login(token);
}

afterEach(() => vi.restoreAllMocks());

const tiere = seedCrosswords[5]!;

/** The grid's cell inputs in reading order of a rendered puzzle. */
function cellInputs(): HTMLInputElement[] {
  return within(screen.getByRole('grid', { name: 'Crossword grid' })).getAllByRole('textbox') as HTMLInputElement[];
}
const cellAt = (row: number, col: number, width = tiere.width) => screen.getByRole('grid').querySelectorAll('[role=gridcell]')[row * width + col]?.querySelector('input') as HTMLInputElement;

describe('the crossword player /crosswords/game/<id>', () => {
  it('gives visitors the login prompt of the list, returning to the game', async () => {
    renderRoutes(routes, '/crosswords/game/6');
    const prompt = await screen.findByRole('link', { name: 'Please Login to continue' });
    expect(prompt).toHaveAttribute('href', '/login?redirect=%2Fcrosswords%2Fgame%2F6');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it("names the puzzle in the title and breadcrumb even for a visitor, never 'Crossword Game › Crossword Game' (issue 25)", async () => {
    renderRoutes(routes, '/crosswords/game/6');
    expect(await screen.findByRole('heading', { level: 1, name: tiere.title })).toBeInTheDocument();
    expect(screen.getByText('You need to log in to solve the crosswords.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${tiere.title} – `)));
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent?.replace(/[›/>]/g, '').trim());
    expect(trail).toEqual(['Main', 'Crossword Game', tiere.title]);
  });

  it('ends the trail once on the list while the puzzle is not known yet (no repeated crumb)', async () => {
    setFault('getCrosswords', 'slow', 60_000);
    renderRoutes(routes, '/crosswords/game/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossword Game' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent?.replace(/[›/>]/g, '').trim());
    expect(trail).toEqual(['Main', 'Crossword Game']);
  });

  it('speaks of keys on a keyboard and of taps on a touch screen, never of arrow keys or Tab there (issue 25)', async () => {
    await logIn();
    const view = renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    expect(screen.getByText(/Arrow keys move/)).toBeInTheDocument();
    view.unmount();
    fakeMediaQueries((query) => query === TOUCH_QUERY);
    renderRoutes(routes, '/crosswords/game/6');
    const grid = await screen.findByRole('grid');
    const howTo = document.getElementById(grid.getAttribute('aria-describedby') ?? '')!;
    expect(howTo).toHaveTextContent(/^Tap a cell/);
    expect(howTo.textContent).not.toMatch(/arrow|Tab|Space|Backspace/i);
  });

  it('a puzzle written with AE OE UE SS says so and offers no Ä Ö Ü ß keys; one with umlauts offers them (issue 25)', async () => {
    await logIn();
    const view = renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    expect(screen.getByText(/are written AE, OE, UE and SS/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Type Ä' })).toBeNull();
    view.unmount();
    const sized = { ...tiere, entries: [{ number: 1, row: 0, col: 0, direction: 'across', answer: 'BÄR', clue: 'Großes Tier mit Fell' }, { number: 2, row: 0, col: 2, direction: 'down', answer: 'RUß', clue: 'Schwarzer Staub' }], width: 3, height: 3 };
    server.use(http.get('*/site/get.php', ({ request }) => (new URL(request.url).searchParams.get('type') === 'crossword' ? HttpResponse.json(sized) : undefined)));
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    expect(screen.queryByText(/are written AE, OE, UE and SS/)).toBeNull();
    expect(screen.getByText(/Ä, Ö, Ü and ß take one cell each/)).toBeInTheDocument();
    for (const letter of ['Ä', 'Ö', 'Ü', 'ß']) expect(screen.getByRole('button', { name: `Type ${letter}` })).toBeInTheDocument();
  });

  it('shows the grid with roles, numbers and both clue lists', async () => {
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    expect(await screen.findByRole('heading', { level: 1, name: tiere.title })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Crossword grid' });
    expect(within(grid).getAllByRole('row')).toHaveLength(tiere.height);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(tiere.width * tiere.height);
    const open = new Set(tiere.entries.flatMap((e) => [...e.answer].map((_, i) => (e.direction === 'across' ? `${e.row},${e.col + i}` : `${e.row + i},${e.col}`))));
    expect(cellInputs()).toHaveLength(open.size);
    for (const input of cellInputs()) expect(input).toHaveAttribute('maxlength', '1');
    // The first cell of 3 across carries the clue; others say number, direction, position and letter.
    expect(cellAt(2, 3)).toHaveAccessibleName('3 across: Rosa Tier auf dem Bauernhof. letters: 7; 3 down: Langes Tier ohne Beine. letters: 8; empty');
    expect(cellAt(2, 4)).toHaveAccessibleName('3 across, letter 2 of 7; empty');
    expect(within(screen.getByRole('region', { name: 'Across' })).getAllByRole('listitem')).toHaveLength(tiere.entries.filter((e) => e.direction === 'across').length);
    expect(within(screen.getByRole('region', { name: 'Down' })).getAllByRole('listitem')).toHaveLength(tiere.entries.filter((e) => e.direction === 'down').length);
  });

  it('plays by keyboard: typing advances, Backspace, Space, Tab to the next clue and out at the end; check marks a wrong letter', async () => {
    const user = userEvent.setup();
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    await user.click(cellAt(2, 3)); // 3 across, SCHWEIN
    expect(screen.getByRole('button', { name: /Rosa Tier/ })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('schwx');
    expect([2, 3, 4, 5, 6].map((c) => cellAt(2, c + 1).value).join('')).toBe('SCHWX');
    expect(cellAt(2, 8)).toHaveFocus();
    await user.keyboard('{Backspace}'); // empty cell: back and clear the X
    expect(cellAt(2, 7).value).toBe('');
    expect(cellAt(2, 7)).toHaveFocus();
    await user.keyboard('q');
    await user.click(screen.getByRole('button', { name: 'Check word' }));
    expect(cellAt(2, 7)).toHaveAccessibleName(/; Q; wrong$/);
    expect(cellAt(2, 7)).toHaveAttribute('aria-invalid', 'true');
    expect(cellAt(2, 7).parentElement).toHaveClass('cw-wrong');
    expect(within(screen.getByRole('main')).getByText('Wrong letters: 1. They are crossed out.')).toBeInTheDocument();
    expect(screen.getByTestId('live-region')).toHaveTextContent('Wrong letters: 1. They are crossed out.');

    // Space switches direction at a crossing; Tab goes to the next clue's first cell.
    await user.click(cellAt(2, 3));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /Langes Tier ohne Beine/ })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Tab}');
    expect(cellAt(2, 7)).toHaveFocus(); // 4 down ELEFANT starts at (2,7)
    expect(screen.getByRole('button', { name: /Großes Tier mit Rüssel/ })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cellAt(2, 3)).toHaveFocus();
    // From the last clue Tab leaves the grid: no keyboard trap.
    await user.click(cellAt(8, 0)); // 11 down BAER, the last clue
    await user.keyboard(' ');
    await user.keyboard('{Tab}');
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);
  });

  it('takes letters from the input event (Android key code 229) and keeps ß as one letter', async () => {
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    const first = cellAt(0, 5); // 1 down KUH
    first.focus();
    fireEvent.keyDown(first, { key: 'Unidentified', keyCode: 229 });
    fireEvent.change(first, { target: { value: 'k' } });
    expect(cellAt(0, 5).value).toBe('K');
    expect(cellAt(1, 5)).toHaveFocus();
    fireEvent.change(cellAt(1, 5), { target: { value: 'ß' } });
    expect(cellAt(1, 5).value).toBe('ß');
    fireEvent.change(cellAt(2, 5), { target: { value: 'ẞ' } });
    expect(cellAt(2, 5).value).toBe('ß');
  });

  it('solves to the congratulation, saves progress and restores it', { timeout: 40_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await logIn();
    const view = renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    await user.click(cellAt(0, 5));
    await user.keyboard('KU');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(progressKey(6)) ?? '{}').letters[5]).toBe('K'));
    view.unmount();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    expect(cellAt(0, 5).value).toBe('K');
    expect(cellAt(1, 5).value).toBe('U');
    // Reveal everything, clue by clue.
    for (const entry of tiere.entries) {
      await user.click(screen.getByRole('button', { name: new RegExp(entry.clue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
      await user.click(screen.getByRole('button', { name: 'Reveal word' }));
    }
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(/Congratulations! You completed the crossword in \d+:\d\d\. Letters revealed: \d+\./));
    expect(screen.getByTestId('live-region')).toHaveTextContent(/^Congratulations! You completed the crossword/);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(progressKey(6)) ?? '{}').solved).toBe(true));
  });

  it('answers clue by clue in the list view, into the same letters as the grid', async () => {
    const user = userEvent.setup();
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'List of clues' }));
    const field = screen.getByRole('textbox', { name: '3 across: Rosa Tier auf dem Bauernhof (letters: 7)' });
    await user.type(field, 'schwe?n');
    await user.click(screen.getByRole('button', { name: 'Check puzzle' }));
    const down = screen.getByRole('textbox', { name: '3 down: Langes Tier ohne Beine (letters: 8)' });
    expect(down).toHaveValue('S???????');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(cellAt(2, 3).value).toBe('S');
    expect(cellAt(2, 8).value).toBe('');
    expect(cellAt(2, 9).value).toBe('N');
  });

  it('marks wrong answers in the list view by text, not only colour', async () => {
    const user = userEvent.setup();
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'List of clues' }));
    await user.type(screen.getByRole('textbox', { name: /^1 down/ }), 'kax');
    await user.click(screen.getByRole('button', { name: 'Check puzzle' }));
    expect(screen.getByRole('textbox', { name: /^1 down/ })).toHaveAccessibleDescription(/Wrong letters at positions 2, 3\.$/);
  });

  it('opens the dated address by the list’s date, and says "Crossword not found" for an unknown one', async () => {
    await logIn();
    const view = renderRoutes(routes, `/crosswords/game/${tiere.date}`);
    expect(await screen.findByRole('heading', { level: 1, name: tiere.title })).toBeInTheDocument();
    view.unmount();
    const other = renderRoutes(routes, '/crosswords/game/2020-01-05');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossword not found' })).toBeInTheDocument();
    other.unmount();
    renderRoutes(routes, '/crosswords/game/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossword not found' })).toBeInTheDocument();
  });

  it('says "Crossword not found" for an address that is no id or date, without calling the server', async () => {
    await logIn();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('type=crossword')) calls++;
    });
    renderRoutes(routes, '/crosswords/game/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossword not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All crosswords' })).toHaveAttribute('href', '/crosswords/');
    expect(calls).toBe(0);
  });

  it('shows a clear message for a puzzle whose answers do not fit its grid', async () => {
    await logIn();
    const broken = { ...tiere, id: '6', entries: [...tiere.entries, { number: 14, row: 11, col: 9, direction: 'across', answer: 'HUNDE', clue: 'Bellen' }] };
    server.use(http.get('*/site/get.php', ({ request }) => (new URL(request.url).searchParams.get('type') === 'crossword' ? HttpResponse.json(broken) : undefined)));
    renderRoutes(routes, '/crosswords/game/6');
    expect(await screen.findByRole('alert')).toHaveTextContent('This crossword cannot be shown: its answers do not fit its grid.');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  for (const mode of ['network', 'html500', 'truncated'] as const) {
    it(`says the crossword could not be loaded on a ${mode} failure, with a retry`, async () => {
      await logIn();
      setFault('getCrossword', mode);
      renderRoutes(routes, '/crosswords/game/6');
      expect(await screen.findByRole('alert')).toHaveTextContent('The crossword could not be loaded. Please try again.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  }

  it('hides and shows the timer', async () => {
    const user = userEvent.setup();
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d+:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('has a print sheet with the empty grid and every clue', async () => {
    await logIn();
    renderRoutes(routes, '/crosswords/game/6');
    await screen.findByRole('grid');
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet).toHaveClass('hidden', 'print:block');
    expect(sheet.querySelectorAll('td')).toHaveLength(tiere.width * tiere.height);
    expect(sheet.querySelectorAll('li')).toHaveLength(tiere.entries.length);
    expect(sheet.textContent).not.toContain('SCHWEIN');
  });
});
