/**
 * Signed-in first response benchmark: `npm run bench:signed-in` (builds first; this script never
 * builds). Starts the bundled server on a temp SQLite file, signs a student up with three
 * applications, and opens their dashboard in Debian's Chromium with the CPU slowed 4x and a slow
 * 4G network (150 ms round trips, 1.6 Mbit/s down), two ways, alternately in the same run:
 * - first response: the server's answer as it is, the session and the dashboard's data in it and
 *   the page's chunks preloaded;
 * - app shell (the old path, the baseline): the plain shell, served to the browser from memory
 *   (so the baseline even saves the document's round trip), after which the browser asks for the
 *   session, then the page's code, then its data, one after another.
 * Prints, per way, the median time from navigation start to the first application's name on
 * screen, the largest contentful paint, the cumulative layout shift, and how many times the
 * browser asked for the dashboard's data, with the load average. A measurement, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildSignupBody } from '../../../test/factories.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium.ts';
import { freePort, spawnBenchServer, stopBenchServer, waitHealthy } from './bench-server.ts';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
// Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Stanford, MIT, Yale: the first one's name is what the student waits for.
const SCHOOLS = [243744, 166683, 130794];
const FIRST_NAME = 'Stanford University';

const print = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Sample {
  firstDataMs: number;
  lcpMs: number;
  cls: number;
  dashboardReads: number;
}

/** Records, from the first byte, when the first application's name is on screen, the LCP and the layout shifts. */
const OBSERVE = `(() => {
  const seen = { firstDataMs: null, lcpMs: 0, cls: 0 };
  window.benchSeen = seen;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.lcpMs = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value; }).observe({ type: 'layout-shift', buffered: true });
  const check = () => { if (seen.firstDataMs === null && document.body && document.body.innerText.includes(${JSON.stringify(FIRST_NAME)})) requestAnimationFrame(() => { seen.firstDataMs ??= performance.now(); }); };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function measure(
  browser: Browser,
  origin: string,
  cookies: { name: string; value: string }[],
  shell: string | null,
): Promise<Sample> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (shell !== null) await page.route('**/dashboard', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shell }));
  let dashboardReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') dashboardReads += 1;
  });
  await page.goto('/dashboard');
  await page.waitForFunction(
    () => (window as unknown as { benchSeen: { firstDataMs: number | null } }).benchSeen.firstDataMs !== null,
    null,
    {
      timeout: 60_000,
    },
  );
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => (window as unknown as { benchSeen: Omit<Sample, 'dashboardReads'> }).benchSeen);
  await context.close();
  return { ...seen, dashboardReads };
}

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-signed-in-bench-'));
  // BENCH_PORT: a port of your own on a shared machine.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnBenchServer(port, tempDir);
  let browser: Browser | undefined;
  try {
    await waitHealthy(`${origin}/api/health`, server);
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(buildSignupBody()),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const pair = signup.headers.getSetCookie()[0]!.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    // The time zone a first visit would save (which makes the dated pages read again, once).
    const zone = await fetch(`${origin}/api/reminders/time-zone`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: pair, origin },
      body: JSON.stringify({ timeZone: 'America/Chicago' }),
    });
    if (zone.status !== 200) throw new Error(`time zone failed: ${zone.status} ${await zone.text()}`);
    for (const schoolId of SCHOOLS) {
      const made = await fetch(`${origin}/api/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pair, origin },
        body: JSON.stringify({ schoolId, round: 'early-action' }),
      });
      if (made.status !== 201) throw new Error(`application failed: ${made.status} ${await made.text()}`);
    }
    // The plain app shell, as the server sends it to a request without a session.
    const shell = await (await fetch(`${origin}/dashboard`)).text();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const ways = { 'first response': [] as Sample[], 'app shell (before)': [] as Sample[] };
    for (let run = 0; run < RUNS; run += 1) {
      ways['first response'].push(await measure(browser, origin, [{ name, value }], null));
      ways['app shell (before)'].push(await measure(browser, origin, [{ name, value }], shell));
    }
    print(`Signed-in dashboard, phone 390x844, CPU ${CPU_SLOWDOWN}x slower, slow 4G; median of ${RUNS}, alternating`);
    print('way                  first application name   LCP        CLS     dashboard reads by the browser');
    for (const [way, samples] of Object.entries(ways)) {
      const line = [
        way.padEnd(20),
        `${median(samples.map((sample) => sample.firstDataMs)).toFixed(0)} ms`.padStart(24),
        `${median(samples.map((sample) => sample.lcpMs)).toFixed(0)} ms`.padStart(10),
        median(samples.map((sample) => sample.cls))
          .toFixed(3)
          .padStart(8),
        `${Math.max(...samples.map((sample) => sample.dashboardReads))}`.padStart(6),
      ];
      print(line.join(' '));
    }
    const [before, after] = [ways['app shell (before)'], ways['first response']].map((samples) =>
      median(samples.map((sample) => sample.firstDataMs)),
    );
    print(`first data: ${(after! / before!).toFixed(2)}x the app shell's time`);
    print(
      `load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await browser?.close();
    await stopBenchServer(server);
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

await main();
