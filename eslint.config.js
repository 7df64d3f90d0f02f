import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'account',
  'articles',
  'auth',
  'crosswords',
  'games',
  'grammar',
  'legal',
  'phrases',
  'professional',
  'progress',
  'reviews',
  'timer',
  'words',
  'worksheets',
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'playwright-report', 'test-results', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Features are rooms: none imports another (ARCHITECTURE.md); the app composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app; the app imports features.',
            },
            {
              target: ['./src/api', './src/lib', './src/store', './src/i18n', './src/components', './src/config'],
              from: ['./src/features', './src/app'],
              except: ['./legal/content/types.ts'],
              message: 'Shared layers do not depend on features or the app.',
            },
            {
              target: ['./src/app', './src/features', './src/api', './src/lib', './src/store', './src/i18n', './src/components', './src/config', './src/main.tsx'],
              from: './src/mocks',
              message: 'The stand-in server never reaches the app bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mocks/**', '**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
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
