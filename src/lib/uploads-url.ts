import { safeBackendUrl } from './safe-url';

/**
 * Where backend pictures live (spec 001 §2: "Section images come from an uploads path on the
 * product host"). Every picture the backend names (section, word, article and crossword images)
 * gets its address from `uploadUrl`, the one place such a URL is built.
 */

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
