import { describe, expect, it } from 'vitest';
import { languagePageHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/words/animals01')).toBe('/words/animals01');
    expect(safeReturnPath('/prof_vacabulary/parctice/?subcategory=217&tag=exam#top')).toBe('/prof_vacabulary/parctice/?subcategory=217&tag=exam#top');
    expect(safeReturnPath('/grammar/a2/pr%C3%A4teritum')).toBe('/grammar/a2/pr%C3%A4teritum');
  });

  it('falls back to the home page when there is nothing to return to', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath(null, '/words')).toBe('/words');
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'words/animals01',
    ' /words',
    '/words\\..\\..\\evil',
    `/${'a'.repeat(3000)}`,
  ])('never leaves the site: %j gives the home page', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/words/../../grammar')).toBe('/grammar');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never returns to the language page itself', () => {
    expect(safeReturnPath('/loc', '/', '/loc')).toBe('/');
    expect(safeReturnPath('/loc/?from=/words', '/', '/loc')).toBe('/');
    expect(safeReturnPath('/locations', '/', '/loc')).toBe('/locations');
  });
});

describe('languagePageHref', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('carries the current page as ?from=', () => {
    expect(languagePageHref('/loc', at('/words/animals01'))).toBe('/loc?from=%2Fwords%2Fanimals01');
    expect(languagePageHref('/loc', at('/prof_vacabulary/parctice/', '?tag=exam', '#x'))).toBe(
      `/loc?from=${encodeURIComponent('/prof_vacabulary/parctice/?tag=exam#x')}`,
    );
  });

  it('needs no ?from= on the home page, and keeps its own on the language page', () => {
    expect(languagePageHref('/loc', at('/'))).toBe('/loc');
    expect(languagePageHref('/loc', at('/loc', '?from=%2Fwords'))).toBe('/loc?from=%2Fwords');
  });

  it('round-trips through safeReturnPath', () => {
    const href = languagePageHref('/loc', at('/phrases/introductions', '?a=1&b=2'));
    const from = new URL(href, 'http://x.invalid').searchParams.get('from');
    expect(safeReturnPath(from, '/', '/loc')).toBe('/phrases/introductions?a=1&b=2');
  });
});
