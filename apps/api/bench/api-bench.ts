/**
 * API benchmark: `npm run bench:api` (builds first; this script never builds).
 * Starts the bundled server as deployed (the production bundle with the web build beside it, at
 * the production heap cap) on a temp SQLite file, times the first healthy /api/health, and loads
 * each scenario with autocannon over loopback while sampling the server's RSS, three ways in
 * alternating rounds (api-bench-load.ts): as a client sending no Accept-Encoding ("plain"), as a
 * browser does (`Accept-Encoding: gzip, deflate, br`), and the baseline route with a body of the
 * same size, so each scenario's browser figure sits beside the same answers sent plain, measured
 * in the same moments. Prints a markdown table for a closing note. A measurement, not a test: always
 * exits 0 once it has measured. BENCH_DURATION=<seconds> shortens every run for quick trials;
 * BENCH_SERVER=<path to server.js> measures another build (another branch's, for a before/after);
 * BENCH_PORT picks the server's port (a free one otherwise).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  BROWSER_ACCEPT_ENCODING,
  CONNECTIONS,
  browserLoad,
  interleaved,
  load,
  sampleRss,
  served,
  type Measured,
} from './api-bench-load.ts';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
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
  plain: Measured;
  browser: Measured;
  ceiling: Measured;
  served: string;
}
/** The browser's run against the plain one (the cached answers' compressed forms are what it measures). */
const ENCODED_TARGET = 0.8;
/** Each scenario's runs are cut in this many rounds of plain, browser and baseline (api-bench-load.ts). */
const SLICES = 5;

async function main() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`no web build in ${WEB_DIST}: run npm run build first`);
  const port = Number(process.env.BENCH_PORT) || (await freePort());
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
  // A busy machine can take far longer than the 3 s target to load the catalogue: the table says so.
  await waitHealthy(`${api}/api/health`, server, 120_000);
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
    process.stdout.write(`running ${scenario.scenario}: ${DURATION}s each plain, as a browser and its baseline, in ${SLICES} rounds…\n`);
    const baseline = baselinePath(scenario.baseline as keyof typeof bodies);
    const { plain, browser, baseline: ceiling } = await interleaved(api, server.pid ?? 0, paths, [baseline], DURATION, SLICES);
    rows.push({ ...scenario, plain, browser, ceiling, served: await served(api + paths[0]) });
  }
  const peakMb = peakRssMb();
  printTable(rows, bodies, { startupMs, peakMb });
}

function printTable(rows: Row[], bodies: Record<string, string>, { startupMs, peakMb }: { startupMs: number; peakMb: number }) {
  const line = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
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
      'baseline req/s',
      'browser ÷ plain',
      'plain ÷ baseline',
      'CPU ms per 1k requests: browser, plain, baseline',
      'failed',
      'target',
      'result',
    ),
    line('---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---'),
  ];
  for (const { scenario, served, plain, browser, ceiling, baseline, target } of rows) {
    const encoded = browser.rate / plain.rate;
    const ratio = plain.rate / ceiling.rate;
    const goals = [`browser ÷ plain ≥ ${ENCODED_TARGET}`];
    let pass = encoded >= ENCODED_TARGET;
    if (target) {
      goals.push(`plain ÷ baseline ≥ ${target.ratio}${target.p99 === undefined ? '' : `, plain p99 ≤ ${target.p99} ms`}`);
      pass &&= ratio >= target.ratio && (target.p99 === undefined || plain.p99 <= target.p99);
    }
    const rates = [browser.rate, plain.rate, ceiling.rate].map(Math.round);
    const cpu = [browser, plain, ceiling].map((m) => Math.round(m.cpuMsPerK)).join(', ');
    const cells = [rates[0]!, browser.p50, browser.p99, rates[1]!, plain.p99, rates[2]!, encoded.toFixed(2), ratio.toFixed(2), cpu];
    const failed = plain.failed + browser.failed + ceiling.failed;
    lines.push(
      line(`${scenario}; baseline ${Buffer.byteLength(bodies[baseline]!)} B`, served, ...cells, failed, goals.join('; '), verdict(pass)),
    );
  }
  const blank = Array<string>(11).fill('');
  lines.push(line('time to first healthy /api/health', `${startupMs} ms`, ...blank, '≤ 3000 ms', verdict(startupMs <= 3000)));
  lines.push(line('peak server RSS', `${peakMb.toFixed(1)} MB`, ...blank, '≤ 300 MB', verdict(peakMb <= 300)));
  const average = loadavg().map((n) => n.toFixed(2));
  const header = `${DURATION}s per mode in ${SLICES} rounds, ${CONNECTIONS} connections, loopback, node ${process.version}, load average ${average.join(' ')}`;
  const modes = `browser: Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}; plain: none; baseline: GET /api/bench/baseline, a precomputed body of the plain answer's size, plain`;
  process.stdout.write(`\n${header}\n${modes}\n\n${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
