import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { ThemeSwitcher } from '@/app/shell/theme-switcher';
import { THEME_KEY } from '@/lib/theme';
import { fakeDevice } from '../fake-device';
import { renderRoutes, renderWithProviders } from '../render';

const themeOnPage = () => document.documentElement.dataset.theme;
const pressed = () =>
  within(screen.getByRole('group', { name: 'Colour theme' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('aria-label'));

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('the colour theme switch', () => {
  it('offers light, dark and the device setting as toggle buttons; the device setting is pressed at first', () => {
    fakeDevice(false);
    renderWithProviders(<ThemeSwitcher />);
    const group = screen.getByRole('group', { name: 'Colour theme' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Light', 'Dark', 'As on this device']);
    expect(pressed()).toEqual(['As on this device']);
    // Each button says what it does to sighted mouse users too.
    expect(buttons.map((b) => b.getAttribute('title'))).toEqual(['Light', 'Dark', 'As on this device']);
  });

  it('a click applies and remembers the choice; "as on this device" forgets it', async () => {
    fakeDevice(false);
    const user = userEvent.setup();
    renderWithProviders(<ThemeSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(pressed()).toEqual(['Dark']);
    expect(themeOnPage()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'As on this device' }));
    expect(pressed()).toEqual(['As on this device']);
    expect(themeOnPage()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('works by keyboard: Tab reaches each button, Enter and Space press it', async () => {
    fakeDevice(true);
    const user = userEvent.setup();
    renderWithProviders(<ThemeSwitcher />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Light']);
    expect(themeOnPage()).toBe('light');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'As on this device' })).toHaveFocus();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['As on this device']);
    expect(themeOnPage()).toBe('dark');
  });

  it('shows the stored choice, and a choice made in another tab', () => {
    fakeDevice(false);
    localStorage.setItem(THEME_KEY, 'dark');
    renderWithProviders(<ThemeSwitcher />);
    expect(pressed()).toEqual(['Dark']);
    act(() => {
      localStorage.setItem(THEME_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(pressed()).toEqual(['Light']);
    expect(themeOnPage()).toBe('light');
  });

  it('follows the device while nothing is chosen', () => {
    const device = fakeDevice(false);
    renderWithProviders(<ThemeSwitcher />);
    act(() => device.set(true));
    expect(themeOnPage()).toBe('dark');
    expect(pressed()).toEqual(['As on this device']);
  });

  it('sits in the header of every page', async () => {
    fakeDevice(false);
    localStorage.setItem('consentGiven', 'true');
    renderRoutes(routes, '/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
  });
});
