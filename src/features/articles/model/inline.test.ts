import { describe, expect, it } from 'vitest';
import { isExternal, parseInline, plainInline } from './inline';

describe('article inline markup', () => {
  it('splits text, German, strong and links', () => {
    expect(parseInline('Say {{Guten Morgen}} **early** and see [the phrasebook](/phrases).')).toEqual([
      { kind: 'text', text: 'Say ' },
      { kind: 'de', text: 'Guten Morgen' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'early' }] },
      { kind: 'text', text: ' and see ' },
      { kind: 'link', href: '/phrases', children: [{ kind: 'text', text: 'the phrasebook' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('lets strong and link labels contain German', () => {
    expect(parseInline('**{{der Tisch}}**')).toEqual([{ kind: 'strong', children: [{ kind: 'de', text: 'der Tisch' }] }]);
    expect(parseInline('[{{DAAD}} site](https://www.daad.de/)')).toEqual([
      { kind: 'link', href: 'https://www.daad.de/', children: [{ kind: 'de', text: 'DAAD' }, { kind: 'text', text: ' site' }] },
    ]);
  });

  it('keeps HTML-looking text as text (nothing is ever parsed as HTML)', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('gives plain text without markup, and plain strings stay as they are', () => {
    expect(plainInline('Say {{Hallo}} **now**, see [here](/grammar).')).toBe('Say Hallo now, see here.');
    expect(parseInline('')).toEqual([]);
    expect(parseInline('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });

  it('treats only https addresses as external', () => {
    expect(isExternal('https://www.daad.de/')).toBe(true);
    expect(isExternal('/phrases')).toBe(false);
    expect(isExternal('http://example.com')).toBe(false);
  });
});
