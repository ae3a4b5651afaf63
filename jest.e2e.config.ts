import type { Config } from 'jest';

/** Journeys in Chromium against the built site (public/) and the sandbox. Run through `npm run test:e2e`. */
const config: Config = {
  rootDir: '.',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: '<rootDir>/e2e/support/browser-environment.ts',
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  transform: {
    '^.+\\.[jt]sx?$': ['babel-jest', { configFile: require.resolve('./jest.babel.config.js') }],
  },
  // A journey's own waits end it long before this; the margin is for a loaded machine, where one
  // axe-core pass over a listing has taken 28 s and the sign-in journey with two passes 40 s.
  testTimeout: 180_000,
  maxWorkers: 1,
};

export default config;
