import { uploadsBaseFrom } from './uploads-base';

/**
 * Build-time settings (VITE_*), validated once. Anything missing falls back to the values in
 * .env.example (vite.config.ts fills them in), so a fresh clone builds and runs as documented.
 * Nothing secret belongs here: every VITE_ value ends up in the public bundle.
 *
 * Checked by hand rather than with valibot: this module is in the entry, and these few checks
 * would otherwise pull ≈ 4 KB gzip of valibot into the JS every first paint waits for.
 */
interface RawEnv {
  VITE_API_BASE_URL: string;
  VITE_USE_TEST_SERVER: string;
  VITE_API_TEST_BASE_URL: string;
  VITE_SITE_NAME: string;
  VITE_SITE_OWNER_NAME: string;
  VITE_SITE_OWNER_STREET: string;
  VITE_SITE_OWNER_CITY: string;
  VITE_SITE_OWNER_EMAIL: string;
}

/** The same shape of address valibot's `email()` accepts (no spaces, one @, a dotted domain). */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/** Validates the VITE_ settings; throws naming every setting that is missing or wrong. */
export function parseEnv(source: Record<string, unknown>): RawEnv {
  const problems: string[] = [];
  const optional = (key: string, fallback: string): string => {
    const value = source[key] ?? fallback;
    if (typeof value === 'string') return value;
    problems.push(`${key} is not a string`);
    return fallback;
  };
  const required = (key: string): string => {
    const value = optional(key, '');
    if (value === '') problems.push(`${key} is not set`);
    return value;
  };
  const raw: RawEnv = {
    VITE_API_BASE_URL: required('VITE_API_BASE_URL'),
    VITE_USE_TEST_SERVER: optional('VITE_USE_TEST_SERVER', 'false'),
    VITE_API_TEST_BASE_URL: optional('VITE_API_TEST_BASE_URL', ''),
    VITE_SITE_NAME: required('VITE_SITE_NAME'),
    VITE_SITE_OWNER_NAME: required('VITE_SITE_OWNER_NAME'),
    VITE_SITE_OWNER_STREET: required('VITE_SITE_OWNER_STREET'),
    VITE_SITE_OWNER_CITY: required('VITE_SITE_OWNER_CITY'),
    VITE_SITE_OWNER_EMAIL: required('VITE_SITE_OWNER_EMAIL'),
  };
  if (raw.VITE_SITE_OWNER_EMAIL !== '' && !EMAIL.test(raw.VITE_SITE_OWNER_EMAIL)) problems.push('VITE_SITE_OWNER_EMAIL is not an e-mail address');
  if (problems.length > 0) throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  return raw;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

const raw = parseEnv(import.meta.env);

const useTestServer = raw.VITE_USE_TEST_SERVER === 'true' && raw.VITE_API_TEST_BASE_URL !== '';
const apiBaseUrl = withTrailingSlash(useTestServer ? raw.VITE_API_TEST_BASE_URL : raw.VITE_API_BASE_URL);
const uploadsSetting: unknown = import.meta.env.VITE_UPLOADS_BASE_URL;

/** An on/off setting: on unless set to "false" (the calls CONTRACT.md marks as assumed). */
function flag(value: unknown): boolean {
  return !(typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

/** Who runs the site: build-time settings (VITE_SITE_OWNER_* in .env.example). */
export interface SiteOwner {
  /** Product name, e.g. "Deutsch Lernen". */
  productName: string;
  /** Full name of the person responsible (§ 5 DDG). */
  name: string;
  /** Street and house number. */
  street: string;
  /** Postcode and city, e.g. "10115 Berlin". */
  city: string;
  email: string;
}

export const env = {
  /** Base of every backend call; paths in CONTRACT.md are relative to it. */
  apiBaseUrl,
  /** Base of the backend's pictures (`VITE_UPLOADS_BASE_URL`; default `/uploads/` on the API's host). */
  uploadsBaseUrl: uploadsBaseFrom(typeof uploadsSetting === 'string' ? uploadsSetting : undefined, apiBaseUrl),
  /**
   * The calls the spec does not list (docs/backend.md): each can be switched off; the page then
   * offers contact by e-mail (tutors, advertising) or says the puzzle is unavailable (crossword).
   */
  assumedCalls: {
    tutors: flag(import.meta.env.VITE_TUTORS_API),
    advertise: flag(import.meta.env.VITE_ADVERTISE_API),
    crosswordById: flag(import.meta.env.VITE_CROSSWORD_BY_ID_API),
  },
  siteName: raw.VITE_SITE_NAME,
  owner: {
    productName: raw.VITE_SITE_NAME,
    name: raw.VITE_SITE_OWNER_NAME,
    street: raw.VITE_SITE_OWNER_STREET,
    city: raw.VITE_SITE_OWNER_CITY,
    email: raw.VITE_SITE_OWNER_EMAIL,
  } satisfies SiteOwner,
} as const;
