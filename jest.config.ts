import type { Config } from 'jest';

// ESM-only packages that Jest must compile to CommonJS (msw's dependencies, Gatsby's link/script).
const esmPackages = ['gatsby', 'gatsby-script', 'gatsby-link', 'rettime', 'until-async', '@open-draft/deferred-promise'];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  // Every core: Jest's default (one fewer) leaves a 2-core machine running the suites one at a
  // time, ~120 s instead of ~70 s here; the coordinating process is mostly idle.
  maxWorkers: '100%',
  roots: ['<rootDir>/src', '<rootDir>/sandbox', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.[jt]sx?$': ['babel-jest', { configFile: require.resolve('./jest.babel.config.js') }],
    '^.+\\.mjs$': ['babel-jest', { configFile: require.resolve('./jest.esm.babel.config.js') }],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp)$': '<rootDir>/__mocks__/file-mock.ts',
  },
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/jest.loader-shim.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
};

export default config;
