import { once } from 'node:events';
import { request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, multipart } from '../test/document-fixtures.ts';
import { signUp } from '../test/factories.ts';
import { SAME_ORIGIN } from './fuzz-requests.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Stalled requests: a client that sent headers and then nothing held its connection
 * open indefinitely (150 s observed). The app drops a connection that is silent for its idle
 * timeout (30 s by default, IDLE_TIMEOUT_SECONDS), here shortened to a second, and never cuts an
 * upload that keeps sending, however long it takes overall. These need a real listening server:
 * app.inject() has no socket to time out.
 */
const IDLE_MS = 1_000;
const ctx = useSecurityApp({ idleTimeoutMs: IDLE_MS });

let port: number;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

/** Sockets a failed test left open, so the app can still close. */
const opened = new Set<Socket>();
afterEach(() => {
  for (const socket of opened) socket.destroy();
  opened.clear();
});

/** Opens a raw socket, sends `bytes` and resolves with what came back once the server closes it. */
async function sendAndWaitForClose(bytes: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  opened.add(socket);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  // A reset is one way of being closed.
  socket.on('error', () => {});
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
  return Buffer.concat(received).toString('utf8');
}

describe('a connection that stalls', () => {
  it('is closed after the idle timeout when the headers came but the body never does', async () => {
    const answer = await sendAndWaitForClose(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${SAME_ORIGIN.host}\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n`,
    );
    // Nothing was answered: there was no request to answer yet.
    expect(answer).toBe('');
  }, 10_000);

  it('is closed when the body stops half-way, and when the headers stop half-way', async () => {
    await sendAndWaitForClose(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${SAME_ORIGIN.host}\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":`,
    );
    await sendAndWaitForClose(`POST /api/auth/login HTTP/1.1\r\nHost: ${SAME_ORIGIN.host}\r\nContent-Type: appl`);
  }, 10_000);
});

describe('a slow upload that keeps moving', () => {
  it('completes although it takes longer than the idle timeout', async () => {
    const { cookie } = await signUp(ctx.app);
    const file = Buffer.concat([PDF_BYTES, Buffer.alloc(256 * 1024, ' ')]);
    const { payload, headers } = multipart([
      { name: 'type', value: 'transcript' },
      { name: 'file', value: file, fileName: 'transcript.pdf', contentType: 'application/pdf' },
    ]);
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/documents',
      headers: { ...SAME_ORIGIN, ...headers, cookie, 'content-length': String(payload.length) },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
    });

    // Fifteen pieces, one every tenth of the idle timeout: never silent for long, 1.5 timeouts in all.
    const pieces = 15;
    const size = Math.ceil(payload.length / pieces);
    const started = performance.now();
    for (let index = 0; index < pieces; index += 1) {
      req.write(payload.subarray(index * size, (index + 1) * size));
      await pause(IDLE_MS / 10);
    }
    req.end();
    const { status, body } = await answered;
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS);

    expect(status, body).toBe(201);
    expect(JSON.parse(body).document).toMatchObject({ type: 'transcript', sizeBytes: file.length });
  }, 15_000);
});
