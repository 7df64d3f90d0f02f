import { spawnSync } from 'node:child_process';
import {
  DEFAULT_PAGES,
  extractMetrics,
  formatTable,
  median,
  noiseWarning,
  pageSlug,
  parseArgs,
  reportFileName,
  summarize,
  verdict,
  type PageSummary,
  type RunMetrics,
} from '../../scripts/bench-lighthouse-lib';

/** The parts of a Lighthouse result the bench reads, shaped as Lighthouse 12 writes them. */
function lhr(overrides: { score?: number | null; lcp?: number; scriptBytes?: number; runtimeError?: string } = {}) {
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 1403.5 },
    ...(overrides.runtimeError ? { runtimeError: { code: 'NO_FCP', message: overrides.runtimeError } } : {}),
    runWarnings: ['There may be stored data affecting loading performance in this location: Local Storage.'],
    categories: { performance: { score: overrides.score === undefined ? 0.91 : overrides.score } },
    audits: {
      'first-contentful-paint': { numericValue: 1234.5 },
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 2310 },
      'total-blocking-time': { numericValue: 254 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 300_000 },
            { resourceType: 'script', transferSize: overrides.scriptBytes ?? 226_611 },
            { resourceType: 'stylesheet', transferSize: 9_000 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: { items: [{ type: 'table', items: [{ node: { selector: 'main > h1', snippet: '<h1 class="text-3xl">' } }] }] },
      },
    },
  };
}

function run(overrides: Partial<RunMetrics> = {}): RunMetrics {
  return { performance: 90, fcp: 1000, lcp: 2000, tbt: 100, cls: 0, jsBytes: 100_000, lcpElement: null, benchmarkIndex: null, warnings: [], ...overrides };
}

function page(overrides: Partial<PageSummary> = {}): PageSummary {
  return { page: '/', runs: 3, performance: 97, fcp: 1000, lcp: 1500, tbt: 40, cls: 0, jsBytes: 150_000, lcpElements: [], benchmarkIndex: null, ...overrides };
}

describe('median', () => {
  it('takes the middle of an odd list whatever its order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([836, 120, 790])).toBe(790);
  });
  it('averages the middle two of an even list', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('does not reorder the caller’s list', () => {
    const list = [3, 1, 2];
    median(list);
    expect(list).toEqual([3, 1, 2]);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('extractMetrics', () => {
  it('reads score, timings, CLS, scripts transferred and the LCP element', () => {
    expect(extractMetrics(lhr())).toEqual({
      performance: 91,
      fcp: 1234.5,
      lcp: 2310,
      tbt: 254,
      cls: 0.004,
      jsBytes: 226_611,
      lcpElement: 'main > h1 <h1 class="text-3xl">',
      benchmarkIndex: 1403.5,
      warnings: ['There may be stored data affecting loading performance in this location: Local Storage.'],
    });
  });
  it('rejects a failed run instead of counting it', () => {
    expect(() => extractMetrics(lhr({ runtimeError: 'The page did not paint any content.' }))).toThrow(/did not paint/);
    expect(() => extractMetrics(lhr({ score: null }))).toThrow(/no performance score/);
    expect(() => extractMetrics({})).toThrow();
    expect(() => extractMetrics(null)).toThrow();
  });
});

describe('summarize', () => {
  it('takes the median of each figure separately', () => {
    const summary = summarize('/grammar/article-quiz', [
      run({ performance: 73, tbt: 836, lcp: 2900, lcpElement: 'h1', benchmarkIndex: 1200 }),
      run({ performance: 80, tbt: 700, lcp: 3100, lcpElement: 'h1', benchmarkIndex: null }),
      run({ performance: 70, tbt: 900, lcp: 2800, lcpElement: 'p', benchmarkIndex: 1000 }),
    ]);
    expect(summary).toMatchObject({ page: '/grammar/article-quiz', runs: 3, performance: 73, tbt: 836, lcp: 2900, lcpElements: ['h1', 'p'], benchmarkIndex: 1100 });
  });
});

describe('verdict', () => {
  const thresholds = { minPerformance: 95, maxCls: 0.02 };
  it('passes pages at the thresholds', () => {
    expect(verdict([page({ performance: 95, cls: 0.02 })], thresholds)).toEqual([]);
  });
  it('names every page and figure that misses', () => {
    expect(verdict([page({ page: '/', performance: 94 }), page({ page: '/games/anagrams', cls: 0.05 }), page({ page: '/ok' })], thresholds)).toEqual([
      '/: performance 94 < 95',
      '/games/anagrams: CLS 0.050 > 0.02',
    ]);
  });
  it('checks LCP and TBT when the thresholds name them (the first visit, issue 23)', () => {
    const strict = { ...thresholds, maxLcp: 1500, maxTbt: 150 };
    expect(verdict([page({ page: '/', lcp: 1500, tbt: 150 })], strict)).toEqual([]);
    expect(verdict([page({ page: '/', lcp: 1620, tbt: 151 })], strict)).toEqual(['/: LCP 1.62 s > 1.50 s', '/: TBT 151 ms > 150 ms']);
  });
});

describe('formatTable', () => {
  it('prints one aligned row per page with units', () => {
    const table = formatTable([
      page({ page: '/', performance: 91, fcp: 1900, lcp: 2310, tbt: 254.4, cls: 0, jsBytes: 226_611 }),
      page({ page: '/grammar/article-quiz', performance: 73, fcp: 2000, lcp: 2960, tbt: 836, cls: 0.0123, jsBytes: 300_000 }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Page\s+Perf\s+FCP\s+LCP\s+TBT\s+CLS\s+JS$/);
    expect(lines[2]).toMatch(/^\/\s+91\s+1\.90 s\s+2\.31 s\s+254 ms\s+0\.000\s+221\.3 KB$/);
    expect(lines[3]).toMatch(/^\/grammar\/article-quiz\s+73\s+2\.00 s\s+2\.96 s\s+836 ms\s+0\.012\s+293\.0 KB$/);
    // The figures line up on the right: every row is as long as the header.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
  it('adds the returning visit as more columns of the same row', () => {
    const table = formatTable([page({ page: '/', performance: 91, lcp: 2310, tbt: 254.4 })], [page({ page: '/', performance: 99, lcp: 900, tbt: 40 })]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Page\s+Perf\s+FCP\s+LCP\s+TBT\s+CLS\s+JS\s+\| Return\s+LCP\s+TBT$/);
    expect(lines[2]).toMatch(/\|\s+99\s+0\.90 s\s+40 ms$/);
  });
});

describe('parseArgs', () => {
  it('defaults to a fresh build, three runs, the eight page types of issue 23, the first visit then the returning one', () => {
    expect(parseArgs([])).toEqual({ build: true, runs: 3, pages: DEFAULT_PAGES, visits: ['first', 'returning'], port: 4212, saveReports: false, help: false });
    expect(DEFAULT_PAGES).toEqual([
      '/',
      '/login',
      '/words/time01',
      '/grammar/article-quiz',
      '/games/sentences-puzzle',
      '/phrases/introductions',
      '/articles/german-cases-explained',
      '/crosswords',
    ]);
    expect(parseArgs(['--returning']).visits).toEqual(['returning']);
    expect(parseArgs(['--first-visit']).visits).toEqual(['first']);
  });
  it('reads every flag, with a space or an equals sign', () => {
    expect(parseArgs(['--no-build', '--runs', '5', '--pages=/, /words/time01', '--no-consent', '--port=4300', '--save-reports'])).toEqual({
      build: false,
      runs: 5,
      pages: ['/', '/words/time01'],
      visits: ['first'],
      port: 4300,
      saveReports: true,
      help: false,
    });
  });
  it('refuses bad values and unknown flags with a message', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs'])).toThrow(/--runs/);
    expect(() => parseArgs(['--pages', 'words/time01'])).toThrow(/--pages/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option "--fast"/);
  });
});

describe('reportFileName', () => {
  it('is dated, sortable and free of colons', () => {
    expect(reportFileName(new Date('2026-11-25T15:04:05.123Z'))).toBe('bench/lighthouse-2026-11-25T15-04-05Z.json');
  });
});

describe('noiseWarning', () => {
  it('stays quiet on a quiet machine', () => {
    expect(noiseWarning(0.8, 2, [1500, 1400, null])).toBeNull();
  });
  it('warns when the load exceeds the cores or Lighthouse finds a slow CPU', () => {
    expect(noiseWarning(5.79, 2, [1500])).toMatch(/load average 5\.8 on 2 cores/);
    expect(noiseWarning(1, 2, [1500, 640.4])).toMatch(/benchmark index down to 640/);
  });
});

describe('pageSlug', () => {
  it('turns a path into a file name', () => {
    expect(pageSlug('/grammar/article-quiz')).toBe('grammar-article-quiz');
    expect(pageSlug('/prof_vacabulary/parctice/?subcategory=217')).toBe('prof-vacabulary-parctice-subcategory-217');
    expect(pageSlug('/')).toBe('home');
  });
});

describe('the script', () => {
  // Only the command line: no build, server or browser is started for --help or a bad flag.
  const bench = (...args: string[]) => spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs', ...args], { encoding: 'utf8', timeout: 30_000 });

  it('prints its usage for --help and exits 0', () => {
    const result = bench('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/--no-build[\s\S]*--runs N[\s\S]*--pages/);
  }, 40_000);
  it('exits 2 with the reason and the usage on a bad flag', () => {
    const result = bench('--runs', 'three');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--runs needs a whole number/);
    expect(result.stderr).toMatch(/Usage: npm run bench:lighthouse/);
  }, 40_000);
});
