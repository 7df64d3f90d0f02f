/**
 * Where the language page (`/loc`) sends the learner back to. The address comes from `?from=`,
 * which anyone can put in a link, so it is only ever a path on this site: anything that could
 * leave the origin (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`) or is not a
 * path at all gives the fallback, the home page.
 */
const BASE = 'http://same-origin.invalid';

export function safeReturnPath(raw: string | null | undefined, fallback = '/', avoid?: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  // Only a root-relative path: one slash, then not a second slash or a backslash (browsers read
  // `/\host` as `//host`), and no control characters or whitespace that URL parsing strips.
  if (!raw.startsWith('/') || raw[1] === '/' || raw[1] === '\\') return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Never back to the language page itself (a loop that looks like "nothing happened").
  if (avoid !== undefined && url.pathname.replace(/\/+$/, '') === avoid.replace(/\/+$/, '')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The language page's address from `location`, carrying the place to come back to. */
export function languagePageHref(page: string, location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname.replace(/\/+$/, '') === page) return `${page}${location.search}`;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return here === '/' ? page : `${page}?from=${encodeURIComponent(here)}`;
}
