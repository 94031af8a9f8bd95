/**
 * API benchmark: `npm run bench:api` (builds first; this script never builds).
 * Starts the bundled server as deployed (the production bundle with the web build beside it, at
 * the production heap cap) on a temp SQLite file, times the first healthy /api/health, and loads
 * each scenario with autocannon over loopback while sampling the server's RSS: first as a client
 * sending no Accept-Encoding, then as a browser does (`Accept-Encoding: gzip, deflate, br`), one
 * after the other, so each scenario's browser figure sits beside the same answers sent plain in
 * the same run. Prints a markdown table for a closing note. A measurement, not a test: always
 * exits 0 once it has measured. BENCH_DURATION=<seconds> shortens every run for quick trials;
 * BENCH_SERVER=<path to server.js> measures another build (another branch's, for a before/after).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = 32;
/** What Chrome, Firefox and Safari send. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const WEB_DIST = join(ROOT, 'apps/web/dist');
// A fresh process answers at about half speed until the JIT has warmed up, which would penalise
// whichever scenario runs first; each server gets this unmeasured run over all its paths first.
const WARMUP_SECONDS = 2;
// ---- Request paths, derived from the catalogue so they hit real schools. ----
interface CatalogSchool {
  id: number;
  slug: string;
  name: string;
  city: string;
  stateName: string;
}
const catalog = JSON.parse(gunzipSync(readFileSync(join(ROOT, 'data/catalog/catalog.json.gz'))).toString('utf8')) as {
  schools: CatalogSchool[];
};
// Every k-th school: a spread across the alphabet rather than 200 "A…" names.
const sample = (n: number) => catalog.schools.filter((_, i) => i % Math.max(1, Math.floor(catalog.schools.length / n)) === 0).slice(0, n);

/** One misspelling per name: swap two letters or drop one, alternately, inside the longest word. */
function typo(name: string, i: number): string {
  const word = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  if (word.length < 4) return name;
  const at = 1 + (i % (word.length - 2));
  const changed =
    i % 2 === 0 ? word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
  return name.replace(word, changed);
}

function searchPaths(): string[] {
  const terms = new Set<string>(['MIT', 'UCLA', 'NYU', 'UNC', 'georgia tec', 'cal poly', 'ole miss']);
  for (const major of ['computer science', 'nursing', 'engineering', 'business', 'psychology', 'biology', 'economics']) terms.add(major);
  sample(80).forEach((school, i) => {
    terms.add(school.name);
    const words = school.name.split(' ').filter((word) => word.length >= 4);
    const word = words[i % Math.max(1, words.length)];
    if (word) terms.add(word.slice(0, 4 + (i % 3)));
    terms.add(typo(school.name, i));
    terms.add(school.city);
    terms.add(school.stateName);
  });
  if (terms.size < 200) throw new Error(`only ${terms.size} distinct search terms`);
  return [...terms].map((term) => `/api/schools?limit=12&page=1&search=${encodeURIComponent(term)}`);
}

function filterPaths(): string[] {
  const pick = <T>(values: readonly T[], i: number): T => values[i % values.length] as T;
  const regions = ['Northeast', 'Midwest', 'South', 'West', 'International'];
  const types = ['public', 'private', 'liberal-arts', 'research', 'community-college'];
  const sizes = ['small', 'medium', 'large', 'very-large'];
  const majors = ['11', '14', '26', '51', '52', '27', '42', '45', '09', '13'];
  const policies = ['required', 'recommended', 'optional', 'not-considered'];
  const sorts = ['relevance', 'name', 'admissionRate:asc', 'tuition:asc', 'size:desc', 'earnings', 'graduationRate:desc'];
  const paths = new Set<string>();
  for (let i = 0; paths.size < 60; i++) {
    // Different strides per filter, and bits of i choosing which filters apply, give varied combinations.
    const params = new URLSearchParams({ limit: '12', page: String(1 + (i % 3)) });
    if (i & 1) params.append('location', pick(regions, i));
    if (i & 2) params.append('programType', pick(types, i * 3));
    if (i & 4) params.append('size', pick(sizes, i * 7));
    if (i & 8) for (const offset of [0, 1]) params.append('major', pick(majors, i * 3 + offset));
    if (i % 5 === 0) params.append('state', pick(['CA', 'NY', 'TX', 'MA', 'OH'], i));
    if (i % 3 === 0) params.append('testPolicy', pick(policies, i));
    if (i % 4 === 1) {
      params.set('costMin', '0');
      params.set('costMax', String(20_000 + 10_000 * (i % 3)));
    }
    if (i % 4 === 2) {
      params.set('admitMin', String(10 * (i % 3)));
      params.set('admitMax', String(60 + 10 * (i % 3)));
    }
    params.set('sort', pick(sorts, i));
    paths.add(`/api/schools?${params.toString()}`);
  }
  return [...paths];
}

// Ids and slugs alternately, so both lookups are exercised; the well-known schools first.
const knownIds = ['166683', '170976', '168342', '139755', '110662', '193900', '243744', '166027', '199120', '215062'];
const schoolIds = [...new Set([...knownIds, ...sample(190).map((school, i) => (i % 2 ? school.slug : String(school.id)))])];

// ---- Measuring. ----
interface Scenario {
  scenario: string;
  baseline: string;
  /** The plain run against the precomputed body of the same size. */
  target?: { ratio: number; p99?: number };
}
interface Row extends Scenario {
  plain: autocannon.Result;
  browser: autocannon.Result;
  served: string;
}
/** The browser's run against the plain one (the cached answers' compressed forms are what it measures). */
const ENCODED_TARGET = 0.8;

/** Loads `base` for `seconds`; `paths` rotates across all connections, one path per request. */
async function load(base: string, paths: string[], seconds = DURATION, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  let next = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({ ...request, path: paths[next++ % paths.length] });
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, headers, requests: [{ method: 'GET', setupRequest }] });
}
const browserLoad = (base: string, paths: string[], seconds = DURATION) =>
  load(base, paths, seconds, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });

/** What a browser is sent for `url`: its Content-Encoding and bytes on the wire (fetch would decode them). */
function served(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(`${answer.headers['content-encoding'] ?? 'none'}, ${bytes} B`));
    }).on('error', reject);
  });
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    try {
      // No /proc (macOS): ps reports RSS in KB too.
      return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || 0;
    } catch {
      return 0; // the process has gone; main() notices through the failing requests
    }
  }
}

/** Samples every 200 ms from now on; the returned function stops sampling and gives the peak in MB. */
function sampleRss(pid: number): () => number {
  let peakKb = 0;
  const timer = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 200);
  timer.unref(); // never the reason the process stays up
  return () => {
    clearInterval(timer);
    return peakKb / 1024;
  };
}

async function main() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`no web build in ${WEB_DIST}: run npm run build first`);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  // The same heap cap as `npm run serve` (docs/operations.md): without one V8 grows the heap
  // lazily under load far past what the process needs.
  const serverJs = process.env.BENCH_SERVER || join(ROOT, 'apps/api/dist/server.js');
  const server = start(['--max-old-space-size=256', serverJs], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(tempDir, 'bench.sqlite'),
    LOG_LEVEL: 'warn',
    // The web build is served as deployed: its routes, hooks and not-found handler are on every request's path.
    WEB_DIST_DIR: WEB_DIST,
    // The ceiling: GET /api/bench/baseline answers a precomputed body of a given size through the
    // same plugins and hooks (helmet, compression, logging, validation) as every real route, so a
    // ratio measures only our own per-request work (catalogue lookup, search, serialisation).
    ENABLE_BENCH_ROUTES: 'true',
  });
  const peakRssMb = sampleRss(server.pid ?? 0);
  await waitHealthy(`${api}/api/health`, server);
  const startupMs = Math.round(performance.now() - t0);
  process.stdout.write(`server ${serverJs}\ntime to first healthy /api/health: ${startupMs} ms\n`);

  const search = searchPaths();
  const filters = filterPaths();
  const body = async (path: string) => (await fetch(api + path)).text();
  const bodies = {
    list: await body('/api/schools?limit=12&page=1'),
    detail: await body(`/api/schools/${knownIds[0]}`),
    majors: await body(`/api/schools/${knownIds[0]}/majors`),
  };
  const baselinePath = (kind: keyof typeof bodies) => `/api/bench/baseline?bytes=${Buffer.byteLength(bodies[kind])}`;

  const scenarios: [Scenario, string[]][] = [
    [{ scenario: 'list page 1', baseline: 'list' }, ['/api/schools?limit=12&page=1']],
    [{ scenario: `text search (${search.length} distinct)`, baseline: 'list', target: { ratio: 0.5, p99: 20 } }, search],
    [{ scenario: `filter-heavy (${filters.length} distinct)`, baseline: 'list', target: { ratio: 0.5, p99: 20 } }, filters],
    [
      { scenario: `detail (${schoolIds.length} schools)`, baseline: 'detail', target: { ratio: 0.7 } },
      schoolIds.map((id) => `/api/schools/${id}`),
    ],
    [
      { scenario: `majors (${schoolIds.length} schools)`, baseline: 'majors', target: { ratio: 0.7 } },
      schoolIds.map((id) => `/api/schools/${id}/majors`),
    ],
  ];
  process.stdout.write(`warming up for ${WARMUP_SECONDS}s plain and ${WARMUP_SECONDS}s as a browser…\n`);
  const kinds = Object.keys(bodies) as (keyof typeof bodies)[];
  const allPaths = [...scenarios.flatMap(([, paths]) => paths), ...kinds.map(baselinePath)];
  await load(api, allPaths, WARMUP_SECONDS);
  await browserLoad(api, allPaths, WARMUP_SECONDS);
  const rows: Row[] = [];
  for (const [scenario, paths] of scenarios) {
    process.stdout.write(`running ${scenario.scenario} for ${DURATION}s plain, then ${DURATION}s as a browser…\n`);
    const plain = await load(api, paths);
    const browser = await browserLoad(api, paths);
    rows.push({ ...scenario, plain, browser, served: await served(api + paths[0]) });
  }
  const baselines = new Map<string, autocannon.Result>();
  for (const kind of kinds) {
    process.stdout.write(`running baseline ${kind} (${Buffer.byteLength(bodies[kind])} bytes) for ${DURATION}s…\n`);
    baselines.set(kind, await load(api, [baselinePath(kind)]));
  }
  const peakMb = peakRssMb();
  printTable(rows, baselines, bodies, { startupMs, peakMb });
}

function printTable(
  rows: Row[],
  baselines: Map<string, autocannon.Result>,
  bodies: Record<string, string>,
  { startupMs, peakMb }: { startupMs: number; peakMb: number },
) {
  const line = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const rate = (r: autocannon.Result) => Math.round(r.requests.average);
  const failures = (...results: autocannon.Result[]) => results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  const lines = [
    line(
      'scenario',
      'browser is sent',
      'browser req/s',
      'p50 ms',
      'p99 ms',
      'plain req/s',
      'p99 ms',
      'browser ÷ plain',
      'plain ÷ baseline',
      'failed',
      'target',
      'result',
    ),
    line('---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---'),
  ];
  for (const { scenario, served, plain, browser, baseline, target } of rows) {
    const encoded = browser.requests.average / plain.requests.average;
    const ceiling = baselines.get(baseline);
    const ratio = ceiling ? plain.requests.average / ceiling.requests.average : NaN;
    const goals = [`browser ÷ plain ≥ ${ENCODED_TARGET}`];
    let pass = encoded >= ENCODED_TARGET;
    if (target) {
      goals.push(`plain ÷ baseline ≥ ${target.ratio}${target.p99 === undefined ? '' : `, plain p99 ≤ ${target.p99} ms`}`);
      pass &&= ratio >= target.ratio && (target.p99 === undefined || plain.latency.p99 <= target.p99);
    }
    const { p50, p99 } = browser.latency;
    const cells = [rate(browser), p50, p99, rate(plain), plain.latency.p99, encoded.toFixed(2), ratio.toFixed(2), failures(plain, browser)];
    lines.push(line(scenario, served, ...cells, goals.join('; '), verdict(pass)));
  }
  for (const [kind, result] of baselines) {
    const size = Buffer.byteLength(bodies[kind]!);
    const cells = ['–', '–', '–', rate(result), result.latency.p99, '–', '1.00', failures(result), '–', '–'];
    lines.push(line(`baseline: precomputed ${kind}-sized body (${size} B), plain`, 'none', ...cells));
  }
  const blank = Array<string>(9).fill('');
  lines.push(line('time to first healthy /api/health', `${startupMs} ms`, ...blank, '≤ 3000 ms', verdict(startupMs <= 3000)));
  lines.push(line('peak server RSS', `${peakMb.toFixed(1)} MB`, ...blank, '≤ 300 MB', verdict(peakMb <= 300)));
  const header = `${DURATION}s per run, ${CONNECTIONS} connections, loopback, node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
  process.stdout.write(
    `\n${header}\nbrowser: Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}; plain: no Accept-Encoding\n\n${lines.join('\n')}\n`,
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
