/**
 * How a virtual student reaches the servers: one timed request, sent to the next process in a
 * round-robin over their ports (there is no load balancer in a load run). A request that could not
 * reach a process (connection refused: it never arrived) goes to the next one, and so does a read
 * whose connection was cut; a write cut in flight is not sent again (it may have happened) and
 * counts as in doubt. Each such attempt is reported as a connection error, never as a 5xx.
 */
import type { LoadStats, Outcome, RequestKind } from './load-stats.ts';

/** The processes' base URLs, taken in turn by every student. */
export class RoundRobin {
  private next = 0;
  constructor(readonly urls: string[]) {}

  /** The next process in turn, skipping those in `failed` (the ones this request already could not reach). */
  pick(failed: ReadonlySet<string> = new Set()): string {
    for (let tried = 0; tried < this.urls.length; tried += 1) {
      const url = this.urls[this.next % this.urls.length]!;
      this.next += 1;
      if (!failed.has(url)) return url;
    }
    return this.urls[0]!;
  }
}

export interface Answer {
  status: number;
  json: unknown;
}

export interface CallContext {
  targets: RoundRobin;
  stats: LoadStats;
  /** A request that failed (5xx or no answer) or was refused (4xx): the run goes on, and the report says so. */
  onFailure(route: string, outcome: Outcome, body: string): void;
  /** A request that could not reach `url` (refused) or lost its connection there (cut). */
  onConnectionError?(url: string, kind: 'refused' | 'cut', at: number): void;
}

const REQUEST_TIMEOUT_MS = 30_000;

const wasRefused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/** A caller for one student: keeps its session cookie from answer to answer. */
export function createCaller(context: CallContext) {
  let cookie = '';
  /** One timed request; null when it got no clear answer (5xx, timeout, network). */
  return async function call(route: string, kind: RequestKind, method: string, path: string, body?: unknown): Promise<Answer | null> {
    const failed = new Set<string>();
    for (;;) {
      const url = context.targets.pick(failed);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (cookie) headers.cookie = cookie;
      const isForm = body instanceof FormData;
      if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
      const started = performance.now();
      let outcome: Outcome;
      let text = '';
      let answer: Answer | null = null;
      try {
        const response = await fetch(`${url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        text = await response.text();
        outcome = response.status;
        const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('campuspath_session='));
        if (setCookie) cookie = setCookie.split(';')[0]!;
        if (response.status < 500) answer = { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : null };
      } catch (error) {
        text = String(error);
        if ((error as Error).name === 'TimeoutError') outcome = 'timeout';
        else {
          const refused = wasRefused(error);
          context.onConnectionError?.(url, refused ? 'refused' : 'cut', Date.now());
          // Never arrived, or only a read: safe to send again, to the next process.
          failed.add(url);
          if (failed.size < context.targets.urls.length && (refused || kind === 'read')) {
            context.stats.record(route, kind, performance.now() - started, 'retried');
            continue;
          }
          outcome = 'network';
        }
      }
      context.stats.record(route, kind, performance.now() - started, outcome);
      if (answer === null || answer.status >= 400) context.onFailure(route, outcome, text.slice(0, 300));
      return answer;
    }
  };
}
