// `npm run bench:lighthouse` (issues 18 and 23): builds the site, serves the production build with
// the stand-in backend, runs Lighthouse (mobile defaults, Debian Chromium) on the eight page types
// several times each, prints the medians and fails when a page is slower than the thresholds below.
// Not part of `npm test`: timings on a shared machine are noisy. See `--help` for the flags.
//
// Two visits, in this order: the first visit of a new learner (nothing stored: Lighthouse also
// clears local storage before each run, so the consent dialog is open), then the returning
// learner (localStorage consentGiven = 'true', stored once through the DevTools protocol in the
// temporary Chromium profile; Lighthouse clears the HTTP cache and service workers before each
// run but keeps local storage). Both are cold loads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { preview, runnerImport } from 'vite';

/** Fail when any page's median performance score is below this (0–100). */
const MIN_PERFORMANCE = 95;
/** Fail when any page's median Cumulative Layout Shift is above this. */
const MAX_CLS = 0.02;
/** The first visit must also paint its largest content and stay responsive (issue 23 item 4). */
const FIRST_VISIT = { maxLcp: 1500, maxTbt: 150 };

/** Debian's Chromium unless CHROME_PATH (Lighthouse's name) or CHROMIUM_PATH (the e2e tests') says otherwise; else chrome-launcher looks for a Chrome itself. */
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const HOST = '127.0.0.1';
/**
 * What Lighthouse wipes for the origin before each run (its default, spelled out so a future
 * default cannot silently wipe the stored consent): everything but local storage and IndexedDB.
 * The HTTP cache is cleared as well (Lighthouse does that separately), so every run is a cold load.
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
/** A first visit: local storage and IndexedDB go too, so nothing a run stored counts for the next. */
const CLEAR_ALL_TYPES = [...CLEAR_STORAGE_TYPES, 'local_storage', 'indexeddb', 'cookies'];

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

// The pure parts are TypeScript (linted, type-checked and unit-tested); Vite's runner loads them.
const { module: lib } = await runnerImport('./scripts/bench-lighthouse-lib.ts', { configFile: false, logLevel: 'error' });

let options;
try {
  options = lib.parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${lib.USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(lib.USAGE);
  process.exit(0);
}

/** The preferred port when it is free, else any free one the system hands out. */
function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, HOST, () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
  return tryPort(preferred).then((port) => port ?? tryPort(0));
}

/** Everything started here, stopped in reverse order on exit, error or Ctrl+C: nothing is left running. */
const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const stop of cleanups.reverse()) {
      try {
        await stop();
      } catch {
        /* already gone */
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the preview server and Chromium…`);
    void cleanup().then(() => process.exit(130));
  });
}

async function main() {
  if (options.build) {
    console.log('Building (npm run build)…');
    // Loading the bench's TypeScript through Vite set NODE_ENV=development in this process; the
    // build must not inherit it (the SSR step would compile JSX for development).
    const env = { ...process.env };
    delete env.NODE_ENV;
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status ?? built.signal})`);
  } else if (!existsSync('dist/index.html')) {
    throw new Error('--no-build needs an existing build in dist/ (run npm run build first)');
  }

  const port = await freePort(options.port);
  if (port === null) throw new Error('no free port for the preview server');
  // In this process, so it cannot outlive the script; the config adds the stand-in backend.
  const server = await preview({ preview: { host: HOST, port, strictPort: true, open: false }, logLevel: 'warn' });
  cleanups.push(() => server.close());
  const origin = `http://${HOST}:${port}`;
  console.log(`Serving dist/ with the stand-in at ${origin}`);

  // chrome-launcher gives Chromium a temporary profile and removes it again on kill().
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  cleanups.push(() => chrome.kill());

  const date = new Date();
  const file = lib.reportFileName(date);
  const reportsDir = file.replace(/\.json$/, '');
  if (options.saveReports) mkdirSync(reportsDir, { recursive: true });

  const loadBefore = loadavg()[0];
  const byVisit = {};
  let version = '?';
  let browser = '?';
  for (const visit of options.visits) {
    if (visit === 'returning') await giveConsent(chrome.port, origin);
    const results = [];
    for (const page of options.pages) {
      const runs = [];
      for (let i = 1; i <= options.runs; i += 1) {
        process.stdout.write(`Lighthouse ${visit} visit ${page} run ${i}/${options.runs}… `);
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: ['performance'],
          clearStorageTypes: visit === 'first' ? CLEAR_ALL_TYPES : CLEAR_STORAGE_TYPES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (options.saveReports) {
          const [html, json] = result.report;
          writeFileSync(`${reportsDir}/${visit}-${lib.pageSlug(page)}-${i}.report.html`, html);
          writeFileSync(`${reportsDir}/${visit}-${lib.pageSlug(page)}-${i}.report.json`, json);
        }
        version = result.lhr.lighthouseVersion;
        browser = /(?:Headless)?Chrome\/[\d.]+/.exec(result.lhr.environment.hostUserAgent)?.[0] ?? browser;
        const metrics = lib.extractMetrics(result.lhr);
        runs.push(metrics);
        console.log(`perf ${metrics.performance}, LCP ${(metrics.lcp / 1000).toFixed(2)} s, TBT ${Math.round(metrics.tbt)} ms`);
      }
      results.push({ summary: lib.summarize(page, runs), runs });
    }
    byVisit[visit] = results;
  }

  const summariesOf = (visit) => (byVisit[visit] ?? []).map((r) => r.summary);
  const loadAfter = loadavg()[0];
  const cores = availableParallelism();
  const allRuns = Object.values(byVisit).flatMap((results) => results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  const noise = lib.noiseWarning(Math.max(loadBefore, loadAfter), cores, allRuns);
  const failures = [
    ...lib.verdict(summariesOf('first'), { minPerformance: MIN_PERFORMANCE, maxCls: MAX_CLS, ...FIRST_VISIT }).map((f) => `first visit ${f}`),
    ...lib.verdict(summariesOf('returning'), { minPerformance: MIN_PERFORMANCE, maxCls: MAX_CLS }).map((f) => `returning visit ${f}`),
  ];
  const [main, second] = options.visits;
  console.log(`\nLighthouse ${version}, mobile defaults, median of ${options.runs} run(s); ${main} visit${second ? `, then the ${second} visit as the last columns` : ''}:\n`);
  console.log(lib.formatTable(summariesOf(main), second ? summariesOf(second) : []));
  if (noise) console.warn(`\n⚠ ${noise}`);

  mkdirSync('bench', { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: date.toISOString(),
        lighthouse: version,
        chrome: `${browser} (${CHROME_PATH ?? 'found by chrome-launcher'})`,
        settings: 'mobile defaults (simulated throttling), performance category only',
        visits: options.visits,
        machine: { cores, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter, noise },
        runsPerPage: options.runs,
        thresholds: { minPerformance: MIN_PERFORMANCE, maxCls: MAX_CLS, firstVisit: FIRST_VISIT },
        units: { fcp: 'ms', lcp: 'ms', tbt: 'ms', cls: 'unitless', jsBytes: 'bytes transferred' },
        pages: byVisit,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${file}${options.saveReports ? ` (full reports in ${reportsDir}/)` : ''}`);

  if (failures.length > 0) {
    console.error(`\nBelow the thresholds (performance ≥ ${MIN_PERFORMANCE}, CLS ≤ ${MAX_CLS}; first visit LCP ≤ ${FIRST_VISIT.maxLcp} ms, TBT ≤ ${FIRST_VISIT.maxTbt} ms):\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log(`\nAll pages meet performance ≥ ${MIN_PERFORMANCE} and CLS ≤ ${MAX_CLS}.`);
  return 0;
}

/** Stores consentGiven in the profile's local storage for the site's origin, then checks it is there. */
async function giveConsent(chromePort, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://${HOST}:${chromePort}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    // A static file of the same origin: the app itself never runs, so nothing else is stored or cached.
    await tab.goto(`${origin}/robots.txt`);
    const stored = await tab.evaluate(() => {
      localStorage.setItem('consentGiven', 'true');
      return localStorage.getItem('consentGiven');
    });
    if (stored !== 'true') throw new Error('could not store consentGiven in Chromium');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench:lighthouse failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
}
process.exit(code);
