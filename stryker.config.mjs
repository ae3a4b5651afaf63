// Mutation testing of the pure rules in src/domain (`npm run test:mutation`, not part of `npm test`).
// Only the domain's own tests run, one or two at a time: the machine is shared.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    'src/domain/**/*.ts',
    '!src/domain/**/*.test.ts',
    // Wire shapes only: types, no logic to mutate.
    '!src/domain/catalogue/contract.ts',
  ],
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    // The domain is pure: Node instead of jsdom and no msw server make each run far cheaper.
    config: { roots: ['<rootDir>/src/domain'], testEnvironment: 'node', setupFilesAfterEnv: [] },
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 85, break: null },
};

export default config;
