/**
 * ESM Jest, as in the other packages. Two projects: component tests in jsdom (with msw for the API), and
 * browser tests that drive Chromium against the built site and the real API.
 */
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // user-event is hoisted beside the widget's older @testing-library/dom; it must drive the one React's
    // testing library configured (act around every event).
    '^@testing-library/dom$': '<rootDir>/node_modules/@testing-library/dom',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
};

export default {
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'components',
      testEnvironment: '<rootDir>/test/support/jsdom-env.js',
      // Node's export conditions, so msw/node and friends resolve to their server builds.
      testEnvironmentOptions: { customExportConditions: [] },
      testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.spec.ts?(x)'],
      testPathIgnorePatterns: ['\\.browser\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.browser.spec.ts'],
    },
  ],
};
