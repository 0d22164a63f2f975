/** ESM Jest for NestJS 12: ts-jest transpiles, Node runs the modules (NODE_OPTIONS=--experimental-vm-modules). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
    '/node_modules/@nestjs/throttler/.+\\.js$': '<rootDir>/test/support/cjs-requires-esm.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/throttler/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  setupFiles: ['<rootDir>/test/support/setup.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
