// @vitest-environment node
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from './architecture/import-graph';

const eslint = new ESLint({ cwd: process.cwd() });

/** The import boundaries of ARCHITECTURE.md, enforced by eslint.config.js. */
async function violations(filePath: string, code: string): Promise<string[]> {
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

/** Every feature folder, as the lint zones are generated from it (present and future). */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('every feature is a room', () => {
  it('finds the features (a broken folder read would make the probes below vacuous)', () => {
    expect(features.length).toBeGreaterThanOrEqual(20);
    expect(features).toEqual(expect.arrayContaining(['tutors', 'your-data', 'home', 'advertise', 'class-games', 'video-lessons']));
  });

  it.each(features)('%s imports no other feature, by alias or by a relative path', async (feature) => {
    const other = features.find((f) => f !== feature)!;
    const byAlias = await violations(`src/features/${feature}/model/boundary-probe.ts`, `import { x } from '@/features/${other}/model/thing';\nexport const y = x;\n`);
    expect(byAlias).toEqual([expect.stringContaining('Features do not import each other')]);
    const byPath = await violations(`src/features/${feature}/model/boundary-probe.ts`, `import { x } from '../../${other}/model/thing';\nexport const y = x;\n`);
    expect(byPath).toEqual([expect.stringContaining('Features do not import each other')]);
    const typeOnly = await violations(`src/features/${feature}/boundary-probe.ts`, `import type { X } from '@/features/${other}/types';\nexport type Y = X;\n`);
    expect(typeOnly).toEqual([expect.stringContaining('Features do not import each other')]);
    const app = await violations(`src/features/${feature}/boundary-probe.ts`, "import { routes } from '@/app/router';\nexport const y = routes;\n");
    expect(app).toEqual([expect.stringContaining('Features do not import the app')]);
    // Its own folders, however deep, and the shared layers are fine.
    const own = await violations(
      `src/features/${feature}/a/b/boundary-probe.ts`,
      `import { x } from '../../model/thing';\nimport { z } from '@/features/${feature}/model/other';\nimport { LANGS } from '@/i18n/languages';\nexport const y = [x, z, LANGS];\n`,
    );
    expect(own).toEqual([]);
  });

  it('covers a feature added tomorrow (the zones follow the folder list, not a hand-kept list)', async () => {
    const config = (await eslint.calculateConfigForFile(`src/features/${features[0]}/x.ts`)) as { rules: Record<string, unknown> };
    expect(JSON.stringify(config.rules['@typescript-eslint/no-restricted-imports'])).toContain(`(?!${features[0]}/)`);
  });
});

describe('the layers run config → lib → i18n → api → store → components → features → app', () => {
  const shared = LAYERS.slice(0, LAYERS.indexOf('features'));
  const probes = shared.flatMap((layer) => LAYERS.slice(LAYERS.indexOf(layer) + 1).map((higher) => [layer, higher] as const));

  it('probes every pair', () => {
    expect(probes).toHaveLength(7 + 6 + 5 + 4 + 3 + 2);
  });

  it.each(probes)('%s/ may not import %s/', async (layer, higher) => {
    const target = higher === 'features' ? '@/features/words/model/thing' : `@/${higher}/thing`;
    expect(await violations(`src/${layer}/boundary-probe.ts`, `import { x } from '${target}';\nexport const y = x;\n`)).toEqual([
      expect.stringContaining('The layers run'),
    ]);
    expect(await violations(`src/${layer}/boundary-probe.ts`, `import type { X } from '${target}';\nexport type Y = X;\n`)).toEqual([
      expect.stringContaining('The layers run'),
    ]);
    const relative = higher === 'features' ? '../features/words/model/thing' : `../${higher}/thing`;
    expect(await violations(`src/${layer}/boundary-probe.ts`, `import { x } from '${relative}';\nexport const y = x;\n`)).toEqual([
      expect.stringContaining('The layers run'),
    ]);
  });

  it.each(shared)('%s/ may import its own and every lower layer', async (layer) => {
    const lower = LAYERS.slice(0, LAYERS.indexOf(layer) + 1);
    const code = lower.map((l, i) => `import { x${i} } from '@/${l}/thing';`).join('\n') + `\nexport const y = [${lower.map((_, i) => `x${i}`).join(', ')}];\n`;
    expect(await violations(`src/${layer}/boundary-probe.ts`, code)).toEqual([]);
  });

  it('keeps the e2e suite out of production code', async () => {
    expect(await violations('src/entry-server-probe.tsx', "import { visitorPages } from '../e2e/route-samples';\nexport const x = visitorPages;\n")).toEqual([
      expect.stringContaining('does not import e2e/'),
    ]);
    expect(await violations('src/app/boundary-probe.ts', "import { visitorPages } from '../../e2e/route-samples';\nexport const x = visitorPages;\n")).toEqual([
      expect.stringContaining('does not import e2e/'),
    ]);
  });
});
