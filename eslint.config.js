import js from '@eslint/js';
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
  'today',
  'words',
  'worksheets',
];

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/mocks|(\\.\\./)+mocks)(/|$)', message: 'The stand-in server never reaches the app bundle.' }] },
      ],
    },
  },

  // Features are rooms: none imports another, nor the app (ARCHITECTURE.md); the app composes them.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}/)`, message: 'Features do not import each other; compose them in src/app.' },
            { regex: '^@/app(/|$)', message: 'Features do not import the app; the app imports features.' },
            { regex: '^(@/mocks|(\\.\\./)+mocks)(/|$)', message: 'The stand-in server never reaches the app bundle.' },
            // Relative paths may not climb out of the feature (worksheet data is shared with scripts/).
            { regex: '^(\\.\\./){2,}(?!(\\.\\./)*scripts/)', message: 'Features do not import each other; compose them in src/app.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/{api,lib,store,i18n,components,config}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: 'Shared layers do not depend on features or the app.', allowTypeImports: true },
            { regex: '^(@/mocks|(\\.\\./)+mocks)(/|$)', message: 'The stand-in server never reaches the app bundle.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mocks/**', '**/*.test.{ts,tsx}', 'tests/**'],
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
