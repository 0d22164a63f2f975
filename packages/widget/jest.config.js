/** ESM Jest: Preact 11 ships ES modules only, so ts-jest emits ESM and Node runs it (--experimental-vm-modules). */
export default {
  testEnvironment: '<rootDir>/test/support/jsdom-with-fetch.js',
  testEnvironmentOptions: { customExportConditions: [] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/test/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['\\.browser\\.spec\\.ts$'],
  testTimeout: 20_000,
};
