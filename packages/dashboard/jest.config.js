/**
 * ESM Jest, as in the site. Two projects: component tests in jsdom (msw stands in for the API), and the browser
 * test that drives Chromium against the built dashboard, the built site's server code and the real API.
 */
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@pagewise/sdk$': '<rootDir>/../sdk-js/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // user-event must drive the one @testing-library/dom that React's testing library configured.
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
