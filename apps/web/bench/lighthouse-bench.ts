/**
 * Web benchmark: `npm run bench:web` (builds first; this script never builds).
 * Starts the bundled API server (which also serves apps/web/dist, its public pages rendered on the
 * server) on a temp SQLite file, makes a static copy of each measured page from the same build
 * (its rendered DOM without scripts, the same CSS: static-copy.ts), and runs Lighthouse with its
 * default mobile emulation and simulated throttling in Debian's Chromium on the page and on its
 * copy, alternately, in the same run: the public pages, then the signed-in pages a student, their
 * parent and their counselor open every day (signed-in-accounts.ts; BENCH_SIGNED_IN=0 skips them).
 * Prints LCP, FCP, TBT, CLS and the scores of both, the LCP ratio against the targets, and the
 * gzipped JavaScript that `/` loads. A measurement, not
 * a test: exits 0 when targets are missed, 1 only when something could not be measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import type { Server } from 'node:http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium.ts';
import { freePort, spawnBenchServer, stopBenchServer, waitHealthy } from './bench-server.ts';
import { SessionCookieSetter } from './session-cookie.ts';
import { signedInPages } from './signed-in-accounts.ts';
import { captureStaticCopy, serveStaticCopies } from './static-copy.ts';

/** A page measured with its static copy; signed-in pages come with their account's cookie. */
interface MeasuredPage {
  label: string;
  path: string;
  cookie?: string;
}

const PAGES = ['/', '/explore', '/university/university-of-michigan-ann-arbor'];
// Simulated throttling still moves every figure between runs: the run with the median LCP of these.
const RUNS = 3;
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
// The app's largest contentful paint at most this many times its static copy's: public pages, and
// the signed-in pages (their first response carries the session and data; the copy is the same page as plain HTML).
const LCP_RATIO_TARGET = 1.25;
const SIGNED_IN_LCP_RATIO_TARGET = 1.5;
const SIGNED_IN_CLS_TARGET = 0.05;
// Lighthouse's default mobile screen, for the copies' DOM.
const MOBILE_VIEWPORT = { width: 412, height: 823 };
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const JS_BUDGET_KB = 120;
// Level 9, as a CDN compressing static assets ahead of time would.
const GZIP_LEVEL = 9;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-web-bench-'));
let server: ChildProcess | undefined;
let copies: Server | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let watchdog: ChildProcess | undefined;
let cookieSetter: SessionCookieSetter | undefined;
// The session cookie in the browser's jar now (SessionCookieSetter): signed-in pages come after the public ones.
let jarCookie: string | undefined;
// The lint rules reserve console for warnings and errors; the report goes to stdout.
const print = (line = '') => process.stdout.write(`${line}\n`);

/** Stops Chromium and the server and removes the temp folder. Runs once. */
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    chrome?.kill();
    copies?.close();
    cookieSetter?.close();
    await stopBenchServer(server);
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
    watchdog?.stdin?.end('done');
  })());
// `on`, not `once`: tsx re-sends SIGINT when we acknowledge it late and exits a child that has no listener left.
process.on('SIGINT', () => {
  if (!cleaning) process.stderr.write('\nSIGINT: stopping the server and Chromium\n');
  void cleanUp().finally(() => process.exit(130));
});

/**
 * tsx SIGKILLs a child that takes over 60 ms to acknowledge Ctrl-C, which Lighthouse's trace processing can
 * exceed, and chrome-launcher starts Chromium in its own process group, so it would outlive us. This detached
 * process does the cleanup if our end of its stdin closes before we have written "done".
 */
function startWatchdog(chromePid: number, serverPid: number): ChildProcess {
  const source = `process.stdin.on('data', () => process.exit()).on('end', () => {
    const [chrome, server, dir] = process.argv.slice(1);
    try { process.kill(-chrome, 'SIGKILL'); } catch {}
    try { process.kill(+server, 'SIGTERM'); } catch {}
    require('node:fs').rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });`;
  const child = spawn(process.execPath, ['-e', source, String(chromePid), String(serverPid), tempDir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.unref();
  return child;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The run with the median LCP of RUNS. Chromium sometimes loses the navigation in the trace (NO_NAVSTART): retry those. */
async function audit(url: string, port: number, cookie?: string): Promise<Result> {
  const runs: Result[] = [];
  for (let attempt = 1; runs.length < RUNS; attempt++) {
    // Without the server every retry would only report an unreachable page.
    if (server?.exitCode !== null || server.signalCode !== null) throw new Error('the server has exited');
    if (cookie && cookie !== jarCookie) {
      await (cookieSetter ??= await SessionCookieSetter.start()).set(port, cookie);
      jarCookie = cookie;
    }
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES };
    const lhr = (await lighthouse(url, flags))?.lhr;
    // A signed-in page that ends anywhere else (the sign-in page) measured the wrong page.
    if (cookie && lhr && lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: signed out`);
    if (lhr && !lhr.runtimeError) runs.push(lhr);
    else if (attempt >= RUNS + 2) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    else process.stderr.write(`Lighthouse ${lhr?.runtimeError?.code ?? 'error'} on ${url}; retrying\n`);
  }
  const lcpOf = (run: Result) => run.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const best = [...runs].sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor(runs.length / 2)]!;
  // LIGHTHOUSE_REPORTS=dir keeps each page's median report, to see what its LCP waited for.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${new URL(url).pathname.replaceAll('/', '_') || 'home'}-${new URL(url).port}.json`), JSON.stringify(best));
  }
  return best;
}

/** Same-origin scripts from Lighthouse's own network record of the page load (until network and CPU quiet). */
function scriptUrls(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const urls = items.flatMap((item) =>
    typeof item.url === 'string' && item.resourceType === 'Script' && item.url.startsWith(`${origin}/`) ? [item.url] : [],
  );
  return [...new Set(urls)];
}

/** A static copy of each page, captured from the running app in a browser of its own. */
async function captureCopies(origin: string, pages: readonly MeasuredPage[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const copiesByPath = new Map<string, string>();
    for (const [index, page] of pages.entries())
      copiesByPath.set(`/copy-${index}.html`, await captureStaticCopy(browser, origin + page.path, MOBILE_VIEWPORT, page.cookie));
    return copiesByPath;
  } finally {
    await browser.close();
  }
}

const metric = (lhr: Result, id: string, digits = 0) => lhr.audits[id]?.numericValue?.toFixed(digits) ?? '—';

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawnBenchServer(port, tempDir);
  await waitHealthy(`${origin}/api/health`, server);
  const copyPort = await freePort();
  const copyOrigin = `http://127.0.0.1:${copyPort}`;
  // BENCH_ONLY=<text> keeps the pages whose label contains it, to look into one page's figures.
  const only = process.env.BENCH_ONLY;
  const pages: MeasuredPage[] = [
    // BENCH_PUBLIC=0 measures only the signed-in pages, BENCH_SIGNED_IN=0 only the public ones.
    ...(process.env.BENCH_PUBLIC === '0' ? [] : PAGES.map((path) => ({ label: path, path }))),
    ...(process.env.BENCH_SIGNED_IN === '0' ? [] : await signedInPages(origin)),
  ].filter((page) => only === undefined || page.label.includes(only));
  copies = await serveStaticCopies(copyPort, port, await captureCopies(origin, pages));
  // handleSIGINT off: chrome-launcher's own handler would exit before ours has stopped the server.
  // The profile goes in our temp dir so that removing it covers Chromium's files too.
  const userDataDir = join(tempDir, 'chrome-profile');
  mkdirSync(userDataDir);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, userDataDir });
  if (server.pid !== undefined) watchdog = startWatchdog(chrome.pid, server.pid);

  // Each page and its copy, one after the other, so both see the machine in the same state.
  const results = new Map<string, { app: Result | Error; copy: Result | Error; signedIn: boolean }>();
  const attempt = (url: string, cookie?: string) =>
    audit(url, chrome!.port, cookie).catch((error: unknown) => new Error(error instanceof Error ? error.message : String(error)));
  for (const [index, page] of pages.entries()) {
    const app = await attempt(origin + page.path, page.cookie);
    results.set(page.label, { app, copy: await attempt(`${copyOrigin}/copy-${index}.html`), signedIn: page.cookie !== undefined });
  }

  const sample = [...results.values()].map((result) => result.app).find((result): result is Result => !(result instanceof Error));
  if (sample) {
    const { formFactor, throttlingMethod } = sample.configSettings;
    print(`Lighthouse ${sample.lighthouseVersion}, ${sample.environment.hostUserAgent}`);
    print(`formFactor ${formFactor}, throttling ${throttlingMethod}, the run with the median LCP of ${RUNS}\n`);
  }
  // Simulated throttling scales the CPU time it observed, so a busy machine lowers Performance and raises TBT.
  const [load = 0] = loadavg();
  const cpus = availableParallelism();
  if (load > cpus) print(`Warning: load average ${load.toFixed(1)} on ${cpus} CPUs; Performance and TBT read low.\n`);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

  print(
    `| Page | | LCP (ms) | FCP (ms) | TBT (ms) | CLS | Performance | LCP ratio (≤ ${LCP_RATIO_TARGET} public, ≤ ${SIGNED_IN_LCP_RATIO_TARGET} signed in; CLS ≤ ${SIGNED_IN_CLS_TARGET}) |`,
  );
  print('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [page, { app, copy, signedIn }] of results) {
    const row = (label: string, lhr: Result | Error, ratio: string) =>
      lhr instanceof Error
        ? print(`| ${page} | ${label} | error: ${lhr.message} | | | | | |`)
        : print(
            `| ${page} | ${label} | ${metric(lhr, 'largest-contentful-paint')} | ${metric(lhr, 'first-contentful-paint')} | ${metric(lhr, 'total-blocking-time')} | ${metric(lhr, 'cumulative-layout-shift', 3)} | ${score(lhr, 'performance')} | ${ratio} |`,
          );
    const lcp = (lhr: Result | Error) => (lhr instanceof Error ? NaN : (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN));
    const ratio = lcp(app) / lcp(copy);
    const cls = app instanceof Error ? NaN : (app.audits['cumulative-layout-shift']?.numericValue ?? NaN);
    const met = signedIn ? ratio <= SIGNED_IN_LCP_RATIO_TARGET && cls <= SIGNED_IN_CLS_TARGET : ratio <= LCP_RATIO_TARGET;
    row('app', app, Number.isNaN(ratio) ? '—' : `${ratio.toFixed(2)} ${verdict(met)}`);
    row('static copy', copy, '');
  }

  print(`\n| Page | ${CATEGORIES.map((category) => `${category} (≥ ${TARGETS[category]})`).join(' | ')} |`);
  print(`| --- | ${CATEGORIES.map(() => '---').join(' | ')} |`);
  for (const [page, { app }] of results) {
    if (app instanceof Error) continue;
    print(
      `| ${page} | ${CATEGORIES.map((category) => `${score(app, category)} ${verdict(score(app, category) >= TARGETS[category])}`).join(' | ')} |`,
    );
  }

  // Audits below a full score, so the misses above come with something to fix.
  print('\nFailing audits (Accessibility, Best Practices, SEO):');
  let failures = 0;
  for (const [page, { app }] of results) {
    if (app instanceof Error) continue;
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      for (const ref of app.categories[category]?.auditRefs ?? []) {
        const result = app.audits[ref.id];
        if (!result || result.score === null || result.score >= 1) continue;
        print(`- ${page} ${category}: ${ref.id}: ${result.title}`);
        failures++;
      }
    }
  }
  if (failures === 0) print('- none');

  // Initial JavaScript of `/`: every same-origin script its load fetched, gzipped here so the
  // number does not depend on whether the server compresses. Only when `/` was measured (BENCH_PUBLIC=0 leaves it out).
  const home = results.get('/')?.app;
  if (home instanceof Error) throw new Error('no Lighthouse result for / to read its scripts from');
  if (home !== undefined) await printHomeScripts(home, origin);

  if ([...results.values()].some(({ app, copy }) => app instanceof Error || copy instanceof Error)) process.exitCode = 1;
}

/** The scripts `/` loaded, each gzipped at GZIP_LEVEL, and their total against the budget. */
async function printHomeScripts(home: Result, origin: string): Promise<void> {
  let totalBytes = 0;
  print(`\nJavaScript loaded by / (gzip level ${GZIP_LEVEL}):`);
  for (const url of scriptUrls(home, origin)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const gzipped = gzipSync(body, { level: GZIP_LEVEL }).length;
    totalBytes += gzipped;
    print(`- ${url.slice(origin.length)}: ${(body.length / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  }
  const totalKb = totalBytes / 1024;
  print(
    `Total: ${totalKb.toFixed(2)} KB gzipped (${totalBytes} bytes; target ≤ ${JS_BUDGET_KB} KB) ${totalKb <= JS_BUDGET_KB ? 'PASS' : 'MISS'}`,
  );
}

try {
  await main();
} catch (error) {
  // After Ctrl-C, Lighthouse fails because Chromium is gone; that is not worth a stack trace.
  if (!cleaning) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
