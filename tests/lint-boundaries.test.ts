// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of ARCHITECTURE.md, enforced by eslint.config.js. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('forbids one feature importing another', async () => {
    const found = await violations(
      'src/features/words/content/boundary-probe.ts',
      "import { grammarCards } from '@/features/grammar/content/catalogue';\nexport const x = grammarCards;\n",
    );
    expect(found).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('allows a feature its own modules and the shared layers', async () => {
    const found = await violations(
      'src/features/words/content/boundary-probe.ts',
      "import type { WordQuizEntry } from './types';\nimport { LANGS } from '@/i18n/languages';\nexport const x: WordQuizEntry[] = [];\nexport const y = LANGS;\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps the stand-in server out of app code', async () => {
    const found = await violations('src/app/boundary-probe.ts', "import { seedArticles } from '@/mocks/data/articles';\nexport const x = seedArticles;\n");
    expect(found).toEqual([expect.stringContaining('stand-in server')]);
  });

  it('keeps shared layers independent of features', async () => {
    const found = await violations('src/lib/boundary-probe.ts', "import { games } from '@/features/games/content/catalogue';\nexport const x = games;\n");
    expect(found).toEqual([expect.stringContaining('Shared layers')]);
  });
});
