/**
 * The production server as a real process, for fault tests and the load test: the bundle built
 * once per run (scripts/bundle.mjs, as `npm start` does), started on files and a port of the
 * caller's choosing, its JSON log kept, killed with any signal and started again on the same files.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../env.ts';

const run = promisify(execFile);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Generous: a loaded 2-core machine can take many seconds to load the catalogue and migrate. */
export const READY_TIMEOUT_MS = 120_000;

export interface ServerBundle {
  serverJs: string;
  remove(): void;
}

/** Bundles apps/api/src/server.ts into a folder of its own (dist-* is ignored by git and lint). */
export async function buildServerBundle(label: string): Promise<ServerBundle> {
  const outDir = `dist-${label}-${randomBytes(4).toString('hex')}`;
  await run(process.execPath, [join(REPO_ROOT, 'apps/api/scripts/bundle.mjs')], { env: { API_OUTDIR: outDir }, cwd: REPO_ROOT });
  const dir = join(REPO_ROOT, 'apps/api', outDir);
  return { serverJs: join(dir, 'server.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port of `candidates` (each test file names its own first choice in the range it may use). */
export async function pickPort(candidates: number[]): Promise<number> {
  for (const port of candidates) if (await portIsFree(port)) return port;
  throw new Error(`None of the ports ${candidates.join(', ')} is free`);
}

export interface ServerSettings {
  port: number;
  databaseUrl: string;
  uploadsDir: string;
  outboxDir: string;
  /** More variables (REMINDER_INTERVAL_SECONDS, LOG_LEVEL, AUTH_RATE_LIMIT_PER_IP, …). */
  env?: Record<string, string>;
}

export interface LogLine {
  level?: number;
  msg?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  /** True when LOG_LEVEL lets the "Server listening" line through. */
  logsAtInfo: boolean;
  child: ChildProcess;
  /** The JSON log lines written so far (stdout), parsed. */
  logs: LogLine[];
  /** Everything written so far, stdout and stderr, for failure messages. */
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line `match` accepts (rejects after `timeoutMs`). */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends `signal` (SIGKILL: no chance to clean up) and waits for the exit. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave a server behind holding its port: test files call
// killStartedServers() in afterAll, and this covers a runner that exits without running it.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** SIGKILLs every server this process started that is still running, and waits for them to go. */
export async function killStartedServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const gone = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

/**
 * Starts the bundled server with a clean environment: only the settings given here (never the
 * test runner's DATABASE_URL), the web build off, the reminder scheduler off unless asked for.
 */
export function startServer(serverJs: string, settings: ServerSettings): ServerProcess {
  const env: Record<string, string> = {
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    UPLOADS_DIR: settings.uploadsDir,
    OUTBOX_DIR: settings.outboxDir,
    WEB_DIST_DIR: '',
    REMINDER_INTERVAL_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL_AND_IP: '100000',
    LOG_LEVEL: 'info',
    ...settings.env,
  };
  // The same heap limit as `npm run serve`.
  const child = spawn(process.execPath, ['--max-old-space-size=256', serverJs], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const logs: LogLine[] = [];
  const chunks: string[] = [];
  const waiters = new Set<() => void>();
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    chunks.push(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    waiters.forEach((check) => check());
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  // 'close' rather than 'exit': it comes once stdout has been read to the end, so no log line is missing.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const output = () => chunks.join('');

  return {
    url: `http://127.0.0.1:${settings.port}`,
    logsAtInfo: ['info', 'debug', 'trace'].includes(env.LOG_LEVEL!),
    child,
    logs,
    output,
    exited,
    waitForLog(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching log line after ${timeoutMs} ms. Output:\n${output()}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM', timeoutMs = 60_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timeout = sleep(timeoutMs).then(() => null);
      const result = await Promise.race([exited, timeout]);
      if (result) return result;
      child.kill('SIGKILL');
      throw new Error(`The server did not exit within ${timeoutMs} ms of ${signal}. Output:\n${output()}`);
    },
  };
}

/**
 * Waits until this process listens (its own log line, when it logs at info: another process
 * answering on the same port must not pass for it) and GET /api/ready answers 200 (the database
 * answers, the catalogue is loaded, migrations are applied).
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (server.logsAtInfo) {
    const listening = server.waitForLog((line) => line.msg === `Server listening at ${server.url}`, timeoutMs).then(() => 'listening');
    listening.catch(() => undefined);
    if ((await Promise.race([listening, server.exited.then(() => 'exited')])) === 'exited') {
      throw new Error(`The server exited before it was listening:\n${server.output()}`);
    }
  }
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(10_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}
