import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { signUpStudent } from './http-student.ts';
import { pickPort, sleep, startServer, waitUntilReady, type LogLine } from './server-process.ts';
import { useFaultServer } from './fault-server.ts';

/**
 * Faults: sIGTERM while an upload is still arriving. The upload finishes (201), new
 * connections are refused meanwhile, the reminder scheduler stops, the SQLite database is closed
 * (its WAL checkpointed away) and the process exits 0.
 */

const fault = useFaultServer('term');

/** A multipart upload sent in two halves: the second only when `finish()` is called. */
function slowUpload(url: string, cookie: string, text: string) {
  const boundary = '----campuspath-slow-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nresume\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\nContent-Type: text/plain\r\n\r\n${text.slice(0, text.length / 2)}`,
  );
  const tail = Buffer.from(`${text.slice(text.length / 2)}\r\n--${boundary}--\r\n`);
  const { hostname, port } = new URL(url);
  const request = httpRequest({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/documents',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + tail.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  request.write(head);
  return { answer, finish: () => request.end(tail) };
}

/** Resolves with the error code of a fresh TCP connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const indexOf = (logs: LogLine[], message: string | RegExp) =>
  logs.findIndex((line) => (typeof message === 'string' ? line.msg === message : message.test(line.msg ?? '')));

describe('SIGTERM', () => {
  it('finishes the upload in flight, refuses new connections, stops the scheduler, closes the database and exits 0', async () => {
    const port = await pickPort([4734, 4736, 4739]);
    const databaseFile = join(fault.dir, 'campuspath.sqlite');
    const uploadsDir = join(fault.dir, 'uploads');
    const server = startServer(fault.serverJs, {
      port,
      databaseUrl: databaseFile,
      uploadsDir,
      outboxDir: join(fault.dir, 'outbox'),
      env: { REMINDER_INTERVAL_SECONDS: '1' },
    });
    await waitUntilReady(server);
    const student = await signUpStudent(server.url, 'term');
    expect(existsSync(`${databaseFile}-wal`)).toBe(true);

    const text = `Resume\n${'Captain of the debate team; tutor in algebra.\n'.repeat(200)}`;
    const upload = slowUpload(server.url, student.cookie, text);
    await server.waitForLog(
      (line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/documents',
    );

    server.child.kill('SIGTERM');
    await server.waitForLog((line) => /^shutting down/.test(line.msg ?? ''));
    // New connections are refused while the upload is still arriving (bounded wait for the listener to close).
    let refused = '';
    for (let attempt = 0; attempt < 300 && refused !== 'ECONNREFUSED'; attempt++) {
      refused = await tryConnect(port);
      if (refused !== 'ECONNREFUSED') await sleep(100);
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(server.child.exitCode, server.output()).toBeNull();

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, `${answer.body}\n${server.output()}`).toBe(201);
    const { document } = JSON.parse(answer.body) as { document: { id: string; sizeBytes: number } };
    expect(document.sizeBytes).toBe(Buffer.byteLength(text));

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    // In order: shutting down; the scheduler stopped and the requests finished (either first); the database closed last.
    const logs = server.logs;
    const steps = logs
      .map((line) => line.msg ?? '')
      .filter((message) => /^shutting down|^reminder scheduler stopped$|^requests finished|^database closed/.test(message));
    expect(steps[0], server.output()).toMatch(/^shutting down/);
    expect(steps.slice(1, 3).sort(), server.output()).toEqual(['reminder scheduler stopped', 'requests finished, server closed']);
    expect(steps.slice(3), server.output()).toEqual(['database closed; exiting']);
    const stopped = indexOf(logs, 'reminder scheduler stopped');
    // No reminder pass ran (or failed) after the scheduler stopped; nothing failed on the way out.
    expect(logs.slice(stopped + 1).filter((line) => /reminder/.test(line.msg ?? ''))).toEqual([]);
    expect(logs.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);

    // The database was closed properly: the WAL was checkpointed into the file and removed.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    const db = new SQLite(databaseFile, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('select size_bytes from documents where id = ?').get(document.id)).toEqual({ size_bytes: Buffer.byteLength(text) });
    } finally {
      db.close();
    }
    expect(readdirSync(uploadsDir)).toEqual([document.id]);
  }, 300_000);
});
