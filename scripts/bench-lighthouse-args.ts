/**
 * The command line of `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs): the default pages,
 * runs and port, the options and their parsing. No I/O (tests/scripts/bench-lighthouse.test.ts).
 */

/**
 * The eight page types a learner meets first (issue 23): home, login, a word topic, a grammar
 * exercise, a game, a phrase set, an article and the crossword list. The phone bench
 * (scripts/bench-phone.mjs) measures the same pages.
 */
export const DEFAULT_PAGES = [
  '/',
  '/login',
  '/words/time01',
  '/grammar/article-quiz',
  '/games/sentences-puzzle',
  '/phrases/introductions',
  '/articles/german-cases-explained',
  '/crosswords',
];
export const DEFAULT_RUNS = 3;
export const DEFAULT_PORT = 4212;

/**
 * A first visit: nothing stored (no consent, so the consent dialog is open), cold cache — what
 * every new learner meets. A returning visit: consent stored, cold HTTP cache.
 */
export type Visit = 'first' | 'returning';

export interface BenchOptions {
  build: boolean;
  runs: number;
  pages: string[];
  /** The visits to measure, in this order (default: the first visit, then the returning one). */
  visits: Visit[];
  port: number;
  /** Also keep each run's full Lighthouse report (HTML and JSON) next to the summary. */
  saveReports: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run bench:lighthouse -- [options]
  --no-build        reuse dist/ instead of running \`npm run build\` first
  --runs N          Lighthouse runs per page (default ${DEFAULT_RUNS}); the table shows medians
  --pages /a,/b     pages to measure (default ${DEFAULT_PAGES.join(',')})
  --first-visit     only the first visit (nothing stored, the consent dialog opens; also --no-consent)
  --returning       only the returning visit (consent stored)
  --save-reports    also keep every run's full Lighthouse report (HTML + JSON) in bench/lighthouse-<date>/
  --port N          preferred port of the preview server (default ${DEFAULT_PORT}; another free one if taken)
  --help            this text
Exit status: 0 all pages meet the thresholds, 1 a page misses one, 2 the bench itself failed.`;

function positiveInteger(flag: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`${flag} needs a whole number ≥ 1, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return Number(value);
}

/** Parses the command line (without `node` and the script path). Throws with a readable message on a bad flag. */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { build: true, runs: DEFAULT_RUNS, pages: [...DEFAULT_PAGES], visits: ['first', 'returning'], port: DEFAULT_PORT, saveReports: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => {
      if (inline !== undefined) return inline;
      i += 1;
      return argv[i];
    };
    switch (flag) {
      case '--no-build':
        options.build = false;
        break;
      case '--no-consent':
      case '--first-visit':
        options.visits = ['first'];
        break;
      case '--returning':
        options.visits = ['returning'];
        break;
      case '--save-reports':
        options.saveReports = true;
        break;
      case '--runs':
        options.runs = positiveInteger('--runs', value());
        break;
      case '--port':
        options.port = positiveInteger('--port', value());
        break;
      case '--pages': {
        const list = (value() ?? '')
          .split(',')
          .map((page) => page.trim())
          .filter(Boolean);
        if (list.length === 0 || list.some((page) => !page.startsWith('/'))) {
          throw new Error('--pages needs a comma-separated list of paths that start with /, e.g. --pages /,/words/time01');
        }
        options.pages = list;
        break;
      }
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option ${JSON.stringify(arg)}`);
    }
  }
  return options;
}
