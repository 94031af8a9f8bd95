/**
 * Map benchmark, part of `npm run bench:web` (which builds first; this script never builds).
 * Starts the bundled API server (which also serves apps/web/dist) on a temp SQLite file, opens
 * `/explore?view=map` (the whole catalogue) in Debian's Chromium (Playwright's API), and
 * reads the marks the map sets (features/schools-map): `map:data` when the points arrive and
 * `map:painted` after the first frame that shows them. Prints the median and p95 of several cold
 * page loads against the target (3,000 points painted in under 200 ms), and of redrawing the map
 * from points already loaded (the map's own cost, without the network or the page around it). A measurement, not
 * a test: exits 0 when the target is missed, 1 only when something could not be measured.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium.ts';
import { freePort, spawnBenchServer, stopBenchServer, waitHealthy } from './bench-server.ts';

const PAGE = '/explore?view=map';
const WARM_UP = 2;
const RUNS = 15;
const TARGET_MS = 200;
const VIEWPORT = { width: 1280, height: 800 };

const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-map-bench-'));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

interface Run {
  /** From the points' arrival to the first frame showing them (the target). */
  render: number;
  /** From navigation start to that frame. */
  fromNavigation: number;
  markers: number;
}

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

/** One cold load in a fresh context (empty HTTP cache), as a first visit would be. */
async function measure(origin: string): Promise<Run> {
  const context = await browser!.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(origin + PAGE);
    await page.waitForFunction(() => performance.getEntriesByName('map:first-paint').length > 0, undefined, { timeout: 30_000 });
    return await page.evaluate(() => ({
      render: performance.getEntriesByName('map:first-paint')[0]!.duration,
      fromNavigation: performance.getEntriesByName('map:painted')[0]!.startTime,
      markers: document.querySelectorAll('[data-testid="map-school"], [data-testid="map-cluster"]').length,
    }));
  } finally {
    await context.close();
  }
}

/**
 * The map's own cost with the points already loaded: "Show as text list" and back remounts it, so each
 * run projects, clusters, renders and paints every point again, without the network or the route.
 */
async function redraws(origin: string): Promise<number[]> {
  const context = await browser!.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(origin + PAGE);
    await page.getByTestId('map-cluster').first().waitFor();
    const toggle = page.getByRole('button', { name: 'Show as text list' });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await toggle.click();
      await page.getByTestId('map-text-list').waitFor();
      times.push(
        await toggle.evaluate(
          (button) =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              (button as HTMLButtonElement).click();
              // As the map does for map:painted: a task queued from the next frame runs once it is drawn.
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve(performance.now() - start);
                channel.port2.postMessage(null);
              });
            }),
        ),
      );
      await page.getByTestId('map-cluster').first().waitFor();
    }
    return times;
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawnBenchServer(port, tempDir);
  await waitHealthy(`${origin}/api/health`, server);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  // What the page plots: the list's default query (sort by name) without paging.
  const response = await fetch(`${origin}/api/schools/map?sort=name`);
  if (!response.ok) throw new Error(`GET /api/schools/map: HTTP ${response.status}`);
  const { count, points } = (await response.json()) as { count: number; points: unknown[] };

  for (let run = 0; run < WARM_UP; run++) await measure(origin);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(origin));
  const redrawTimes = await redraws(origin);

  const [load = 0] = loadavg();
  const cpus = availableParallelism();
  print(
    `\nMap view (${PAGE}), Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} cold loads after ${WARM_UP} warm-up`,
  );
  print(
    `${count.toLocaleString('en-US')} matching schools, ${points.length.toLocaleString('en-US')} points sent, ${runs[0]!.markers} markers after clustering`,
  );
  if (load > cpus) print(`Warning: load average ${load.toFixed(1)} on ${cpus} CPUs; the times below read high.`);
  print('| Measure | Median (ms) | p95 (ms) | Target |');
  print('| --- | --- | --- | --- |');
  const row = (label: string, values: number[], target?: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const verdict = target === undefined ? '' : `< ${target} ${median < target ? 'PASS' : 'MISS'}`;
    print(`| ${label} | ${median.toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${verdict} |`);
  };
  row(
    'Points arrive → first frame painted',
    runs.map((run) => run.render),
    TARGET_MS,
  );
  row(
    'Navigation start → map painted',
    runs.map((run) => run.fromNavigation),
  );
  row('Map redrawn from loaded points (text list → map)', redrawTimes, TARGET_MS);
}

try {
  await main();
} catch (error) {
  if (!cleaning) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
