/** Shared by the web benchmarks: the bundled server started, awaited and stopped, on a free local port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

/**
 * The bundled API server (which also serves apps/web/dist) on `port`, with a fresh SQLite file in
 * `tempDir`, the heap cap of `npm run serve`, and `env` on top.
 */
export function spawnBenchServer(port: number, tempDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--max-old-space-size=256', join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The origin the benchmarks load: canonical links and the sitemap name it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: join(tempDir, 'bench.sqlite'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** SIGTERM first so the server closes its database; SIGKILL if it is still running after 3 s. */
export async function stopBenchServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(3000).then(() => 'timeout')])) === 'timeout') child.kill('SIGKILL');
}
