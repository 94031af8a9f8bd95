import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiMacros } from './scripts/lingui-macro.ts';

/** Lingui's settings (lingui.config.ts), named by path: the tests run from the repository's root. */
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineProject({
  plugins: [linguiMacros(linguiConfig), lingui({ configPath: linguiConfig }), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console.ts', './src/testing/setup-tests.ts'],
    // Generous, not retried: on a busy two-core machine a component's first render also transforms
    // its lazy chunks; a test that is ready sooner ends sooner.
    testTimeout: 20_000,
    // Without isolation a worker loads jsdom, React and the catalogue once and keeps them: each
    // file in a fresh module graph spent 1.6 s building its environment, most of the project's
    // time (docs/development.md, "CI time"). A test file leaves nothing behind: the setup file
    // resets the page's language and storage after each test, and module-level caches key by what
    // they depend on.
    isolate: false,
  },
});
