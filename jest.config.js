// Jest runs in native ESM mode (node --experimental-vm-modules, see package.json "test"):
// MikroORM 7 is ESM only. @swc/jest strips the types and keeps ES modules.
export default {
  testEnvironment: 'node',
  // Tests live in test/, and each long process keeps its own beside it (workflows/<process>/).
  roots: ['<rootDir>/test', '<rootDir>/workflows'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  // zod's methods on its prototype, as the API's entry point has them (adapters/main/zod-methods.ts).
  setupFiles: ['<rootDir>/adapters/main/zod-methods.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 60000,
  // `npm test -- --coverage` (what .ci/run does): V8 coverage of the domain, held at 90% of lines.
  coverageProvider: 'v8',
  collectCoverageFrom: ['core/**/*.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { './core/': { lines: 90 } },
};
