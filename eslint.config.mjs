// Lint: TypeScript, React hooks, accessibility, and the import boundaries of the architecture note
// (../shared/design/architecture.md, "Boundaries"; src/README.md). `npm run lint` runs with --max-warnings 0.
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

/** Everything of the site's own code but the layer itself, as import sources. */
const layers = ['app', 'core', 'features', 'ui', 'api-client', 'domain', 'build', 'templates', 'pages', 'testing'];
const except = (...own) => layers.filter((layer) => !own.includes(layer)).map((layer) => `./src/${layer}`);

/**
 * The import boundaries of the architecture note, checked everywhere (tests included): one way
 * down, app (the shell), pages and templates -> features -> core -> api-client -> domain.
 */
const boundaryZones = [
  // A feature imports no other feature: what they share lives in core/, ui/ or domain/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: react to core/events, or let the shell (src/app) compose them.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message:
      'A feature does not import the shell: what features stand on lives in src/core; tests reach the shell through src/testing.',
  },
  {
    target: './src/core',
    from: except('core', 'api-client', 'domain'),
    message: 'src/core is what every feature stands on: it imports only src/domain and src/api-client.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/pages', './src/templates'],
    message: 'src/ui holds the design system; the shell that composes features lives in src/app.',
  },
  {
    target: './src/domain',
    from: except('domain'),
    message: 'src/domain holds pure rules and imports nothing else of the project.',
  },
  {
    target: './src/api-client',
    from: except('api-client', 'domain', 'core'),
    message: 'src/api-client imports only src/domain and src/core/config.',
  },
  {
    target: './src/api-client',
    from: './src/core',
    except: ['./config.ts'],
    message: 'src/api-client imports only src/domain and src/core/config.',
  },
];

/** Beside them, for the site's own code (not its tests): ui reads only core's config; src/testing is for tests. */
const sourceOnlyZones = [
  {
    target: './src/ui',
    from: ['./src/app', './src/core'],
    except: ['./config.ts'],
    message: 'src/ui imports only src/domain and src/core/config; its tests render it in the shell through src/testing.',
  },
  {
    target: './src',
    from: './src/testing',
    message: 'src/testing composes the site for tests only.',
  },
];

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
    // Value imports here; scripts/house-counts.ts --check (in `npm run lint`) adds type-only ones.
    files: ['src/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...sourceOnlyZones] }] },
  },
  {
    files: testFiles,
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright takes the predicate's value as it is: an async one returns a promise, always truthy,
    // so the wait ends at the first check (the offline journey's flake). Poll inside page.evaluate.
    files: ['e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'waitForFunction does not await its predicate: poll inside page.evaluate instead.',
        },
      ],
    },
  },
  prettier,
);
