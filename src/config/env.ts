import * as v from 'valibot';
import type { SiteOwner } from '@/features/legal/content/types';

/**
 * Build-time settings (VITE_*), validated once. Anything missing falls back to the values in
 * .env.example (vite.config.ts fills them in), so a fresh clone builds and runs as documented.
 * Nothing secret belongs here: every VITE_ value ends up in the public bundle.
 */
const EnvSchema = v.object({
  VITE_API_BASE_URL: v.pipe(v.string(), v.minLength(1)),
  VITE_USE_TEST_SERVER: v.optional(v.string(), 'false'),
  VITE_API_TEST_BASE_URL: v.optional(v.string(), ''),
  VITE_SITE_NAME: v.pipe(v.string(), v.minLength(1)),
  VITE_SITE_OWNER_NAME: v.pipe(v.string(), v.minLength(1)),
  VITE_SITE_OWNER_STREET: v.pipe(v.string(), v.minLength(1)),
  VITE_SITE_OWNER_CITY: v.pipe(v.string(), v.minLength(1)),
  VITE_SITE_OWNER_EMAIL: v.pipe(v.string(), v.email()),
});

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

const raw = v.parse(EnvSchema, import.meta.env);

const useTestServer = raw.VITE_USE_TEST_SERVER === 'true' && raw.VITE_API_TEST_BASE_URL !== '';

export const env = {
  /** Base of every backend call; paths in CONTRACT.md are relative to it. */
  apiBaseUrl: withTrailingSlash(useTestServer ? raw.VITE_API_TEST_BASE_URL : raw.VITE_API_BASE_URL),
  siteName: raw.VITE_SITE_NAME,
  owner: {
    productName: raw.VITE_SITE_NAME,
    name: raw.VITE_SITE_OWNER_NAME,
    street: raw.VITE_SITE_OWNER_STREET,
    city: raw.VITE_SITE_OWNER_CITY,
    email: raw.VITE_SITE_OWNER_EMAIL,
  } satisfies SiteOwner,
} as const;
