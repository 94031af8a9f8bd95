import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'lint/**/*.test.ts'],
    setupFiles: ['../../test/fail-on-console.ts'],
    // Each file builds its own app and database; loading the catalogue takes about a second.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
