import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, with query and hash', () => {
    expect(safeRedirect('/grammar/a2')).toBe('/grammar/a2');
    expect(safeRedirect('/prof-practice?id=3&type=1#top')).toBe('/prof-practice?id=3&type=1#top');
    expect(safeRedirect('/crosswords/%C3%BC')).toBe('/crosswords/%C3%BC');
  });

  it('refuses everything that could leave the site, and junk', () => {
    for (const value of [
      null,
      '',
      'grammar',
      '//evil.invalid/x',
      '/\\evil.invalid/x',
      '\\\\evil.invalid',
      '/\t/evil.invalid',
      'https://evil.invalid/',
      'javascript:alert(1)',
      '/%5Cevil.invalid/x'.replace('%5C', '\\'),
      ' /grammar',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
  });

  it('keeps an encoded backslash encoded (the router reads it as text, not as a slash)', () => {
    expect(safeRedirect('/%5Cevil.invalid/x')).toBe('/%5Cevil.invalid/x');
  });
});
