import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MAX_FILE_BYTES, HISTORY_MAX_ROWS } from '@campuspath/contract/admission-history-terms';
import { buildSignupBody } from '../../../../test/factories.ts';
import { sendJson, sessionCookie } from './http-student.ts';
import { useFaultServer } from './fault-server.ts';
import { pickPort, startServer, waitUntilReady, type ServerProcess } from './server-process.ts';

/**
 * Hostile uploads against the production server as it runs (`npm run serve`: its own process,
 * a 256 MB heap): a student in no school posting a 5 MB one-line file to a school's history import
 * used to kill the process, and at a larger heap one such file took 24 s and 1.3 GB while three
 * in parallel held every other request for up to 56 s. What is asserted is the order of events
 * (refused before the file is sent, other requests answered while files are checked) and memory,
 * never a time: how long a file takes is `npm run bench:history`'s to measure.
 */
const fault = useFaultServer('uploads');

const FIVE_MB = HISTORY_MAX_FILE_BYTES;
/** One line of 5 MB: a header of 2.5 million empty columns. */
const ONE_LINE = Buffer.alloc(FIVE_MB, ',');
/** 5 MB of rows: far more than an import takes, each naming a college that does not exist. */
const MANY_ROWS = (() => {
  const lines = ['class_year,college,round,decision,gpa,sat,act'];
  let size = lines[0]!.length;
  for (let index = 0; size < FIVE_MB - 200; index += 1) {
    const line = `2024,No Such College Number ${index},EA,admitted,3.8,1400,`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n'));
})();

/** 20,000 rows (the most an import takes) filling 5 MB, every one naming a different college that does not exist. */
const FULL_FILE = (() => {
  const lines = ['class_year,college,round,decision,gpa,sat,act'];
  const rowBytes = Math.floor(FIVE_MB / HISTORY_MAX_ROWS) - 1;
  for (let index = 0; index < HISTORY_MAX_ROWS; index += 1) {
    const name = `Imaginary College ${index} `.padEnd(rowBytes - 30, 'x');
    lines.push(`2024,${name},EA,admitted,3.8,1400,`);
  }
  return Buffer.from(lines.join('\n'));
})();

let server: ServerProcess;
let counselor: string;
let outsider: string;
let schoolId: string;

async function signUp(role: 'student' | 'counselor', label: string): Promise<string> {
  const body = { ...buildSignupBody(), role, email: `${label}-${Date.now()}@example.com` };
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return sessionCookie(response);
}

/** The school's history import's address, for a file named x.csv. */
const importPath = () => `/api/high-schools/${schoolId}/admission-history/imports?fileName=x.csv`;

/** A timed POST of `bytes` as a text/csv body to the school's history import. */
async function postCsv(cookie: string, bytes: Buffer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${importPath()}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: bytes,
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * Sends the first 64 KB of `bytes` and holds the rest until the server answers: resolves with the
 * status only if the server answers without reading the whole file (otherwise the test times out).
 */
async function statusBeforeTheRestIsSent(cookie: string, bytes: Buffer): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({
      hostname,
      port,
      method: 'POST',
      path: importPath(),
      headers: { cookie, 'content-type': 'text/csv', 'content-length': bytes.length },
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      outgoing.destroy();
    });
    outgoing.on('error', reject);
    outgoing.write(bytes.subarray(0, 64 * 1024));
  });
}

async function health(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** The server process's peak resident memory so far, in MB (Linux reports it as VmHWM). */
function peakMemoryMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)![1]) / 1024;
}

beforeAll(async () => {
  server = startServer(fault.serverJs, {
    port: await pickPort([4746, 4747, 4748]),
    databaseUrl: join(fault.dir, 'uploads.sqlite'),
    uploadsDir: join(fault.dir, 'files'),
    outboxDir: join(fault.dir, 'outbox'),
    env: { LOG_LEVEL: 'warn' },
  });
  await waitUntilReady(server);
  counselor = await signUp('counselor', 'counselor');
  outsider = await signUp('student', 'outsider');
  const school = await sendJson<{ highSchool: { id: string } }>(server.url, 'POST', '/api/high-schools', {
    cookie: counselor,
    body: { name: 'Roosevelt High', city: 'Springfield', state: 'IL' },
  });
  expect(school.status).toBe(201);
  schoolId = school.body.highSchool.id;
}, 180_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
});

describe('5 MB uploads against the running server (256 MB heap)', () => {
  it('answer a caller who may not import here with 404 before reading the file', async () => {
    for (const bytes of [ONE_LINE, MANY_ROWS]) {
      expect(await statusBeforeTheRestIsSent(outsider, bytes)).toBe(404);
      expect((await postCsv(outsider, bytes)).status).toBe(404);
    }
  });

  it("check a counselor's 5 MB file: refused with its report, never a crash", async () => {
    for (const bytes of [ONE_LINE, MANY_ROWS]) {
      expect((await postCsv(counselor, bytes)).status).toBe(422);
    }
  });

  it('read and check every row of a full 5 MB file (20,000 rows, each a problem)', async () => {
    expect(FULL_FILE.length).toBeGreaterThan(FIVE_MB - 64 * 1024);
    expect(FULL_FILE.length).toBeLessThanOrEqual(FIVE_MB);
    expect((await postCsv(counselor, FULL_FILE)).status).toBe(422);
  });

  it('keep answering /api/health, and the process within its memory, while three hostile uploads run at once', async () => {
    const baseline = await health();
    const uploads = Promise.all([postCsv(outsider, ONE_LINE), postCsv(counselor, ONE_LINE), postCsv(counselor, FULL_FILE)]);
    const probes: number[] = [];
    let finished = false;
    void uploads.finally(() => (finished = true));
    while (!finished) probes.push(await health());
    const results = await uploads;
    expect(results.map((result) => result.status)).toEqual([404, 422, 422]);
    // The checks run in slices between other requests: a server that held its event loop for a
    // whole file would answer one probe after all three files, not several while they ran.
    expect(
      probes.length,
      `baseline ${baseline.toFixed(0)} ms, probes ${probes.map((ms) => ms.toFixed(0)).join(', ')}`,
    ).toBeGreaterThanOrEqual(3);
    // Alive at its 256 MB heap limit (past it V8 aborts the process), and its whole memory bounded.
    expect(server.child.exitCode).toBeNull();
    await health();
    expect(peakMemoryMb()).toBeLessThan(600);
  });
});
