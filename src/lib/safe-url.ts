/**
 * The one gate every address from the backend passes before it reaches a `src` or `href`
 * (issue 24.3): tutor photos, article, crossword and professional-vocabulary pictures, and the
 * links and pictures inside article HTML (via the sanitiser's hook).
 *
 * Allowed: absolute `https:`/`http:` addresses, and paths. Everything else is dropped: other
 * schemes (`javascript:`, `vbscript:`, `data:`, `file:`, `blob:`, …, in any case), protocol-relative
 * addresses (`//host`, `\\host`, `/\host` — another host with no scheme written out), addresses
 * with a user name or password (`https://trusted@evil`), and anything with control characters.
 *
 * The address is read the way a browser's URL parser reads it: spaces and C0 control characters
 * at either end are ignored, and tabs and line breaks anywhere (`java\tscript:` is `javascript:`).
 */

/** What the URL parser strips at the ends (C0 controls and space). */
// eslint-disable-next-line no-control-regex
const ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** What the URL parser removes anywhere (tab, line feed, carriage return). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** A control character left inside (NUL, ESC, DEL, C1 controls): never part of an honest address. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A scheme as the URL parser recognises it. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Two slashes of either kind at the start: a protocol-relative address (`\` counts as `/` for http). */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** The address as the browser reads it, or null when it holds control characters. */
function normalise(value: string): string | null {
  const cleaned = value.replace(ENDS, '').replace(TAB_OR_NEWLINE, '');
  return CONTROL.test(cleaned) ? null : cleaned;
}

/** An absolute http(s) address without credentials, in its canonical form; else null. */
function absoluteHttp(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}

export type UrlKind = 'http' | 'path' | null;

/**
 * What an attribute value is: an absolute http(s) address, a path (relative, absolute or a
 * fragment — resolved against this site), or null for everything that must be dropped.
 */
export function urlKind(value: string): UrlKind {
  const address = normalise(value);
  if (address === null || address === '') return null;
  if (SCHEME.test(address)) return absoluteHttp(address) === null ? null : 'http';
  if (PROTOCOL_RELATIVE.test(address)) return null;
  return 'path';
}

/** True for a value a link or picture in server HTML may keep (see `urlKind`). */
export function isSafeUrl(value: string): boolean {
  return urlKind(value) !== null;
}

/** A `srcset` candidate's width or density descriptor (`640w`, `2x`). */
const DESCRIPTOR = /\s+\d+(?:\.\d+)?[wxh]$/i;

/**
 * True for a `srcset` whose every candidate is safe. Stricter than the browser (which would take
 * `java` from `java<TAB>script:x 2x`): the whole candidate without its descriptor is checked.
 */
export function isSafeSrcset(value: string): boolean {
  const candidates = value.split(',').map((candidate) => candidate.trim().replace(DESCRIPTOR, ''));
  return candidates.every((address) => address === '' || isSafeUrl(address));
}

/** `..` as a path segment, also percent-encoded (`%2e%2e`, `.%2E`): a path must stay under its base. */
const PARENT_SEGMENT = /(?:^|[/\\])(?:\.|%2e){2}(?:[/\\?#]|$)/i;

/**
 * The address of a backend picture or file: an absolute http(s) address as it is (canonical
 * form), or a server-relative path (`uploads/x.svg`, also with leading slashes removed) under
 * `base` (the uploads/API base, e.g. `/api/` or `https://backend.example/api/`). Null for nothing,
 * for every other scheme, for a protocol-relative address and for a path that climbs out of the
 * base with `..`.
 */
export function safeBackendUrl(value: string | null | undefined, base: string): string | null {
  if (typeof value !== 'string') return null;
  const address = normalise(value);
  if (address === null || address === '') return null;
  if (SCHEME.test(address)) return absoluteHttp(address);
  if (PROTOCOL_RELATIVE.test(address) || PARENT_SEGMENT.test(address)) return null;
  return `${base}${address.replace(/^\/+/, '')}`;
}
