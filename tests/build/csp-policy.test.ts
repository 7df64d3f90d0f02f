// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backendSource, hasStyleAttribute, inlineHashes, nginxMap, pagePolicy, policyOf, withMetaPolicy } from '../../scripts/csp-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name);

const page = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>var a = 1;</script>
    <style>#boot { color: red; }</style>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <script type="application/ld+json">{"@type":"WebSite"}</script>
  </head>
  <body><div id="root">${body}</div><!-- <script>commented()</script> --></body>
</html>`;

describe('inline hashes', () => {
  it('hash every inline script that runs, exactly as written, and every style element', () => {
    const html = page('<p>Hallo</p><script>\n  starter("ä");\n</script>');
    expect(inlineHashes(html)).toEqual({ scripts: [hash('var a = 1;'), hash('\n  starter("ä");\n')], styles: [hash('#boot { color: red; }')] });
  });

  it('differ between pages whose inline scripts differ', () => {
    expect(inlineHashes(page('<script>go(["/a.js"])</script>')).scripts).not.toEqual(inlineHashes(page('<script>go(["/b.js"])</script>')).scripts);
  });
});

describe('the policy', () => {
  it('allows scripts from this site and the page’s inline scripts only, and no plugins or <base>', () => {
    const policy = policyOf(page(''), { apiBase: '/api/' });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hash('var a = 1;')}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hash('#boot { color: red; }')}`);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(policy).not.toMatch(/unsafe-eval|frame-ancestors|style-src-attr|\*/);
  });

  it('names a backend on another server for calls and uploaded pictures', () => {
    const policy = pagePolicy({ scripts: [], styles: [] }, { apiBase: 'https://backend.example.org/api/' }, { styleAttributes: false });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://backend.example.org/api/");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://backend.example.org/api/");
    expect(backendSource('/api/')).toBeNull();
    expect(backendSource('https://b.example/a;b,c/')).toBe('https://b.example/a%3Bb%2Cc/');
    expect(() => backendSource('javascript:alert(1)//')).toThrow(/not http/);
    expect(() => backendSource('api')).toThrow(/neither a path/);
  });

  it("allows the backend's pictures from the uploads base (issue 26), also on another server", () => {
    const policy = pagePolicy({ scripts: [], styles: [] }, { apiBase: 'https://backend.example.org/api/', uploadsBase: 'https://backend.example.org/uploads/' }, { styleAttributes: false });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://backend.example.org/api/ https://backend.example.org/uploads/");
    expect(directive(pagePolicy({ scripts: [], styles: [] }, { apiBase: '/api/', uploadsBase: '/uploads/' }, { styleAttributes: false }), 'img-src')).toBe("img-src 'self' data:");
  });

  it('allows style attributes only on a page whose HTML has them', () => {
    expect(hasStyleAttribute(page('<div style="width:50%"></div>'))).toBe(true);
    expect(hasStyleAttribute(page('<p>style="x" is text</p><script>var s = "<b style=1>";</script>'))).toBe(false);
    expect(directive(policyOf(page('<div style="width:50%"></div>'), { apiBase: '/api/' }), 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
  });
});

describe('the meta element', () => {
  it('comes right after <meta charset>, before the first script, and a second run changes nothing', () => {
    const once = withMetaPolicy(page(''), { apiBase: '/api/' });
    expect(once.html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(once.html.indexOf('<meta charset'));
    expect(once.html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.html.indexOf('<script'));
    expect(once.html).toContain(`content="${once.policy}"`);
    const twice = withMetaPolicy(once.html, { apiBase: '/api/' });
    expect(twice.html).toBe(once.html);
    expect(twice.policy).toBe(once.policy);
  });

  it('needs a <meta charset>', () => {
    expect(() => withMetaPolicy('<html><head><script>x()</script></head></html>', { apiBase: '/api/' })).toThrow(/charset/);
  });
});

describe('the nginx map', () => {
  it('has one line per page plus the default, each with frame-ancestors', () => {
    const map = nginxMap([{ uri: '/words/index.html', policy: "script-src 'self' 'sha256-x'" }], "script-src 'self'");
    expect(map).toBe(`default "script-src 'self'; frame-ancestors 'none'";\n"/words/index.html" "script-src 'self' 'sha256-x'; frame-ancestors 'none'";\n`);
  });
});
