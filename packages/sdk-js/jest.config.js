/** ESM Jest: ts-jest transpiles, Node runs the modules (NODE_OPTIONS=--experimental-vm-modules). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Unit tests beside the code; build, bundle and browser checks in test/ (*.spec.ts, *.browser.spec.ts); the real API in test/*.e2e-spec.ts.
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60_000,
};
