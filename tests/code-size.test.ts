// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No code file over 300 lines (issue 28): a file that grows past it is split into parts named for
 * what they do. Every .ts / .tsx file under src/, scripts/, tests/ and e2e/ counts, except data:
 *   - src/mocks/data/…                the stand-in backend's data;
 *   - src/features/<feature>/content/… a feature's content modules (word lists, grammar lessons…).
 * The locale files are JSON (locales/) and src/i18n/locale-maps/ is small: no other exception.
 */
const MAX_LINES = 300;
const ROOTS = ['src', 'scripts', 'tests', 'e2e'];
const DATA = [/^src\/mocks\/data\//, /^src\/features\/[^/]+\/content\//];

function codeFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file).split('\\').join('/'))
      .filter((file) => /\.tsx?$/.test(file)),
  );
}

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('code file size', () => {
  const files = codeFiles();

  it('finds the code files', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('src/main.tsx');
  });

  it(`keeps every code file at ${MAX_LINES} lines or fewer (data files excepted)`, () => {
    const offenders = files
      .filter((file) => !DATA.some((pattern) => pattern.test(file)))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders, `split these files (over ${MAX_LINES} lines):\n${offenders.join('\n')}`).toEqual([]);
  });
});
