import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Import direction (docs/decisions/0002-architecture.md): client/ never imports server/;
// shared/ imports neither client/ nor server/.
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '../server/*', '**/../server'], message: 'client/ must not import server/.' }],
          // docs/decisions/0019-javascript-budget.md
          paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: "Use client/components/link.tsx: react-router's <Link> brings its framework-mode prefetching to every page." }],
        },
      ],
    },
  },
  {
    // The unit and API tests share their workers' modules (vite.config.ts, isolate: false): a module
    // replaced for one test file would be the replacement in the files after it.
    files: ['tests/unit/**', 'tests/api/**', 'tests/helpers/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'The test files share their modules (docs/decisions/0025-tests-share-their-workers-modules.md): pass a stand-in to the code under test instead.',
        })),
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: forbid(['**/server/**', '**/client/**'], 'shared/ must not import client/ or server/.'),
  },
);
