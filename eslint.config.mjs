// Lint: TypeScript, React hooks, accessibility, and the import boundaries of the architecture note
// (../shared/design/architecture.md, "Boundaries"). `npm run lint` runs with --max-warnings 0.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Test code may reach anything (the sandbox, other features' test kits). */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-kit.ts', '**/testing/**', 'e2e/**', 'jest.*.ts', '__mocks__/**'];

const noSandbox = { group: ['**/sandbox/*', '**/sandbox'], message: 'Only tests and e2e import sandbox/.' };

const uiLibraries = ['react', 'react-dom', 'react-dom/*', 'react-redux', '@reduxjs/toolkit', 'styled-components', 'gatsby'];

/** The import boundaries of the architecture note, checked everywhere (tests included). */
const boundaryZones = [
  // A feature imports no other feature: shared things live in app/, ui/ or domain/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature; move the shared piece to src/app, src/ui or src/domain.',
  })),
  {
    target: './src/ui',
    from: './src/features',
    message: 'src/ui holds primitives; the shell that composes features lives in src/app.',
  },
  {
    target: './src/domain',
    from: ['./src/features', './src/app', './src/ui', './src/api-client', './src/build', './src/templates', './src/pages'],
    message: 'src/domain holds pure rules and imports nothing else of the project.',
  },
  {
    target: './src/api-client',
    from: ['./src/features', './src/ui', './src/templates', './src/pages', './src/build'],
    message: 'src/api-client imports only src/domain and src/app/config.',
  },
  {
    target: './src/api-client',
    from: './src/app',
    except: ['./config.ts'],
    message: 'src/api-client imports only src/app/config.',
  },
];

/** src/ui's components may not reach into src/app, but their tests render them in the app's providers. */
const uiAppZone = {
  target: './src/ui',
  from: './src/app',
  except: ['./config.ts'],
  message: 'src/ui holds primitives; the shell that composes features lives in src/app.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'coverage/',
      'reports/',
      '.stryker-tmp/',
      'sandbox/data*/',
      'types/',
      'e2e/artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // The URL and query sanitisers match control characters on purpose.
      'no-control-regex': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['src/domain/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: uiLibraries, message: 'src/domain is plain TypeScript: no React, Redux or Gatsby.' }, noSandbox] },
      ],
    },
  },
  {
    // The site never reaches the sandbox; only tests do. src/build's bundled adapter reads the
    // committed catalogue at build time (it runs in Node, never in the browser).
    files: ['src/**'],
    ignores: [...testFiles, 'src/build/**', 'src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox] }] },
  },
  {
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, uiAppZone] }] },
  },
  {
    files: testFiles,
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
