import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the built site (issue 24.4), computed per page from the page's
 * final HTML by scripts/csp.mjs after prerendering: every inline `<script>` and `<style>` element
 * the file holds is allowed by its sha256 hash, nothing else inline runs. The same policy goes
 * into the page's `<meta http-equiv>` and, through a generated nginx map, into its header
 * (deploy/site.conf), which adds what a meta policy cannot carry (`frame-ancestors`).
 */

/** What the build knows that the policy needs (written by the client build, see cspSettingsPlugin). */
export interface CspSettings {
  /** The backend base (VITE_API_BASE_URL, or the test server's): calls. */
  apiBase: string;
  /** Where the backend's pictures live (VITE_UPLOADS_BASE_URL or its default, issue 26); a path is 'self'. */
  uploadsBase?: string;
}

/** The inline scripts and styles of an HTML file, by their `sha256-…` source expressions. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** `<script …>text</script>` without a `src` (the text is hashed exactly as it stands in the file). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** An HTML comment: a script inside one is no script. */
const COMMENT = /<!--[\s\S]*?-->/g;
/** Script types the browser does not run (JSON data, templates): CSP does not apply to them. */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function typeOf(attributes: string): string {
  return (/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '').trim();
}

/** The hashes of every inline script (that runs) and inline style element of an HTML file, in order, without repeats. */
export function inlineHashes(html: string): InlineHashes {
  const text = html.replace(COMMENT, '');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', body = ''] of text.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(typeOf(attributes))) continue;
    scripts.add(sha256Source(body));
  }
  for (const [, body = ''] of text.matchAll(STYLE)) styles.add(sha256Source(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The backend base as a CSP source: nothing for a path on this site ('self' covers it), else the
 * origin and path of an http(s) address (a path source matches every address below it).
 */
export function backendSource(apiBase: string): string | null {
  const base = apiBase.trim();
  if (base === '' || (base.startsWith('/') && !base.startsWith('//'))) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`CSP: the API base ${JSON.stringify(apiBase)} is neither a path nor an http(s) address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CSP: the API base ${JSON.stringify(apiBase)} is not http(s)`);
  // CSP separators must not appear in a source; the URL parser has percent-encoded the rest.
  const path = url.pathname.replace(/[;,]/g, (c) => encodeURIComponent(c));
  return `${url.origin}${path}`;
}

/**
 * The policy of one page: everything from this site ('self'), the backend for calls and its
 * uploaded pictures, `data:` pictures, inline scripts and style elements only by hash; no plugins,
 * no `<base>`, forms only to this site. React's `style={…}` is set through the CSSOM (never
 * blocked); `style="…"` in the prerendered HTML needs `style-src-attr 'unsafe-inline'`, which is
 * granted only to a page whose HTML carries such an attribute.
 */
export function pagePolicy(hashes: InlineHashes, settings: CspSettings, options: { styleAttributes: boolean }): string {
  const backend = backendSource(settings.apiBase);
  const withBackend = (...sources: string[]) => [...sources, ...(backend ? [backend] : [])].join(' ');
  const uploads = settings.uploadsBase ? backendSource(settings.uploadsBase) : null;
  const pictures = [...new Set([withBackend("'self'", 'data:'), ...(uploads ? [uploads] : [])])].join(' ');
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes.scripts].join(' '),
    ['style-src', "'self'", ...hashes.styles].join(' '),
    ...(options.styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    `img-src ${pictures}`,
    `connect-src ${withBackend("'self'")}`,
    "font-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/** Whether the HTML has a `style` attribute on some element (outside scripts and comments). */
export function hasStyleAttribute(html: string): boolean {
  const markup = html.replace(COMMENT, '').replace(SCRIPT, '').replace(STYLE, '');
  return /<[a-z][^>]*\sstyle\s*=/i.test(markup);
}

/** The full policy of an HTML file. */
export function policyOf(html: string, settings: CspSettings): string {
  return pagePolicy(inlineHashes(html), settings, { styleAttributes: hasStyleAttribute(html) });
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?\s*/i;

/**
 * The HTML with its policy as the first thing after `<meta charset>` (a meta policy governs only
 * what comes after it, so it must precede the first script). A previous policy is replaced, so a
 * second run over the same files gives the same result.
 */
export function withMetaPolicy(html: string, settings: CspSettings): { html: string; policy: string } {
  const clean = html.replace(META, '');
  const policy = policyOf(clean, settings);
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(clean);
  if (!charset) throw new Error('CSP: the page has no <meta charset> to put the policy after');
  const at = charset.index + charset[0].length;
  const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return { html: `${clean.slice(0, at)}${meta}${clean.slice(at)}`, policy };
}

/** What only a header can say (ignored in a meta policy). */
export const HEADER_ONLY = "frame-ancestors 'none'";

/** An nginx string literal (double-quoted; the policy holds no quotes of that kind, but be safe). */
function nginxString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The body of an nginx `map $uri $csp_policy { … }`: one line per HTML file (its `$uri` after
 * `try_files`, e.g. `/words/index.html`), and the default (the policy without inline hashes) for
 * everything else, e.g. the service worker script.
 */
export function nginxMap(pages: ReadonlyArray<{ uri: string; policy: string }>, fallback: string): string {
  const lines = [`default ${nginxString(`${fallback}; ${HEADER_ONLY}`)};`];
  for (const { uri, policy } of pages) lines.push(`${nginxString(uri)} ${nginxString(`${policy}; ${HEADER_ONLY}`)};`);
  return `${lines.join('\n')}\n`;
}
