/**
 * ESM Jest: Preact 11 ships ES modules only, so ts-jest emits ESM and Node runs it
 * (--experimental-vm-modules). Two projects: jsdom unit tests (`*.spec.ts(x)` beside the code, and the size
 * check in test/), and Chromium tests in test/: `*.browser.spec.ts` against a stand-in API, `*.e2e-spec.ts`
 * against the real one.
 */
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
};

export default {
  testTimeout: 30_000,
  // Written in by the build (rollup.config.js); the unit tests load no viewer.
  globals: { VIEWER_INTEGRITY: '' },
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/test/support/jsdom-with-fetch.js',
      // No "browser" condition: Node must get the ES module builds of Preact and signals.
      testEnvironmentOptions: { customExportConditions: [] },
      testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.spec.ts?(x)'],
      testPathIgnorePatterns: ['\\.browser\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.browser.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
    },
  ],
};
