/**
 * Search benchmark: `npm run bench:search` (builds the API first; this script never builds).
 * 1. Scores the search against the evaluation set data/search/search-eval.json: hit@1, hit@3 and
 *    MRR per category (names, initialisms, nicknames, typos, cities, plain language, ZIP codes),
 *    with the misses.
 * 2. Times suggestions: each distinct prefix a student types on the way to the set's queries,
 *    computed once in this process (no cache: the cost of a first answer), then the production
 *    server, each prefix asked once, under autocannon at 32 connections on those prefixes beside the
 *    same server's baseline route with a body of the same size. A measurement, not a test: exits 0 once it has measured.
 *    BENCH_DURATION=<seconds> shortens every run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { evaluateSearch, type EvalSet } from '../src/catalog/search-eval.ts';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 3;
const SUGGEST_P99_TARGET_MS = 10;

const set = JSON.parse(readFileSync(join(ROOT, 'data/search/search-eval.json'), 'utf8')) as EvalSet;
const line = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function quality(): string {
  const t0 = performance.now();
  const catalog = loadCatalog(join(ROOT, 'data/catalog/catalog.json.gz'));
  const loadMs = performance.now() - t0;
  const scores = evaluateSearch(catalog, set);
  const lines = [line('category', 'queries', 'hit@1', 'hit@3', 'MRR'), line('---', '---:', '---:', '---:', '---:')];
  for (const score of scores)
    lines.push(line(score.category, score.queries, percent(score.hit1), percent(score.hit3), score.mrr.toFixed(3)));
  const misses = scores.flatMap((score) => score.misses.map((miss) => `  ${score.category}: ${miss}`));
  // First answers: every prefix of every query, computed without the route's cache.
  const times: number[] = [];
  for (const q of typedPrefixes()) {
    const start = performance.now();
    catalog.suggest(q, 8);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  return [
    `catalogue load with search index, names and places: ${Math.round(loadMs)} ms`,
    '',
    ...lines,
    '',
    misses.length ? `misses:\n${misses.join('\n')}` : 'misses: none',
    '',
    `suggestions computed uncached in-process, ${times.length} distinct prefixes: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  ].join('\n');
}

/** What is typed on the way to each query of the set: "u", "uc", "uco", "ucon", "uconn", ... */
function typedPrefixes(): string[] {
  const queries = [
    ...Object.values(set.colleges).flatMap((list) => list.map((entry) => entry.query)),
    ...set.cities.map((entry) => entry.query),
    ...set.plainLanguage.map((entry) => entry.query),
    ...set.zips.map((entry) => entry.query),
  ];
  const prefixes = new Set<string>();
  for (const query of queries) for (let end = 1; end <= query.length; end++) if (query[end - 1] !== ' ') prefixes.add(query.slice(0, end));
  return [...prefixes];
}

async function load(base: string, paths: string[], seconds = DURATION): Promise<autocannon.Result> {
  let next = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({ ...request, path: paths[next++ % paths.length] });
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: [{ method: 'GET', setupRequest }] });
}

async function speed(): Promise<string> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = start([join(ROOT, 'apps/api/dist/server.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(tempDir, 'bench-search.sqlite'),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
    ENABLE_BENCH_ROUTES: 'true',
  });
  await waitHealthy(`${api}/api/health`, server);
  const paths = typedPrefixes().map((q) => `/api/schools/suggest?q=${encodeURIComponent(q)}`);
  const sizes = await Promise.all(paths.slice(0, 200).map(async (path) => Buffer.byteLength(await (await fetch(api + path)).text())));
  const typical = Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);
  const baseline = `/api/bench/baseline?bytes=${typical}`;
  // Every prefix asked once first (8 at a time), as students typing the same names would: the timed
  // run then measures the served answers, as bench:api does; first answers are timed in-process above.
  process.stdout.write(`asking each of ${paths.length} suggest paths once, then warming up for ${WARMUP_SECONDS}s…\n`);
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(paths.slice(start, start + 8).map(async (path) => (await fetch(api + path)).arrayBuffer()));
  }
  await load(api, [...paths, baseline], WARMUP_SECONDS);
  process.stdout.write(`running suggest for ${DURATION}s…\n`);
  const suggest = await load(api, paths);
  process.stdout.write(`running baseline for ${DURATION}s…\n`);
  const ceiling = await load(api, [baseline]);
  const row = (name: string, r: autocannon.Result, extra: string[]) =>
    line(name, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.non2xx, r.errors, ...extra);
  const ratio = suggest.requests.average / ceiling.requests.average;
  const pass = suggest.latency.p99 <= SUGGEST_P99_TARGET_MS && suggest.non2xx === 0 && suggest.errors === 0;
  return [
    `${DURATION}s per run, ${CONNECTIONS} connections, loopback, node ${process.version}`,
    '',
    line('scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline', 'target', 'result'),
    line('---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---'),
    row(`GET /api/schools/suggest (${paths.length} distinct prefixes)`, suggest, [
      ratio.toFixed(2),
      `p99 ≤ ${SUGGEST_P99_TARGET_MS} ms`,
      pass ? 'PASS' : 'MISS',
    ]),
    row(`baseline: precomputed ${typical} B body`, ceiling, ['1.00', '–', '–']),
  ].join('\n');
}

try {
  process.stdout.write(`${quality()}\n\n`);
  process.stdout.write(`${await speed()}\n`);
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
