/**
 * Server rendering benchmark, part of `npm run bench:web` (which builds first; this script never
 * builds). Starts the bundled server on a temp SQLite file and loads it with autocannon at 16
 * connections over loopback: public pages rendered afresh (every request a URL not asked before:
 * each college's page and tab, Explore views), the same pages from the
 * server's page cache, and the baseline route serving a precomputed body of the cached page's size
 * through the same plugins (ENABLE_BENCH_ROUTES). Prints req/s, latency p50/p99, and the render
 * time the server reports per page (Server-Timing), against the target (render p99 ≤ 25 ms). Then
 * /api/health's latency, idle and during a flood of Explore URLs with junk parameters (`?x=N`,
 * each new), and how many of those the server rendered (the cache keys on the parameters a page
 * reads, so one).
 * A measurement, not a test: exits 0 when targets are missed, 1 only when something could not be
 * measured. BENCH_DURATION=<seconds> shortens each run.
 */
import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, spawnBenchServer, stopBenchServer, waitHealthy } from './bench-server.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = 16;
const RENDER_P99_TARGET_MS = 25;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-render-bench-'));
let server: ChildProcess | undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

const catalog = JSON.parse(gunzipSync(readFileSync(join(ROOT, 'data/catalog/catalog.json.gz'))).toString('utf8')) as {
  schools: { slug: string; state: string }[];
};
const TABS = ['', '?tab=programs', '?tab=admissions', '?tab=costs', '?tab=campus'];
/** Every college's page and tab: more distinct URLs than a run asks for, so none comes from the cache. */
const universityPaths = TABS.flatMap((tab) => catalog.schools.map((school) => `/university/${school.slug}${tab}`));
/** Explore views: a state, a size, a sort and a page of results, each combination once. */
function explorePaths(): string[] {
  const states = [...new Set(catalog.schools.map((school) => school.state))];
  const paths: string[] = [];
  for (const sort of ['relevance', 'name', 'admissionRate', 'tuition', 'size:desc', 'earnings'])
    for (const size of ['', '&size=small', '&size=medium', '&size=large'])
      for (const state of states) paths.push(`/explore?state=${state}${size}&sort=${sort}`);
  return paths;
}

interface Measured {
  result: autocannon.Result;
  /** The server's own render times (Server-Timing), one per response that has one. */
  renders: number[];
}

/** `paths` in turn, one per request; gzip accepted, as every browser does (not by the baseline, whose body is the gzipped page's size). */
async function load(base: string, paths: string[], seconds = DURATION, gzip = true): Promise<Measured> {
  let next = 0;
  const renders: number[] = [];
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
        onResponse: (_status, _body, _context, headers) => {
          const timing = /render;dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
          if (timing) renders.push(Number(timing[1]));
        },
      },
    ],
  });
  if (next > paths.length && paths.length > 1) print(`  (${next} requests for ${paths.length} paths: some came from the cache)`);
  return { result, renders };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawnBenchServer(port, tempDir, { ENABLE_BENCH_ROUTES: 'true' });
  await waitHealthy(`${base}/api/health`, server);

  const explore = explorePaths();
  // Warm-up, unmeasured, on URLs the measured runs never ask for.
  print('warming up…');
  await load(base, [...universityPaths.slice(-500), ...explore.slice(-200)], 3);
  const fresh = {
    university: universityPaths.slice(0, universityPaths.length - 500),
    explore: explore.slice(0, explore.length - 200),
  };
  const cachedPage = '/university/university-of-michigan-ann-arbor';
  // What a browser downloads for the cached page (fetch would unzip it, so ask over plain HTTP).
  const gzippedBytes = await new Promise<number>((resolve, reject) =>
    get(base + cachedPage, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
    }).on('error', reject),
  );

  const rows: [string, Measured][] = [];
  for (const [label, paths] of [
    [`university page, rendered afresh (${fresh.university.length} distinct URLs)`, fresh.university],
    [`Explore, rendered afresh (${fresh.explore.length} distinct views)`, fresh.explore],
    [`university page from the cache (${cachedPage})`, [cachedPage]],
    ['Explore from the cache (/explore)', ['/explore']],
    ['home from the cache (/)', ['/']],
    [`baseline: precomputed ${gzippedBytes}-byte body`, [`/api/bench/baseline?bytes=${gzippedBytes}`]],
  ] as const) {
    print(`running ${label} for ${DURATION}s…`);
    rows.push([label, await load(base, [...paths], DURATION, !label.startsWith('baseline'))]);
  }

  const [load1 = 0] = loadavg();
  if (load1 > availableParallelism())
    print(`\nWarning: load average ${load1.toFixed(1)} on ${availableParallelism()} CPUs; numbers read low.`);
  const baseline = rows.at(-1)![1].result.requests.average;
  print(`\n${DURATION}s per run, ${CONNECTIONS} connections, loopback, node ${process.version}\n`);
  print(`| scenario | req/s | latency p50 / p99 (ms) | render p50 / p99 (ms, ≤ ${RENDER_P99_TARGET_MS}) | vs baseline | non-2xx |`);
  print('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, { result, renders }] of rows) {
    const render = label.includes('afresh')
      ? `${percentile(renders, 50).toFixed(1)} / ${percentile(renders, 99).toFixed(1)} ${percentile(renders, 99) <= RENDER_P99_TARGET_MS ? 'PASS' : 'MISS'}`
      : '–';
    print(
      `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} / ${result.latency.p99} | ${render} | ${(result.requests.average / baseline).toFixed(2)} | ${result.non2xx} |`,
    );
  }
  await healthDuringJunkFlood(base);
}

/** One GET /api/health after another for `seconds`, their latencies in ms. */
async function healthLatencies(base: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  for (const until = performance.now() + seconds * 1000; performance.now() < until;) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** /api/health idle, then while 16 connections ask for Explore with a new junk parameter each time. */
async function healthDuringJunkFlood(base: string) {
  const idle = await healthLatencies(base, 3);
  const junk = Array.from({ length: 200_000 }, (_, i) => `/explore?x=${i}&utm_source=flood`);
  const [flood, busy] = await Promise.all([load(base, junk), healthLatencies(base, DURATION)]);
  const ms = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 99).toFixed(1)}`;
  print('\n| /api/health | p50 / p99 (ms) |');
  print('| --- | ---: |');
  print(`| idle | ${ms(idle)} |`);
  print(`| during ${Math.round(flood.result.requests.total)} junk-parameter Explore requests | ${ms(busy)} |`);
  print(`\nExplore renders during the flood: ${flood.renders.length} (the rest from the page cache).`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopBenchServer(server);
  rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
}
