/**
 * Search-suggestion paint benchmark, part of `npm run bench:web` (which builds first; this script
 * never builds). Starts the bundled API server (which serves apps/web/dist) on a temp SQLite file,
 * opens /explore on a phone-sized screen (390x844, touch) in Debian's Chromium, lets the combobox
 * load (a warm page), then for each of 20 college names types the first letter, waits, and times
 * the second keystroke to the first frame that shows a suggestion for the new text (the
 * target: 150 ms, debounce and request included). The baseline, measured the same way in the same
 * page, is the keystroke to the frame that shows the typed letter itself. A measurement, not a
 * test: exits 0 when the target is missed, 1 only when something could not be measured.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium.ts';
import { freePort, spawnBenchServer, stopBenchServer, waitHealthy } from './bench-server.ts';

const TARGET_MS = 150;
const VIEWPORT = { width: 390, height: 844 };
const WORDS = [
  'stanford',
  'purdue',
  'clemson',
  'baylor',
  'emory',
  'tulane',
  'rice',
  'auburn',
  'drexel',
  'fordham',
  'villanova',
  'gonzaga',
  'creighton',
  'marquette',
  'pepperdine',
  'rutgers',
  'temple',
  'howard',
  'spelman',
  'oberlin',
];

const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-suggest-bench-'));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await browser?.close().catch(() => undefined);
    await stopBenchServer(server);
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
  })());
process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

type Until = 'suggestion' | 'echo';

/**
 * Arms a watcher, presses `key` and answers the ms from its keydown to the first frame that shows
 * the outcome: for 'suggestion', options drawn after the answer for `text` arrived (an earlier
 * answer still on screen does not count); for 'echo', the letter in the box.
 */
async function timeKey(page: Page, key: string, text: string, until: Until): Promise<number> {
  await page.evaluate(
    ({ text, until }) => {
      const state = window as unknown as { timing: Promise<number> };
      const answered = () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/api/schools/suggest?q=${encodeURIComponent(text)}`));
      state.timing = new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const shown = () => {
          if (until === 'echo') return (document.querySelector('[role=combobox]') as HTMLInputElement | null)?.value === text;
          return answered() && document.querySelector('[role=listbox] [role=option]') !== null;
        };
        // Checked once per frame: the time is taken in the frame that first shows it.
        const check = () => (start && shown() ? resolve(performance.now() - start) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      });
    },
    { text, until },
  );
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { timing: Promise<number> }).timing);
}

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawnBenchServer(port, tempDir);
  await waitHealthy(`${origin}/api/health`, server);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  // tsx keeps function names with a __name() helper that the page does not have.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(`${origin}/explore`);
  await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  const box = page.getByRole('combobox', { name: 'Search universities' });
  // Warm: the combobox's chunk loaded and one answer shown.
  await box.click();
  await box.pressSequentially('ya');
  await page.getByRole('listbox').getByRole('option').first().waitFor();

  const suggestion: number[] = [];
  const echo: number[] = [];
  for (const word of WORDS) {
    await box.fill('');
    await box.press('Escape');
    // One letter asks nothing (suggestions start at two); the second keystroke is the first request.
    echo.push(await timeKey(page, word[0]!, word[0]!, 'echo'));
    suggestion.push(await timeKey(page, word[1]!, word.slice(0, 2), 'suggestion'));
  }

  const [load = 0] = loadavg();
  const cpus = availableParallelism();
  print(
    `\nSearch suggestions on /explore, Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height} touch, ${WORDS.length} words`,
  );
  if (load > cpus) print(`Warning: load average ${load.toFixed(1)} on ${cpus} CPUs; the times below read high.`);
  print('| Measure | Median (ms) | p90 (ms) | Max (ms) | Target |');
  print('| --- | --- | --- | --- | --- |');
  const row = (label: string, values: number[], target?: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    const p90 = percentile(sorted, 90);
    const verdict = target === undefined ? '' : `p90 ≤ ${target} ${p90 <= target ? 'PASS' : 'MISS'}`;
    print(`| ${label} | ${percentile(sorted, 50).toFixed(0)} | ${p90.toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} | ${verdict} |`);
  };
  row('Keystroke → first suggestion painted', suggestion, TARGET_MS);
  row('Baseline: keystroke → the letter painted', echo);
}

try {
  await main();
} catch (error) {
  if (!cleaning) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
