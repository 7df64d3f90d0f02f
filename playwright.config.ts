import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium by default (no browser download here); CHROMIUM_PATH overrides it. */
const debianChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? debianChromium;

const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** E2E_PORT lets a second checkout run its e2e beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The production server (issue 24.5): nginx with deploy/site.conf on E2E_NGINX_PORT (default
 * E2E_PORT + 10), its /api/ proxied to the stand-in of the preview server above. Only the `nginx`
 * project runs against it, and it runs only e2e/nginx-smoke.spec.ts. Without nginx (NGINX_PATH,
 * or Debian's /usr/sbin/nginx, which .ci/run installs) that project is left out.
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 10);
const nginxBinary = process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
const NGINX_SPEC = /nginx-smoke\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The slowest files, printed at the end of a run (the tail of a CI log is what the team reads first).
  reportSlowTests: { max: 12, threshold: 90_000 },
  // Whole keyboard journeys with several axe scans take 20–40 s on a busy 2-core CI machine.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
    // The build registers a service worker (issue 17); only specs about it opt in with
    // `test.use({ serviceWorkers: 'allow' })`, so the others see the network and page.route as before.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: NGINX_SPEC, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', testIgnore: NGINX_SPEC, use: { ...devices['Pixel 7'], launchOptions } },
    ...(nginxBinary
      ? [{ name: 'nginx', testMatch: NGINX_SPEC, use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${NGINX_PORT}` } }]
      : []),
  ],
  // The production build, served by `vite preview` with the stand-in backend over real HTTP.
  webServer: [
    {
      // `npm test` has just built (test:size) and says so with E2E_PREBUILT: one build, not two.
      command: `${process.env.E2E_PREBUILT ? '' : 'npm run build && '}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      // The build prerenders every page (issue 18): minutes on a busy 2-core machine.
      timeout: 600_000,
    },
    // Started after the one above (Playwright starts them in order), so the build is there.
    ...(nginxBinary
      ? [
          {
            command: `node deploy/run-nginx.mjs --root dist --port ${NGINX_PORT} --api http://127.0.0.1:${PORT}`,
            url: `http://127.0.0.1:${NGINX_PORT}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: { NGINX_PATH: nginxBinary },
          },
        ]
      : []),
  ],
});
