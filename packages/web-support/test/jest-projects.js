import { fileURLToPath } from 'node:url';

/**
 * ESM Jest for the site and the dashboard. Two projects: component tests in jsdom (msw stands in for the API),
 * and browser tests (`*.browser.spec.ts`) that drive Chromium against the built app and the real API.
 * `moduleNameMapper` adds mappings of the app's own.
 */
export function jestProjects({ moduleNameMapper = {} } = {}) {
  const shared = {
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      ...moduleNameMapper,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // user-event is hoisted beside the widget's older @testing-library/dom; it must drive the one React's
      // testing library configured (act around every event).
      '^@testing-library/dom$': '<rootDir>/node_modules/@testing-library/dom',
    },
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
    },
  };
  return {
    testTimeout: 30_000,
    projects: [
      {
        ...shared,
        displayName: 'components',
        testEnvironment: fileURLToPath(new URL('./jsdom-env.js', import.meta.url)),
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
}
