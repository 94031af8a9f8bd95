import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run, five projects: `vitest run --project 'api*'` runs only the API suite (`api`, and
 * `api-isolated` for the files that mock a Node module); `repo` checks the repository itself.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
      { test: { name: 'repo', include: ['test/**/*.test.ts'] } },
    ],
    // Vitest's default leaves one core idle (one worker on a two-core machine), though much of an
    // API test's time is spent waiting on the database, password hashing and child processes.
    maxWorkers: availableParallelism(),
  },
});
