import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

const NATIVE = ['English', 'Українська', 'Deutsch', 'Русский', 'Беларуская', 'Türkçe', 'Polski', 'Español'];
const TAGS = ['en', 'uk', 'de', 'ru', 'be', 'tr', 'pl', 'es'];

describe('/loc, the interface-language chooser', () => {
  it('lists the 8 languages by their own names, each in its own lang, with the current one marked', async () => {
    renderRoutes(routes, '/loc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your language' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose your language' });
    const options = within(list).getAllByRole('button');
    expect(options.map((b) => b.querySelector('span span')?.textContent)).toEqual(NATIVE);
    expect(options.map((b) => b.getAttribute('lang'))).toEqual(TAGS);
    // The current one, by attribute and by visible text (not colour alone); only that one.
    const current = options.filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('English');
    expect(current[0]).toHaveTextContent('✓ current language');
    // Other languages carry their name in the reader's language too.
    expect(options[1]).toHaveTextContent('Ukrainian');
    // No flags anywhere: no pictures, no regional-indicator emoji.
    expect(list.querySelector('img, svg')).toBeNull();
    expect(list.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('marks the saved language as current', async () => {
    useAppStore.getState().setLang('pl');
    renderRoutes(routes, '/loc');
    const polski = await screen.findByRole('button', { name: /Polski/ });
    expect(polski).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^English/ })).not.toHaveAttribute('aria-current');
  });

  it('switches the language with the store action the header uses and returns to ?from=', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/loc?from=%2Fimpressum%3Fa%3D1%23x');
    await user.click(await screen.findByRole('button', { name: /Українська/ }));
    expect(useAppStore.getState().curLang).toBe('ua');
    expect(localStorage.getItem('site-language')).toBe('ua');
    await waitFor(() => expect(router.state.location.pathname).toBe('/impressum'));
    expect(router.state.location.search).toBe('?a=1');
    expect(router.state.location.hash).toBe('#x');
    // /loc was replaced: Back does not land on the chooser again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns home when there is no ?from= or it points off the site', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/loc');
    await user.click(await screen.findByRole('button', { name: /Deutsch/ }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    const second = renderRoutes(routes, `/loc?from=${encodeURIComponent('//evil.example/x')}`);
    await user.click(await screen.findByRole('button', { name: /Türkçe/ }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(useAppStore.getState().curLang).toBe('tr');
  });

  it('is linked from the footer of every page, carrying the page to return to', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/impressum');
    const link = await screen.findByRole('link', { name: 'Choose language' });
    expect(link).toHaveAttribute('href', '/loc?from=%2Fimpressum');
    await user.click(link);
    await user.click(await screen.findByRole('button', { name: /Español/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/impressum'));
    expect(useAppStore.getState().curLang).toBe('es');
  });
});
