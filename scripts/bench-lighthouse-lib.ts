/**
 * The pure parts of `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs): argument parsing
 * (bench-lighthouse-args.ts), reading the figures out of a Lighthouse result, medians, the
 * pass/fail verdict and the table. No I/O here, so tests/scripts/bench-lighthouse.test.ts covers it and lint/typecheck see it.
 */

export { DEFAULT_PAGES, parseArgs, USAGE } from './bench-lighthouse-args';

export interface Thresholds {
  /** Lowest acceptable median performance score (0–100). */
  minPerformance: number;
  /** Highest acceptable median Cumulative Layout Shift. */
  maxCls: number;
  /** Highest acceptable median Largest Contentful Paint, ms (checked when given). */
  maxLcp?: number;
  /** Highest acceptable median Total Blocking Time, ms (checked when given). */
  maxTbt?: number;
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

function medianOrNull(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? median(known) : null;
}

/** The figures of one Lighthouse run. Times in milliseconds, bytes as transferred. */
export interface RunMetrics {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** The element Lighthouse took as largest contentful paint (a selector or snippet), to see what is measured. */
  lcpElement: string | null;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; a busy machine scores low). */
  benchmarkIndex: number | null;
  warnings: string[];
}

/** A page's medians over its runs (the same figures as one run), with the LCP elements seen. */
export interface PageSummary extends Pick<RunMetrics, 'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsBytes' | 'benchmarkIndex'> {
  page: string;
  runs: number;
  lcpElements: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

function numberAt(lhr: unknown, ...path: string[]): number {
  const value = field(lhr, ...path);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Lighthouse result has no number at ${path.join('.')}`);
  }
  return value;
}

/** The largest-contentful-paint element of a run, as Lighthouse describes it (a snippet of its HTML). */
function lcpElementOf(lhr: unknown): string | null {
  const items = field(lhr, 'audits', 'largest-contentful-paint-element', 'details', 'items');
  if (!Array.isArray(items)) return null;
  for (const table of items) {
    const rows = field(table, 'items');
    if (!Array.isArray(rows)) continue;
    for (const row of rows) {
      const node = field(row, 'node');
      const snippet = field(node, 'snippet');
      const selector = field(node, 'selector');
      if (typeof snippet === 'string') return typeof selector === 'string' ? `${selector} ${snippet}` : snippet;
    }
  }
  return null;
}

/**
 * Reads one Lighthouse result (the `lhr` of the node API, or a saved JSON report). Throws when
 * the run failed (runtimeError, no performance score), so a broken run never counts as a figure.
 */
export function extractMetrics(lhr: unknown): RunMetrics {
  const runtimeError = field(lhr, 'runtimeError', 'message');
  if (typeof runtimeError === 'string') throw new Error(`Lighthouse run failed: ${runtimeError}`);
  const score = field(lhr, 'categories', 'performance', 'score');
  if (typeof score !== 'number') throw new Error('Lighthouse result has no performance score (the page did not load?)');

  let jsBytes = 0;
  const resources = field(lhr, 'audits', 'resource-summary', 'details', 'items');
  if (!Array.isArray(resources)) throw new Error('Lighthouse result has no resource-summary');
  for (const row of resources) {
    if (field(row, 'resourceType') === 'script') {
      const size = field(row, 'transferSize');
      if (typeof size === 'number') jsBytes = size;
    }
  }

  const benchmarkIndex = field(lhr, 'environment', 'benchmarkIndex');
  const rawWarnings = field(lhr, 'runWarnings');
  const warnings = Array.isArray(rawWarnings) ? rawWarnings.filter((w): w is string => typeof w === 'string') : [];

  return {
    performance: Math.round(score * 100),
    fcp: numberAt(lhr, 'audits', 'first-contentful-paint', 'numericValue'),
    lcp: numberAt(lhr, 'audits', 'largest-contentful-paint', 'numericValue'),
    tbt: numberAt(lhr, 'audits', 'total-blocking-time', 'numericValue'),
    cls: numberAt(lhr, 'audits', 'cumulative-layout-shift', 'numericValue'),
    jsBytes,
    lcpElement: lcpElementOf(lhr),
    benchmarkIndex: typeof benchmarkIndex === 'number' ? benchmarkIndex : null,
    warnings,
  };
}

/** The median of each figure over a page's runs (each figure on its own, as Lighthouse's docs advise). */
export function summarize(page: string, runs: readonly RunMetrics[]): PageSummary {
  if (runs.length === 0) throw new Error(`no runs for ${page}`);
  const of = (key: 'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsBytes') => median(runs.map((run) => run[key]));
  return {
    page,
    runs: runs.length,
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement).filter((el): el is string => el !== null))],
    benchmarkIndex: medianOrNull(runs.map((run) => run.benchmarkIndex)),
  };
}

/** Every threshold a page misses, as a sentence; empty when all pages pass. */
export function verdict(pages: readonly PageSummary[], thresholds: Thresholds): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    if (page.performance < thresholds.minPerformance) {
      failures.push(`${page.page}: performance ${formatScore(page.performance)} < ${thresholds.minPerformance}`);
    }
    if (page.cls > thresholds.maxCls) {
      failures.push(`${page.page}: CLS ${page.cls.toFixed(3)} > ${thresholds.maxCls}`);
    }
    if (thresholds.maxLcp !== undefined && page.lcp > thresholds.maxLcp) {
      failures.push(`${page.page}: LCP ${(page.lcp / 1000).toFixed(2)} s > ${(thresholds.maxLcp / 1000).toFixed(2)} s`);
    }
    if (thresholds.maxTbt !== undefined && page.tbt > thresholds.maxTbt) {
      failures.push(`${page.page}: TBT ${Math.round(page.tbt)} ms > ${thresholds.maxTbt} ms`);
    }
  }
  return failures;
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/**
 * A plain-text table (fits a terminal and a Markdown code block): one row per page, medians. With
 * `returning`, the returning visit's score, LCP and TBT follow as more columns of the same row.
 */
export function formatTable(pages: readonly PageSummary[], returning: readonly PageSummary[] = []): string {
  const again = new Map(returning.map((p) => [p.page, p]));
  const header = ['Page', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', ...(returning.length > 0 ? ['| Return', 'LCP', 'TBT'] : [])];
  const rows = pages.map((p) => {
    const r = again.get(p.page);
    return [
      p.page,
      formatScore(p.performance),
      `${(p.fcp / 1000).toFixed(2)} s`,
      `${(p.lcp / 1000).toFixed(2)} s`,
      `${Math.round(p.tbt)} ms`,
      p.cls.toFixed(3),
      `${(p.jsBytes / 1024).toFixed(1)} KB`,
      ...(returning.length > 0 ? (r ? [`| ${formatScore(r.performance)}`, `${(r.lcp / 1000).toFixed(2)} s`, `${Math.round(r.tbt)} ms`] : ['| –', '–', '–']) : []),
    ];
  });
  const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => (row[col] ?? '').length)));
  // The page column reads left to right; the figures line up on the right.
  const line = (cells: readonly string[]) =>
    cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * A warning when the machine was too busy for the timings to mean much: load average above the
 * number of cores, or Lighthouse's benchmark index below 1000 (Lighthouse's own threshold for its
 * "slower CPU than Lighthouse expects" warning: simulated throttling then overstates TBT).
 */
export function noiseWarning(loadAverage: number, cores: number, benchmarkIndexes: readonly (number | null)[]): string | null {
  const reasons: string[] = [];
  if (loadAverage > cores) reasons.push(`load average ${loadAverage.toFixed(1)} on ${cores} cores`);
  const known = benchmarkIndexes.filter((value): value is number => value !== null);
  if (known.length > 0 && Math.min(...known) < 1000) reasons.push(`Lighthouse benchmark index down to ${Math.round(Math.min(...known))}`);
  if (reasons.length === 0) return null;
  return `The machine was busy (${reasons.join(', ')}): TBT and performance are overstated; rerun on a quiet machine before comparing.`;
}

/** A file-name-safe name for a page: `/grammar/article-quiz` → `grammar-article-quiz`, `/` → `home`. */
export function pageSlug(page: string): string {
  return page.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'home';
}

/** `bench/lighthouse-2026-11-25T15-04-05Z.json`: sortable, and no colon (Windows file names). */
export function reportFileName(date: Date): string {
  return `bench/lighthouse-${date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json`;
}
