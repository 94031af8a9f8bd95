import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.ts';
import { SAME_ORIGIN } from './fuzz-requests.ts';

/**
 * Runs `use` with the app behind a real loopback socket (app.routing, so the app itself never
 * listens). app.inject() parses URLs, which resolves `..` before the app sees it; a socket
 * delivers the path byte for byte, as `curl --path-as-is` or a hostile client would.
 */
export async function withListeningApp(app: App, use: (port: number) => Promise<void>): Promise<void> {
  const server = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One request with the path exactly as given. */
export function sendRaw(port: number, method: string, path: string, cookie: string | null): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
