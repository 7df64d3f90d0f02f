import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every folder under src/features is a room (ARCHITECTURE.md): the zones below are generated from
 * the folder list, so a feature added tomorrow is inside them without editing this file.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The layers, lowest first. A file imports only its own layer and lower ones; the app composes
 * everything. `src/main.tsx` and `src/entry-server.tsx` belong to the app. Type-only imports obey
 * the same order (none needs an exception today). tests/architecture/import-graph.test.ts checks
 * the same order on the whole import graph, dynamic `import()` included, and that it has no cycle.
 */
/** Folder depths inside a feature with a relative-path rule (deeper files: tests/architecture/import-graph.test.ts still resolves them). */
const FEATURE_DEPTH = 8;

const LAYERS = ['config', 'lib', 'i18n', 'api', 'store', 'components', 'features', 'app'];

const MOCKS = { regex: '^(@/mocks|(\\.\\./)+mocks)(/|$)', message: 'The stand-in server never reaches the app bundle.' };
/** The e2e suite is not part of the app (what both need, e.g. the route samples, lives in src/). */
const E2E = { regex: '^(\\.\\./)+e2e(/|$)', message: 'Production code does not import e2e/; move what both need into src/.' };

/** Imports of the layers above `layer`, by alias or by a relative path that climbs into them. */
function higherLayers(layer) {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1).join('|');
  const message = `Shared layers do not depend on higher ones. The layers run ${LAYERS.join(' → ')}: ${layer}/ imports only its own and lower layers.`;
  return [
    { regex: `^@/(${above})(/|$)`, message },
    { regex: `^(\\.\\./)+(${above})(/|$)`, message },
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dev-dist', 'coverage', 'playwright-report', 'test-results', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The stand-in server never reaches the app bundle.
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [MOCKS, E2E] }],
    },
  },

  // Features are rooms: none imports another, nor the app (ARCHITECTURE.md); the app composes them.
  // One block per feature and folder depth, so a relative path is stopped exactly when it climbs
  // out of its feature (`../` more times than the file sits deep in it).
  ...features.flatMap((feature) =>
    [null, ...Array.from({ length: FEATURE_DEPTH }, (_, depth) => depth)].map((depth) => ({
      files: [depth === null ? `src/features/${feature}/**/*.{ts,tsx}` : `src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^@/features/(?!${feature}/)`, message: 'Features do not import each other; compose them in src/app.' },
              { regex: '^@/app(/|$)', message: 'Features do not import the app; the app imports features.' },
              MOCKS,
              E2E,
              // Out of the feature by a relative path: use `@/` for the shared layers (worksheet data is shared with scripts/).
              ...(depth === null ? [] : [{ regex: `^(\\.\\./){${depth + 1},}(?!(\\.\\./)*scripts/)`, message: 'Features do not import each other; compose them in src/app.' }]),
            ],
          },
        ],
      },
    })),
  ),
  // The shared layers in order (config → lib → i18n → api → store → components).
  ...LAYERS.slice(0, LAYERS.indexOf('features')).map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...higherLayers(layer), MOCKS, E2E] }] },
  })),
  {
    files: ['src/mocks/**', '**/*.test.{ts,tsx}', 'tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
);
