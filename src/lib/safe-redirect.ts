/**
 * The `?redirect=` target after login: only a path on this site (no open redirect). Anything
 * else — another origin, `//host`, `/\host` (browsers read a backslash as a slash), a scheme,
 * control characters, junk — gives `fallback`. The path is returned as the URL parser normalises
 * it (path, query and hash only), so the router never sees a URL it refuses.
 */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.includes('\\')) return fallback;
  if (value.startsWith('//') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  const origin = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.startsWith('//') ? fallback : target;
}
