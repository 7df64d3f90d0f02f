import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { ArticleView } from '@/features/articles/components/reader';
import { i18n } from '@/i18n/i18n';

/**
 * The reader's sanitiser against a real XSS corpus (tests/fixtures/xss/README.md): every payload
 * goes through the reader as article content and is rendered into jsdom, which runs scripts and
 * inline handlers here (Vitest's jsdom runs scripts). Nothing may run, and no `javascript:`/
 * `data:` URL or `on*` attribute may reach the page.
 */
const dir = join(process.cwd(), 'tests/fixtures/xss');

function isPayloadList(value: unknown): value is { title?: string; payload: string }[] {
  return Array.isArray(value) && value.every((e: unknown) => !!e && typeof e === 'object' && 'payload' in e && typeof e.payload === 'string' && (!('title' in e) || typeof e.title === 'string'));
}

const dompurify: unknown = JSON.parse(readFileSync(join(dir, 'dompurify-expect-payloads.json'), 'utf8'));
if (!isPayloadList(dompurify)) throw new Error('dompurify-expect-payloads.json: not a list of {title?, payload}');
const blns = readFileSync(join(dir, 'blns-script-injection.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** Every payload, as found and with its alert(…) calls pointed at our own spy too. */
const corpus: { name: string; html: string }[] = [
  ...dompurify.map((e, i) => ({ name: `DOMPurify #${i}: ${e.title ?? e.payload.slice(0, 60)}`, html: e.payload })),
  ...blns.map((line, i) => ({ name: `BLNS #${i}: ${line.slice(0, 60)}`, html: line })),
];
const withSpy = corpus.map(({ name, html }) => ({ name: `${name} (spy)`, html: html.replace(/\b(alert|prompt|confirm)\b/g, '__xssHit') }));

const EVENTS = ['click', 'dblclick', 'mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'focus', 'focusin', 'blur', 'load', 'error', 'input', 'change', 'submit', 'toggle', 'animationstart', 'transitionend', 'wheel', 'keydown', 'pointerdown'];
const URL_ATTRS = /^(href|src|srcset|xlink:href|action|formaction|poster|background|cite|longdesc|ping|data|codebase|lowsrc|dynsrc)$/i;

/**
 * The trap: defined by a script inside jsdom's own script context (where inline handlers and
 * scripts resolve their globals), `alert`, `confirm`, `prompt` and `__xssHit` count their calls
 * on <html data-xss-hits>. Any payload that runs calls one of them.
 */
function installTrap(): void {
  document.documentElement.removeAttribute('data-xss-hits');
  const script = document.createElement('script');
  script.textContent =
    "window.__xssHit = function () { var d = document.documentElement; d.setAttribute('data-xss-hits', String(Number(d.getAttribute('data-xss-hits') || 0) + 1)); return null; };" +
    'window.alert = window.confirm = window.prompt = window.__xssHit;';
  document.head.append(script);
  script.remove();
}
const hitCount = () => Number(document.documentElement.getAttribute('data-xss-hits') ?? 0);

beforeEach(installTrap);

/** The URLs an attribute holds, as the browser reads them (a `srcset` holds a list). */
function urlsOf(attr: Attr): string[] {
  if (attr.name.toLowerCase() !== 'srcset') return [attr.value];
  return attr.value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
}

/** A URL the browser would open as script or inline data (parsed as the browser parses it). */
function isActiveUrl(value: string): boolean {
  try {
    return ['javascript:', 'vbscript:', 'data:'].includes(new URL(value, 'https://site.example/articles-new/1').protocol);
  } catch {
    return false;
  }
}

function problems(body: Element): string[] {
  const found: string[] = [];
  for (const el of [body, ...body.querySelectorAll('*')]) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style', 'form', 'svg', 'math'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (attr.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (URL_ATTRS.test(attr.name) && urlsOf(attr).some(isActiveUrl)) found.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
    }
    if (tag === 'a' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('a without rel="noopener noreferrer"');
    if (tag === 'img' && el.getAttribute('loading') !== 'lazy') found.push('img without loading="lazy"');
  }
  return found;
}

describe('article reader against the XSS corpus', () => {
  it(`holds ${corpus.length} payloads (DOMPurify expect.mjs and BLNS Script Injection)`, () => {
    expect(dompurify.length).toBeGreaterThan(200);
    expect(blns.length).toBeGreaterThan(200);
  });

  it('runs none of them and lets no active attribute or URL through', () => {
    const failures: string[] = [];
    for (const { name, html } of [...corpus, ...withSpy]) {
      const view = render(
        <I18nextProvider i18n={i18n}>
          <ArticleView article={{ title: 'XSS', content: html, author: '', date: '', image_path: '' }} uploadsBase="https://api.example/" siteName="Test" />
        </I18nextProvider>,
      );
      const body = view.container.querySelector('.article-body');
      if (!body) throw new Error('no article body');
      for (const el of [body, ...body.querySelectorAll('*')]) {
        for (const type of EVENTS) el.dispatchEvent(new Event(type, { bubbles: false }));
      }
      const found = problems(body);
      if (found.length > 0) failures.push(`${name}: ${found.join(', ')}`);
      view.unmount();
    }
    expect(failures).toEqual([]);
    expect(hitCount()).toBe(0);
    // 459 renders in one test: ~10 s alone, 25–38 s on a busy 2-core machine (over the 15 s default).
  }, 60_000);

  it('the spy would notice a payload that ran (the check can fail)', () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.innerHTML = '<img src="x" onclick="__xssHit(1)">';
    holder.querySelector('img')?.dispatchEvent(new Event('click'));
    holder.remove();
    expect(hitCount()).toBe(1);
  });
});
