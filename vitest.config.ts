import { defineConfig } from 'vitest/config';

/** One run, three projects: `vitest run --project api` runs only the API suite. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
