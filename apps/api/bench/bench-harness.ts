/**
 * What every API benchmark needs: a free loopback port, the bundled server started on a temp
 * SQLite file and waited for, and everything stopped (and the temp dir removed) at the end or on
 * Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const tempDir = mkdtempSync(join(tmpdir(), 'campuspath-bench-'));
const children: ChildProcess[] = [];
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The CPU time a process has used so far (user + system, Linux /proc, in 10 ms ticks), in ms: on a
 * shared machine a server's CPU per request is the fair number beside its wall time.
 */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's 1, 5 and 15 minute load averages, to print beside any figure. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

export function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

/** SIGTERM first so the server closes its database; SIGKILL whatever is still running after 3 s. */
export async function stopAll() {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      if ((await Promise.race([exited, sleep(3000).then(() => 'timeout')])) === 'timeout') child.kill('SIGKILL');
    }),
  );
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping servers\n`);
    void stopAll().finally(() => process.exit(130));
  });
}
