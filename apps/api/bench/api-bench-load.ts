/**
 * How `npm run bench:api` loads the server (api-bench.ts): autocannon over loopback, the
 * scenario plain, as a browser and its baseline in alternating slices, and the server's RSS.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 32;
/** What Chrome, Firefox and Safari send. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const BROWSER = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

/**
 * One mode's figures over its slices: requests per second over all of them, median p50 and p99,
 * and the server's CPU time per 1,000 requests, which a busy machine disturbs far less than
 * throughput (other processes take turns on the cores, not this one's work).
 */
export interface Measured {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  cpuMsPerK: number;
}

/** The server's user and system CPU time so far, in ms (Linux; 0 elsewhere, and the column reads 0). */
function cpuMs(pid: number): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Loads `base` for `seconds`; `paths` rotates across all connections, one path per request. */
export async function load(base: string, paths: string[], seconds: number, headers: Record<string, string> = {}) {
  let next = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({ ...request, path: paths[next++ % paths.length] });
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, headers, requests: [{ method: 'GET', setupRequest }] });
}
export const browserLoad = (base: string, paths: string[], seconds: number) => load(base, paths, seconds, BROWSER);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function measured(results: autocannon.Result[], cpu: number): Measured {
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    cpuMsPerK: (cpu / requests) * 1000,
    rate: requests / seconds,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/**
 * `paths` plain, `paths` as a browser and `baselinePaths` plain, `seconds` each, in `slices`
 * rounds of the three in turn (the order rotating each round): on a machine whose load changes
 * from second to second, each ratio compares runs that shared the same moments.
 */
export async function interleaved(base: string, pid: number, paths: string[], baselinePaths: string[], seconds: number, slices: number) {
  const runs = {
    plain: () => load(base, paths, seconds / slices),
    browser: () => browserLoad(base, paths, seconds / slices),
    baseline: () => load(base, baselinePaths, seconds / slices),
  };
  const results: Record<keyof typeof runs, autocannon.Result[]> = { plain: [], browser: [], baseline: [] };
  const cpu = { plain: 0, browser: 0, baseline: 0 };
  const order = Object.keys(runs) as (keyof typeof runs)[];
  for (let round = 0; round < slices; round++) {
    for (let i = 0; i < order.length; i++) {
      const mode = order[(round + i) % order.length]!;
      const before = cpuMs(pid);
      results[mode].push(await runs[mode]());
      cpu[mode] += cpuMs(pid) - before;
    }
  }
  return {
    plain: measured(results.plain, cpu.plain),
    browser: measured(results.browser, cpu.browser),
    baseline: measured(results.baseline, cpu.baseline),
  };
}

/** What a browser is sent for `url`: its Content-Encoding and bytes on the wire (fetch would decode them). */
export function served(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (answer) => {
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
export function sampleRss(pid: number): () => number {
  let peakKb = 0;
  const timer = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 200);
  timer.unref(); // never the reason the process stays up
  return () => {
    clearInterval(timer);
    return peakKb / 1024;
  };
}
