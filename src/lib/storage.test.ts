import { afterEach, describe, expect, it, vi } from 'vitest';
import { listKeys, readJson, readLooseString, readRaw, removeKey, writeJson, writeRaw } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('reads a string written plainly or JSON-quoted by the old site', () => {
    localStorage.setItem('site-language', 'de');
    expect(readLooseString('site-language')).toBe('de');
    localStorage.setItem('site-language', '"ua"');
    expect(readLooseString('site-language')).toBe('ua');
    localStorage.setItem('site-language', '"broken');
    expect(readLooseString('site-language')).toBeNull();
  });

  it('gives null instead of throwing on corrupt JSON', () => {
    localStorage.setItem('quiz_results', '{not json');
    expect(readJson('quiz_results', (v) => v)).toBeNull();
  });

  it('hands parsed JSON to the repair function and skips what it rejects', () => {
    localStorage.setItem('reviews', '[1,2]');
    expect(readJson('reviews', (v) => (Array.isArray(v) ? v.length : null))).toBe(2);
    expect(readJson('reviews', () => null)).toBeNull();
    expect(
      readJson('reviews', () => {
        throw new Error('repair bug');
      }),
    ).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRaw('token')).toBeNull();
    expect(writeRaw('token', 'x')).toBe(false);
    expect(writeJson('reviews', [])).toBe(false);
    expect(() => removeKey('token')).not.toThrow();
  });

  it('reports a write as done only when the storage holds the value afterwards', () => {
    expect(writeRaw('quiz_results', '{"a_results":{}}')).toBe(true);
    // Some browsers drop writes without throwing: the read-back tells.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
    expect(writeRaw('quiz_results', '{"b_results":{}}')).toBe(false);
    expect(writeJson('reviews', [])).toBe(false);
  });

  it('refuses to write values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('x', cyclic)).toBe(false);
    expect(localStorage.getItem('x')).toBeNull();
  });

  it('lists stored keys', () => {
    localStorage.setItem('a', '1');
    localStorage.setItem('b', '2');
    expect(listKeys().sort()).toEqual(['a', 'b']);
  });
});
