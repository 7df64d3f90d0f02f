/**
 * Where backend pictures live (spec 001 §2: "Section images come from an uploads path on the
 * product host"). Every picture the backend names (section, word, article and crossword images)
 * gets its address from `uploadUrl`, the one place such a URL is built.
 */

/**
 * The default uploads base when `VITE_UPLOADS_BASE_URL` is not set: `/uploads/` on the host of
 * the API base — `https://host/api/` gives `https://host/uploads/`, a path on this site such as
 * `/api/` gives `/uploads/`.
 */
export function defaultUploadsBase(apiBase: string): string {
  const absolute = /^(https?:\/\/[^/?#]+)/i.exec(apiBase.trim());
  return `${absolute?.[1] ?? ''}/uploads/`;
}

/** The uploads base: the setting when one is given (with a trailing slash), else the default. */
export function uploadsBaseFrom(setting: string | undefined, apiBase: string): string {
  const value = (setting ?? '').trim();
  if (value === '') return defaultUploadsBase(apiBase);
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * The address of a picture the backend names: a server-relative path under the uploads base, or
 * an absolute http(s) address as it is; anything else (another scheme, `//host/…`) is not shown.
 * A path that itself starts with the uploads folder (`uploads/sections/a.svg`, as the backend may
 * send it) is not doubled when the base already ends in `/uploads/`.
 */
export function uploadUrl(imagePath: string | null | undefined, base: string): string | null {
  const path = (imagePath ?? '').trim();
  if (path === '') return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('\\')) return null;
  let relative = path.replace(/^\/+/, '');
  if (/\/uploads\/$/i.test(base)) relative = relative.replace(/^uploads\//i, '');
  return `${base}${relative}`;
}
