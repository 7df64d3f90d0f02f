import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../../tests/hostile-urls';
import { isSafeSrcset, isSafeUrl, safeBackendUrl, urlKind } from './safe-url';

describe('safeBackendUrl (backend pictures)', () => {
  it('puts a server-relative path under the uploads base', () => {
    expect(safeBackendUrl('uploads/sections/a.svg', '/api/')).toBe('/api/uploads/sections/a.svg');
    expect(safeBackendUrl('/uploads/sections/a.svg', '/api/')).toBe('/api/uploads/sections/a.svg');
    expect(safeBackendUrl('  uploads/words/pill.svg\n', 'https://backend.example/api/')).toBe('https://backend.example/api/uploads/words/pill.svg');
  });

  it('keeps absolute https and http addresses, in their canonical form', () => {
    expect(safeBackendUrl('https://cdn.example/a.png', '/api/')).toBe('https://cdn.example/a.png');
    expect(safeBackendUrl('HTTPS://CDN.example/a b.png', '/api/')).toBe('https://cdn.example/a%20b.png');
    expect(safeBackendUrl('http://cdn.example/a.png', '/api/')).toBe('http://cdn.example/a.png');
    expect(safeBackendUrl('ht\ttps://cdn.example/a.png', '/api/')).toBe('https://cdn.example/a.png');
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))('drops %s', (_label, value) => {
    expect(safeBackendUrl(value, '/api/')).toBeNull();
  });

  it('drops nothing-values and paths that climb out of the base', () => {
    for (const value of [null, undefined, '../x.png', 'uploads/../../admin', 'uploads/%2e%2e/x', 'uploads/.%2E/x', '..\\x.png', 'a/..']) {
      expect(safeBackendUrl(value, '/api/')).toBeNull();
    }
    expect(safeBackendUrl('uploads/a..b.png', '/api/')).toBe('/api/uploads/a..b.png');
  });

  it('never yields anything but an http(s) address on the base or an absolute one (random strings)', () => {
    const parts = fc.constantFrom('java', 'script', ':', 'data', 'text/html', '/', '\\', '\t', '\n', ' ', '\u0000', '\u0001', 'HTTP', 's', '//', '@', '%2e', '.', 'x', 'evil.example', '&#x09;', '&colon;', 'vbscript');
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 12 }), (list) => {
        const result = safeBackendUrl(list.join(''), 'https://backend.example/api/');
        if (result === null) return;
        const url = new URL(result);
        expect(['https:', 'http:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
        if (!/^https?:/i.test(list.join('').replace(/[\s\p{Cc}]/gu, ''))) expect(result.startsWith('https://backend.example/api/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('urlKind / isSafeUrl (links and pictures inside server HTML)', () => {
  it('keeps http(s) addresses, paths and fragments', () => {
    expect(urlKind('https://x.example/a')).toBe('http');
    expect(urlKind('http://x.example/a')).toBe('http');
    expect(urlKind('/grammar')).toBe('path');
    expect(urlKind('uploads/a.png')).toBe('path');
    expect(urlKind('#part-2')).toBe('path');
    expect(urlKind('?q=1')).toBe('path');
    expect(urlKind('https://example.com/metadata:1')).toBe('http');
    // Not a scheme at all (an entity is not decoded in an attribute React or the DOM sets): a path.
    expect(urlKind('javascript&colon;alert(1)')).toBe('path');
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))('drops %s', (_label, value) => {
    expect(isSafeUrl(value)).toBe(false);
  });

  it('checks every candidate of a srcset', () => {
    expect(isSafeSrcset('a.png 1x, https://x.example/b.png 2x')).toBe(true);
    expect(isSafeSrcset('a.png 1x, data:image/png;base64,AAAA 2x')).toBe(false);
    expect(isSafeSrcset('a.png 1x,javascript:alert(1) 2x')).toBe(false);
    expect(isSafeSrcset('a.png 1x, //evil.example/b.png 2x')).toBe(false);
  });
});
