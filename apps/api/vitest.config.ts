import { configDefaults, defineProject } from 'vitest/config';

/** Test files that replace a Node module (vi.mock) for the whole file: they run isolated (vitest.isolated.config.ts). */
export const MODULE_MOCKING_TESTS = ['src/faults/disk-full.test.ts'];

/** What both API projects share. */
export const API_TEST_OPTIONS = {
  environment: 'node' as const,
  setupFiles: ['../../test/fail-on-console.ts'],
  // One database migrated per run, which each test file copies (decision 0017).
  globalSetup: ['vitest.global-setup.ts'],
  // Each file builds its own app and database; a worker's first file also loads the catalogue (about a second).
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...API_TEST_OPTIONS,
    name: 'api',
    include: ['src/**/*.test.ts', 'lint/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    // Every file builds its own app, database, storage and outbox (test/test-app.ts), so files
    // share nothing but loaded modules: a worker keeps them, and the catalogue, instead of loading
    // them again for each of a hundred files.
    isolate: false,
  },
});
