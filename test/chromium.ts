/**
 * Debian's Chromium, the one browser tests and benchmarks use (never a Playwright download),
 * with the flags this sandboxed, offline machine needs: no sandbox as root, no GPU, no
 * background networking or component updates that would try to reach the internet.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The same Chromium build as its headless shell (Debian's chromium-headless-shell), which the
 * end-to-end journeys run in: it renders the page with the same engine but without the full
 * browser's windowing and GPU-process machinery, so a journey costs about half the CPU on a
 * two-core machine. The benchmarks keep the full browser, the one students run.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
