/**
 * Where the backend's pictures live by default, from the settings alone (no other import: the
 * config is the lowest layer, and vite.config.ts reads it too). src/lib/uploads-url.ts builds the
 * pictures' addresses on top of it.
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
