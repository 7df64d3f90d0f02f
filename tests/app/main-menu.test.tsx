import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_CLICK_GRACE_MS, MainMenu } from '@/app/shell/main-menu';
import { SUBMENU_CLOSE_DELAY_MS } from '@/app/shell/use-media-query';
import { fakeMediaQueries } from '../fake-device';
import { renderWithProviders } from '../render';

/** A desktop-wide window: the menu's groups open on hover there. */
const desktopWindow = () => fakeMediaQueries((query) => query.includes('min-width'));

describe('the main menu on a desktop', () => {
  let restore: ReturnType<typeof desktopWindow>;
  beforeEach(() => {
    restore = desktopWindow();
  });
  afterEach(() => restore.mockRestore());

  const group = () => screen.getByRole('button', { name: 'For Teachers' });
  const classGames = () => within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Class games' });

  it('a click right after the pointer opened a group by hovering keeps it open (the menu does not blink shut)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    // userEvent's click moves the pointer onto the button first: hover opens, then the click lands.
    await user.click(group());
    expect(group()).toHaveAttribute('aria-expanded', 'true');
    expect(classGames()).toBeVisible();
  });

  it('a later click on the open group closes it; the keyboard toggles as before', async () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_000);
    renderWithProviders(<MainMenu />);
    fireEvent.mouseEnter(group().closest('li')!);
    expect(group()).toHaveAttribute('aria-expanded', 'true');
    now.mockReturnValue(1_000 + HOVER_CLICK_GRACE_MS + 1);
    fireEvent.click(group());
    expect(group()).toHaveAttribute('aria-expanded', 'false');
    // Keyboard (no hover): Enter opens, Enter closes.
    fireEvent.click(group());
    expect(group()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(group());
    expect(group()).toHaveAttribute('aria-expanded', 'false');
    now.mockRestore();
  });

  it('still closes 100 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<MainMenu />);
      const item = group().closest('li')!;
      fireEvent.mouseEnter(item);
      fireEvent.mouseLeave(item);
      expect(group()).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
      expect(group()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
