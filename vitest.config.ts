import { defineConfig } from 'vitest/config';

/** One run, four projects: `vitest run --project api` runs only the API suite; `repo` checks the repository itself. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', { test: { name: 'repo', include: ['test/**/*.test.ts'] } }],
  },
});
