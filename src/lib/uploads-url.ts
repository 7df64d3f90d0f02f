import { safeBackendUrl } from './safe-url';

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
 * an absolute http(s) address; anything else (another scheme, `//host/…`, control characters) is
 * not shown — the one filter for backend addresses decides (src/lib/safe-url.ts). A path that
 * itself starts with the uploads folder (`uploads/sections/a.svg`, as the backend may send it) is
 * not doubled when the base already ends in `/uploads/`.
 */
export function uploadUrl(imagePath: string | null | undefined, base: string): string | null {
  if (typeof imagePath !== 'string') return null;
  let path = imagePath.trim();
  if (/\/uploads\/$/i.test(base)) path = path.replace(/^\/*uploads\//i, '');
  return safeBackendUrl(path, base);
}
