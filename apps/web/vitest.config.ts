import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console.ts', './src/testing/setup-tests.ts'],
    // Generous, not retried: on a busy two-core machine a component's first render also transforms
    // its lazy chunks; a test that is ready sooner ends sooner.
    testTimeout: 20_000,
  },
});
