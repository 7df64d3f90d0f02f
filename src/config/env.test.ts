import { parseEnv } from './env';

const good = {
  VITE_API_BASE_URL: '/api/',
  VITE_SITE_NAME: 'Deutsch',
  VITE_SITE_OWNER_NAME: 'Owner',
  VITE_SITE_OWNER_STREET: 'Straße 1',
  VITE_SITE_OWNER_CITY: '10115 Berlin',
  VITE_SITE_OWNER_EMAIL: 'info@example.de',
};

describe('parseEnv (build settings)', () => {
  it('accepts complete settings and fills in the optional ones', () => {
    expect(parseEnv(good)).toEqual({ ...good, VITE_USE_TEST_SERVER: 'false', VITE_API_TEST_BASE_URL: '' });
    expect(parseEnv({ ...good, VITE_USE_TEST_SERVER: 'true', VITE_API_TEST_BASE_URL: 'http://x/' }).VITE_API_TEST_BASE_URL).toBe('http://x/');
  });

  it('names every missing or empty setting', () => {
    const withoutName: Record<string, string> = { ...good, VITE_SITE_OWNER_CITY: '' };
    delete withoutName.VITE_SITE_NAME;
    expect(() => parseEnv(withoutName)).toThrow(/VITE_SITE_NAME is not set; VITE_SITE_OWNER_CITY is not set/);
  });

  it.each(['info', 'info@', 'in fo@example.de', 'info@example', '@example.de'])('refuses %j as the owner e-mail', (email) => {
    expect(() => parseEnv({ ...good, VITE_SITE_OWNER_EMAIL: email })).toThrow(/VITE_SITE_OWNER_EMAIL is not an e-mail address/);
  });

  it('refuses a setting that is not a string', () => {
    expect(() => parseEnv({ ...good, VITE_SITE_NAME: 3 })).toThrow(/VITE_SITE_NAME is not a string/);
  });
});
