/**
 * What the load test measures: each request's route, kind (read or write), status and time;
 * the server's resident memory over the run; and the tables printed at the end.
 */
import { readFileSync } from 'node:fs';

export type RequestKind = 'read' | 'write';

/** A status, or the way the request failed without one ('retried': sent again to another process, see load-http.ts). */
export type Outcome = number | 'timeout' | 'network' | 'retried';

interface RouteStats {
  kind: RequestKind;
  times: number[];
  outcomes: Map<Outcome, number>;
}

export class LoadStats {
  private readonly routes = new Map<string, RouteStats>();
  private startedAt = 0;
  private endedAt = 0;

  start() {
    this.startedAt = performance.now();
  }

  stop() {
    this.endedAt = performance.now();
  }

  record(route: string, kind: RequestKind, ms: number, outcome: Outcome) {
    let stats = this.routes.get(route);
    if (!stats) this.routes.set(route, (stats = { kind, times: [], outcomes: new Map() }));
    // A retried attempt is not a request of its own: its retry is timed instead.
    if (outcome !== 'retried') stats.times.push(ms);
    stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
  }

  get seconds(): number {
    return (this.endedAt - this.startedAt) / 1000;
  }

  /** Every outcome of every route, added up. */
  outcomes(): Map<Outcome, number> {
    return this.totals(() => true).outcomes;
  }

  /** Answers of 500 and above, and requests that got no answer at all. */
  failures(): Map<Outcome, number> {
    const failed = new Map<Outcome, number>();
    for (const stats of this.routes.values()) {
      for (const [outcome, count] of stats.outcomes) {
        if (outcome === 'retried') continue;
        if (typeof outcome !== 'number' || outcome >= 500) failed.set(outcome, (failed.get(outcome) ?? 0) + count);
      }
    }
    return failed;
  }

  private totals(filter: (stats: RouteStats) => boolean): { count: number; times: number[]; outcomes: Map<Outcome, number> } {
    const times: number[] = [];
    const outcomes = new Map<Outcome, number>();
    for (const stats of this.routes.values()) {
      if (!filter(stats)) continue;
      times.push(...stats.times);
      for (const [outcome, count] of stats.outcomes) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + count);
    }
    return { count: times.length, times, outcomes };
  }

  /** Markdown: one row per route, then reads, writes and everything together. */
  table(targets: { readP99: number; writeP99: number }): string {
    const rows: string[] = [
      '| route | kind | requests | req/s | p50 ms | p95 ms | p99 ms | answers |',
      '|---|---|---:|---:|---:|---:|---:|---|',
    ];
    const line = (name: string, kind: string, times: number[], outcomes: Map<Outcome, number>, target?: number) => {
      const [p50 = NaN, p95 = NaN, p99 = NaN] = percentiles(times, [50, 95, 99]);
      const p99Text = target === undefined ? fmt(p99) : `${fmt(p99)} ${p99 <= target ? '✓' : '✗'} (≤ ${target})`;
      rows.push(
        `| ${name} | ${kind} | ${times.length} | ${(times.length / this.seconds).toFixed(1)} | ${fmt(p50)} | ${fmt(p95)} | ${p99Text} | ${describe(outcomes)} |`,
      );
    };
    const names = [...this.routes.keys()].sort(
      (a, b) => this.routes.get(a)!.kind.localeCompare(this.routes.get(b)!.kind) || a.localeCompare(b),
    );
    for (const name of names) {
      const stats = this.routes.get(name)!;
      line(name, stats.kind, stats.times, stats.outcomes);
    }
    const reads = this.totals((stats) => stats.kind === 'read');
    const writes = this.totals((stats) => stats.kind === 'write');
    const all = this.totals(() => true);
    line('**all reads**', 'read', reads.times, reads.outcomes, targets.readP99);
    line('**all writes**', 'write', writes.times, writes.outcomes, targets.writeP99);
    line('**everything**', '', all.times, all.outcomes);
    return rows.join('\n');
  }
}

function fmt(ms: number): string {
  return Number.isFinite(ms) ? ms.toFixed(1) : '–';
}

function describe(outcomes: Map<Outcome, number>): string {
  return [...outcomes.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([outcome, count]) => `${outcome}×${count}`)
    .join(' ');
}

export function percentiles(values: number[], ranks: number[]): number[] {
  if (values.length === 0) return ranks.map(() => Number.NaN);
  const sorted = Float64Array.from(values).sort();
  return ranks.map((rank) => sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)]!);
}

/** Samples the process's VmRSS every `everyMs`; `stop()` returns the first sample, the peak and the last, in MB. */
export function sampleRss(pid: number, everyMs = 500): { stop(): { first: number; peak: number; last: number } } {
  const samples: number[] = [];
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      if (kb > 0) samples.push(kb / 1024);
    } catch {
      // The process has ended; the requests report it.
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      read();
      return { first: samples[0] ?? 0, peak: Math.max(0, ...samples), last: samples.at(-1) ?? 0 };
    },
  };
}
