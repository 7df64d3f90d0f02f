import { describe, expect, it } from 'vitest';
import { articleId, articleImageUrl, articleText, metaDescription } from './reader';
import { isDangerousUrl, sanitiseArticleHtml } from './sanitise';

describe('meta description (spec 001 §9)', () => {
  it('is the first 150 characters of the text: tags stripped, whitespace collapsed', () => {
    const html = `<h2>Die  Fälle</h2>\n<p>Der <strong>Nominativ</strong> &amp; der\n\tAkkusativ&nbsp;&lt;3</p><ul><li>eins</li><li>zwei</li></ul>${'<p>Satz. </p>'.repeat(40)}`;
    expect(articleText(html).startsWith('Die Fälle Der Nominativ & der Akkusativ <3 eins zwei Satz. Satz.')).toBe(true);
    const description = metaDescription(html);
    expect(description).toHaveLength(150);
    expect(description).toBe(articleText(html).slice(0, 150));
    expect(description).not.toMatch(/<\/?[a-z]|\s{2}/i);
  });

  it('keeps a short text whole and never starts or ends with a space', () => {
    expect(metaDescription('  <p> Kurz. </p>  ')).toBe('Kurz.');
  });

  it('of sanitised HTML holds no script text', () => {
    expect(metaDescription(sanitiseArticleHtml('<p>Hallo</p><script>alert(1)</script><style>p{}</style>'))).toBe('Hallo');
  });
});

describe('reader helpers', () => {
  it('reads only positive whole ids', () => {
    expect(articleId('12')).toBe(12);
    for (const bad of [undefined, '', '0', 'abc', '1.5', '-3', '1e3', '12abc']) expect(articleId(bad)).toBeNull();
  });

  it('puts relative pictures under the API base and refuses other schemes', () => {
    expect(articleImageUrl('uploads/articles/1.svg', 'https://api.example/')).toBe('https://api.example/uploads/articles/1.svg');
    expect(articleImageUrl('https://cdn.example/a.png', 'https://api.example/')).toBe('https://cdn.example/a.png');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '', null]) expect(articleImageUrl(bad, 'https://api.example/')).toBeNull();
  });
});

describe('sanitiser', () => {
  it('adds rel="noopener noreferrer" to every link and loading="lazy" to every picture', () => {
    const out = new DOMParser().parseFromString(sanitiseArticleHtml('<a href="https://x.example" rel="opener" target="_blank">x</a><a href="/grammar">y</a><img src="https://x.example/a.png" alt="a">'), 'text/html');
    const links = [...out.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const a of links) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('drops javascript:, vbscript: and data: URLs, however they are disguised', () => {
    const html = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href=" jav&#x09;ascript:alert(1)">b</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">c</a>',
      '<a href="vbscript:msgbox(1)">d</a>',
      '<a href="data:text/html,<script>alert(1)</script>">e</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="f">',
      '<img srcset="ok.png 1x, data:image/png;base64,AAAA 2x" alt="g">',
    ].join('');
    const out = sanitiseArticleHtml(html);
    expect(out).not.toMatch(/javascript|vbscript|data:/i);
    expect(isDangerousUrl('java\u0000script:x')).toBe(true);
    expect(isDangerousUrl('https://example.com/metadata:1')).toBe(false);
  });
});
