/**
 * Debian's Chromium, the one browser tests and benchmarks use (never a Playwright download),
 * with the flags this sandboxed, offline machine needs: no sandbox as root, no GPU, no
 * background networking or component updates that would try to reach the internet.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
