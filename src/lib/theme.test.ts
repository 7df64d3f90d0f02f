import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../../tests/fake-device';
import { applyTheme, chooseTheme, currentTheme, parseThemeChoice, resolveTheme, subscribeTheme, THEME_COLORS, THEME_KEY, type ThemeChoice } from './theme';

const themeOnPage = () => document.documentElement.dataset.theme;
const barColours = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#2f7d3a" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)">';
  delete document.documentElement.dataset.theme;
});
afterEach(() => {
  document.head.innerHTML = '';
  delete document.documentElement.dataset.theme;
});

describe('the theme choice', () => {
  it('reads only "light" and "dark" as explicit choices; anything else follows the device', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const junk of [null, '', 'system', 'Dark', '"dark"', 'auto', 'true']) expect(parseThemeChoice(junk)).toBe('system');
  });

  it('an explicit choice wins over the device; "system" takes the device\'s scheme', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('light', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('stored choice + device → the theme on the page', () => {
    fakeDevice(true);
    expect(currentTheme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light');
    expect(currentTheme()).toBe('light');
    localStorage.setItem(THEME_KEY, 'nonsense');
    expect(currentTheme()).toBe('dark');
  });

  it('applying a theme sets data-theme on <html> and the browser bar colour', () => {
    applyTheme('dark');
    expect(themeOnPage()).toBe('dark');
    expect(barColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyTheme('light');
    expect(themeOnPage()).toBe('light');
    expect(barColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it('choosing remembers light or dark, and "system" forgets the choice', () => {
    fakeDevice(false);
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(themeOnPage()).toBe('dark');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(themeOnPage()).toBe('light');
  });

  it('a choice still changes the page when the device refuses to store it', () => {
    fakeDevice(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseTheme('dark');
    expect(themeOnPage()).toBe('dark');
  });

  it('follows the device while the choice is "system", a choice made in another tab, and stops when unsubscribed', () => {
    const device = fakeDevice(false);
    const onChange = vi.fn();
    const stop = subscribeTheme(onChange);
    device.set(true);
    expect(themeOnPage()).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);

    // Another tab chose light: the storage event carries it here.
    localStorage.setItem(THEME_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    expect(themeOnPage()).toBe('light');
    // An explicit choice is not overridden by the device.
    device.set(false);
    device.set(true);
    expect(themeOnPage()).toBe('light');
    // Other keys do not matter.
    const calls = onChange.mock.calls.length;
    window.dispatchEvent(new StorageEvent('storage', { key: 'quiz_results' }));
    expect(onChange).toHaveBeenCalledTimes(calls);

    stop();
    expect(device.listenerCount()).toBe(0);
    localStorage.removeItem(THEME_KEY);
    device.set(false);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });
});

describe("index.html's inline script (the theme before the first paint)", () => {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  // <head> holds two inline scripts (the language guard of prerendered pages, then the theme).
  const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((code) => code.includes('data-theme')) ?? '';

  it('sits in <head> before any stylesheet or module script', () => {
    expect(inline).toContain("setAttribute('data-theme'");
    const at = head.indexOf(inline);
    expect(head.indexOf('<link rel="stylesheet"')).toSatisfy((i: number) => i === -1 || i > at);
    expect(head.indexOf('<script type="module"')).toSatisfy((i: number) => i === -1 || i > at);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(at);
  });

  it('keeps the bar colours of src/lib/theme.ts', () => {
    expect(head).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />`);
    expect(head).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`);
    expect(inline).toContain(`'${THEME_COLORS.dark}'`);
    expect(inline).toContain(`'${THEME_COLORS.light}'`);
  });

  const stored: (string | null)[] = [null, 'light', 'dark', 'system', 'junk'];
  for (const value of stored) {
    for (const dark of [false, true]) {
      it(`applies what resolveTheme says: stored ${String(value)}, ${dark ? 'dark' : 'light'} device`, () => {
        fakeDevice(dark);
        if (value !== null) localStorage.setItem(THEME_KEY, value);
        new Function(inline)();
        const expected = resolveTheme(parseThemeChoice(value), dark);
        expect(themeOnPage()).toBe(expected);
        expect(barColours()).toEqual([THEME_COLORS[expected], THEME_COLORS[expected]]);
      });
    }
  }

  it('follows the device when it switches, unless a choice is stored', () => {
    const device = fakeDevice(false);
    new Function(inline)();
    expect(themeOnPage()).toBe('light');
    device.set(true);
    expect(themeOnPage()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light' satisfies ThemeChoice);
    device.set(false);
    device.set(true);
    expect(themeOnPage()).toBe('light');
  });

  it('still applies the device scheme when storage is refused', () => {
    fakeDevice(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    new Function(inline)();
    expect(themeOnPage()).toBe('dark');
  });
});
