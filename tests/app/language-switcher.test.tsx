import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/app/shell/language-switcher';
import { useAppStore } from '@/store/store';
import { renderWithProviders } from '../render';

beforeEach(() => useAppStore.getState().setLang('en'));
afterEach(() => {
  useAppStore.getState().setLang('en');
  localStorage.clear();
});

/** What Chromium does for ArrowDown on a closed select: the key, then the next option is selected and `change` fires. */
function arrowDown(select: HTMLSelectElement) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  const next = select.options[select.selectedIndex + 1];
  if (next) fireEvent.change(select, { target: { value: next.value } });
}

// Issue 25 item 5, WCAG 3.2.2: tabbing through the header, a keyboard user landed on Spanish.
describe('the header language select changes the language on commit only', () => {
  it('arrow keys only move the choice; Enter applies it', () => {
    renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Interface language' });
    select.focus();
    arrowDown(select);
    arrowDown(select);
    expect(select.value).toBe('de');
    expect(useAppStore.getState().curLang).toBe('en');
    expect(localStorage.getItem('site-language')).toBe('en');
    expect(select).toHaveAccessibleDescription('Press Enter to switch to this language.');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(useAppStore.getState().curLang).toBe('de');
    expect(localStorage.getItem('site-language')).toBe('de');
  });

  it('leaving the select applies the choice; Escape goes back to the current language', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <button type="button">Next</button>
      </>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Interface language' });
    select.focus();
    arrowDown(select);
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select.value).toBe('en');
    arrowDown(select);
    expect(useAppStore.getState().curLang).toBe('en');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(useAppStore.getState().curLang).toBe('ua');
  });

  it('a pick with the mouse applies at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'tr');
    expect(useAppStore.getState().curLang).toBe('tr');
  });
});
