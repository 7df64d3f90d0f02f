// `npm run bench:phone` (issue 23 item 5): a new learner on a mid-range phone. Serves the production
// build with the stand-in, opens each page in a fresh Chromium context (cold cache, no stored
// consent, no service worker yet) under the DevTools protocol's throttling of Lighthouse's phone
// profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU), and reports per page the
// median of N runs of: first contentful paint, the moment the app is live (`data-app-ready`, set by
// the shell once hydrated) and the window between, in ms from navigation start. Prints a table and
// writes bench/phone-<date>.json. Not part of `npm test` (timings on a shared machine are noisy).
//   node scripts/bench-phone.mjs [--no-build] [--runs 3] [--pages /,/login]
/* global document, window, MutationObserver -- the functions run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { preview, runnerImport } from 'vite';

const PROFILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
// The eight page types, shared with bench:lighthouse (its pure parts are TypeScript).
const { module: lib } = await runnerImport('./scripts/bench-lighthouse-lib.ts', { configFile: false, logLevel: 'error' });
const runs = Number(value('--runs', '3'));
const pages = value('--pages', lib.DEFAULT_PAGES.join(',')).split(',');
const port = Number(value('--port', '4214'));

if (!flag('--no-build')) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(2);
} else if (!existsSync('dist/index.html')) {
  console.error('--no-build needs an existing build in dist/');
  process.exit(2);
}


/** Records, in the page, when the shell marks the app live (relative to navigation start). */
function watchReady() {
  const mark = () => {
    if (document.documentElement.hasAttribute('data-app-ready') && !window.__live) window.__live = performance.now();
  };
  // The document may have no <html> element yet when this runs: watch the whole document.
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false }, logLevel: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const load = [loadavg()[0]];
const results = [];
try {
  for (const path of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
      await page.addInitScript(watchReady);
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction(() => window.__live, undefined, { timeout: 120_000, polling: 100 });
      const { fcp, live } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        live: window.__live,
      }));
      samples.push({ fcp: Math.round(fcp), live: Math.round(live), window: Math.round(live - fcp) });
      await context.close();
    }
    const summary = { page: path, fcp: lib.median(samples.map((s) => s.fcp)), live: lib.median(samples.map((s) => s.live)), window: lib.median(samples.map((s) => s.window)) };
    results.push({ summary, samples });
    console.log(`${path.padEnd(36)} paint ${summary.fcp} ms  live ${summary.live} ms  window ${summary.window} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
load.push(loadavg()[0]);
mkdirSync('bench', { recursive: true });
const file = `bench/phone-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), profile: PROFILE, runsPerPage: runs, units: 'ms from navigation start (median)', loadAverage: load, pages: results }, null, 2)}\n`,
);
console.log(`Written to ${file}${Math.max(...load) > 1.5 ? ` (machine busy: load ${load.map((l) => l.toFixed(1)).join(' → ')})` : ''}`);
