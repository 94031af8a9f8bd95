/**
 * Fit benchmark: `npm run bench:fit` (builds first; this script never builds).
 * 1. In-process: scores every catalogue school for each of 1,000 varied profiles (the work done
 *    once per saved profile) and explains a page of 12; prints median and p99.
 * 2. Over HTTP: starts the bundled server on a temp SQLite file, signs up 16 students with
 *    different profiles and loads GET /api/recommendations at 16 connections with varied filters.
 * A measurement, not a test: exits 0 once it has measured. BENCH_DURATION=<seconds> shortens it.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { INCOME_BANDS, LOCALE_KINDS, REGIONS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { explainFit } from '../src/features/recommendations/fit-explain.ts';
import type { FitProfile } from '../src/features/recommendations/fit-score.ts';
import { scoreAll } from '../src/features/recommendations/recommendations.service.ts';
import { buildProfileBody, buildSignupBody } from '../../../test/factories.ts';
import { ROOT, freePort, start, stopAll, tempDir, waitHealthy } from './bench-harness.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
const PROFILES = 1000;
const CONNECTIONS = 16;

/** A small seeded generator (mulberry32), so every run measures the same profiles. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function profiles(count: number): FitProfile[] {
  const next = random(2026);
  const some = <T>(values: readonly T[], max: number): T[] => values.filter(() => next() < max / values.length);
  return Array.from({ length: count }, () => ({
    satTotal: next() < 0.7 ? 400 + 10 * Math.floor(next() * 121) : null,
    act: next() < 0.4 ? 1 + Math.floor(next() * 36) : null,
    intendedMajors: some(
      MAJOR_FAMILIES.map((family) => family.code),
      2,
    ).slice(0, 5),
    regions: some(REGIONS, 1.5),
    states: some(['GA', 'CA', 'NY', 'TX', 'MA', 'IL', 'OH', 'WA'], 1),
    sizes: some(
      SIZE_BUCKETS.map((bucket) => bucket.id),
      1.5,
    ),
    settings: some(LOCALE_KINDS, 1.5),
    budget: next() < 0.6 ? 5000 + 1000 * Math.floor(next() * 70) : null,
    incomeBand: next() < 0.6 ? INCOME_BANDS[Math.floor(next() * INCOME_BANDS.length)]!.id : null,
  }));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function inProcess() {
  const catalog = loadCatalog(join(ROOT, 'data/catalog/catalog.json.gz'));
  const all = profiles(PROFILES);
  for (const profile of all.slice(0, 50)) scoreAll(profile, catalog.schools); // JIT warm-up, not measured
  const scoring: number[] = [];
  const explaining: number[] = [];
  for (const profile of all) {
    const t0 = performance.now();
    const scores = scoreAll(profile, catalog.schools);
    const t1 = performance.now();
    for (const school of catalog.schools.slice(0, 12)) explainFit(profile, school, scores.get(school.id)!);
    explaining.push(performance.now() - t1);
    scoring.push(t1 - t0);
  }
  scoring.sort((a, b) => a - b);
  explaining.sort((a, b) => a - b);
  return { schools: catalog.schools.length, scoring, explaining };
}

async function overHttp() {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = start(['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(tempDir, 'bench-fit.sqlite'),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
  });
  await waitHealthy(`${api}/api/health`, server);
  const cookies: string[] = [];
  for (const [index, profile] of profiles(CONNECTIONS).entries()) {
    const signup = await fetch(`${api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSignupBody({ name: `Bench ${index}` })),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const saved = await fetch(`${api}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      // The generated profile's lists are readonly FitProfile values; the server validates the body.
      body: JSON.stringify({
        ...buildProfileBody({ gpa: 3.5 }),
        satTotal: profile.satTotal,
        act: profile.act,
        intendedMajors: profile.intendedMajors,
        preferences: {
          regions: profile.regions,
          states: profile.states,
          sizes: profile.sizes,
          budget: profile.budget,
          settings: profile.settings,
        },
        incomeBand: profile.incomeBand,
      }),
    });
    if (saved.status !== 200) throw new Error(`profile answered ${saved.status}: ${await saved.text()}`);
    cookies.push(cookie);
  }
  const queries = [
    '?limit=12',
    '?limit=12&page=2',
    '?limit=12&chance=safety',
    '?limit=12&chance=reach&chance=target',
    '?limit=12&location=West',
    '?limit=12&major=11&sort=chance',
    '?limit=12&search=university',
    '?limit=4',
  ];
  const run = (seconds: number, path: (i: number) => string) => {
    let next = 0;
    const setupRequest = (request: autocannon.Request): autocannon.Request => {
      const i = next++;
      return { ...request, path: path(i), headers: { cookie: cookies[i % cookies.length]! } };
    };
    return autocannon({ url: api, connections: CONNECTIONS, duration: seconds, requests: [{ method: 'GET', setupRequest }] });
  };
  const usual = (i: number) => `/api/recommendations${queries[i % queries.length]}`;
  // 16 students x 250 pages: far more distinct answers than the page cache keeps, so nearly every
  // request filters, pages, explains and serialises afresh.
  const distinct = (i: number) => `/api/recommendations?limit=12&page=${1 + (Math.floor(i / CONNECTIONS) % 250)}`;
  await run(2, usual); // warm-up: JIT, and each student's scores computed once
  return { usual: await run(DURATION, usual), distinct: await run(DURATION, distinct) };
}

async function main() {
  process.stdout.write(`scoring ${PROFILES} profiles in process…\n`);
  const { schools, scoring, explaining } = inProcess();
  process.stdout.write(`loading GET /api/recommendations for ${DURATION}s at ${CONNECTIONS} connections…\n`);
  const http = await overHttp();
  const ms = (value: number) => value.toFixed(2);
  const lines = [
    '| measurement | median | p99 | target | result |',
    '|---|---:|---:|---|---|',
    `| score all ${schools} schools for one profile (${PROFILES} profiles) | ${ms(quantile(scoring, 0.5))} ms | ${ms(quantile(scoring, 0.99))} ms | p99 ≤ 15 ms | ${quantile(scoring, 0.99) <= 15 ? 'PASS' : 'MISS'} |`,
    `| explain a page of 12 | ${ms(quantile(explaining, 0.5))} ms | ${ms(quantile(explaining, 0.99))} ms | – | – |`,
    ...(
      [
        ['8 usual queries (answers reused per profile and query)', http.usual],
        ['250 distinct pages per student (answers built afresh)', http.distinct],
      ] as const
    ).map(
      ([what, result]) =>
        `| GET /api/recommendations, ${what}, ${CONNECTIONS} connections (${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors) | ${result.latency.p50} ms | ${result.latency.p99} ms | p99 ≤ 30 ms | ${result.latency.p99 <= 30 && result.non2xx === 0 && result.errors === 0 ? 'PASS' : 'MISS'} |`,
    ),
  ];
  process.stdout.write(`\nnode ${process.version}, loopback\n\n${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
