import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { sanitiseArticleHtml } from '@/features/articles/model/sanitise';
import { db } from '@/mocks/db';
import { HOSTILE } from '../hostile-urls';
import { renderRoutes } from '../render';

/** Every picture and link address on the page, as the DOM holds it. */
function addresses(): string[] {
  const list: string[] = [];
  for (const el of document.querySelectorAll('[src], [href], [srcset]')) {
    for (const name of ['src', 'href', 'srcset']) {
      const value = el.getAttribute(name);
      if (value !== null) list.push(value);
    }
  }
  return list;
}

/** What a browser would do with the address: only http(s) on this site or on another host. */
function expectOnlyHttp(values: readonly string[]) {
  for (const value of values) {
    const url = new URL(value, 'https://site.example/page');
    expect(['https:', 'http:'], value).toContain(url.protocol);
    expect(url.host, value).not.toBe('evil.example');
  }
}

describe('addresses from the backend (issue 24.3)', () => {
  it('tutor photos: a hostile address shows the initials instead', async () => {
    const first = db.tutors[0]!;
    db.tutors = [...HOSTILE.map((photo, i) => ({ ...first, id: i + 1, name: `Tutor ${i + 1}`, photo })), { ...first, id: 999, name: 'Safe Photo', photo: 'uploads/tutors/anna.jpg' }];
    renderRoutes(routes, '/online-tutors/');
    expect(await screen.findByRole('heading', { name: 'Tutor 1' }, { timeout: 10_000 })).toBeInTheDocument();
    const pictures = [...document.querySelectorAll('article img')].map((img) => img.getAttribute('src') ?? '');
    expect(pictures).toEqual(['/api/uploads/tutors/anna.jpg']);
    expectOnlyHttp(addresses());
  });

  it('crossword pictures: only the safe ones are shown', async () => {
    db.crosswords = db.crosswords.map((issue, i) => ({ ...issue, image_path: i === 0 ? 'uploads/crosswords/1.svg' : (HOSTILE[i * 7] ?? 'javascript:alert(1)') }));
    renderRoutes(routes, '/crosswords/');
    await waitFor(() => expect(document.querySelectorAll('main img[src*="/uploads/"]')).toHaveLength(1), { timeout: 10_000 });
    const pictures = [...document.querySelectorAll('main img')].map((img) => img.getAttribute('src') ?? '');
    expect(pictures.filter((src) => src.includes('/uploads/'))).toEqual(['/uploads/crosswords/1.svg']);
    expectOnlyHttp(addresses());
  });

  it('article picture and the links and pictures in its HTML', async () => {
    const hostileHtml = HOSTILE.map((url, i) => `<p><a href="${url.replace(/"/g, '&quot;')}">l${i}</a><img alt="i${i}" src="${url.replace(/"/g, '&quot;')}"></p>`).join('');
    db.articles = db.articles.map((article, i) => (i === 0 ? { ...article, image_path: 'javascript:alert(1)', content: `${hostileHtml}<a href="/grammar">ok</a>` } : article));
    renderRoutes(routes, `/articles-new/${db.articles[0]!.id}`);
    expect(await screen.findByRole('link', { name: 'ok' }, { timeout: 10_000 })).toHaveAttribute('href', '/grammar');
    // The article's own picture (javascript:) is not shown; what the HTML keeps resolves to http(s) here.
    expect(document.querySelector('article img[src^="javascript"]')).toBeNull();
    expect(document.querySelectorAll('article a[href]').length).toBeLessThan(5);
    expectOnlyHttp(addresses());
  });

  it('the sanitiser drops every hostile address, also in srcset and on other URL attributes', () => {
    // (The HTML parser turns NUL into U+FFFD: `java\0script:` arrives as a harmless path, kept.)
    for (const url of HOSTILE.filter((value) => value.trim() !== '' && !value.includes('\u0000'))) {
      const quoted = url.replace(/"/g, '&quot;');
      const out = sanitiseArticleHtml(`<a href="${quoted}">a</a><img alt="" src="${quoted}" srcset="ok.png 1x, ${quoted} 2x"><blockquote cite="${quoted}">q</blockquote>`);
      const doc = new DOMParser().parseFromString(out, 'text/html');
      expect(doc.querySelector('[href], [src], [srcset], [cite]'), JSON.stringify(url)).toBeNull();
    }
  });
});
