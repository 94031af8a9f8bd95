/**
 * A PostgreSQL server of the test's own: a fresh cluster (initdb) in a temporary folder on a port
 * of the caller's choosing, which the test may stop and start at will. The machine's shared
 * cluster (port 5432) is never touched. As root (CI, this machine) the cluster runs as the
 * `postgres` user, because PostgreSQL refuses to run as root.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

export interface PrivatePostgres {
  port: number;
  /** postgres://… of the database created for the caller. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server shuts down (waits until it has). */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port (waits until it accepts connections). */
  start(): Promise<void>;
  /** Stops the server (immediately) and deletes the cluster. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder; a clear failure (never a silent skip) when there is none. */
function postgresBinDir(): string {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((name) => existsSync(join(PG_ROOT, name, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) {
    throw new Error(
      `PostgreSQL is not installed (no ${PG_ROOT}/<version>/bin/initdb). Install it: apt-get install postgresql (.ci/run does).`,
    );
  }
  return join(PG_ROOT, newest, 'bin');
}

function runAsUser(): { command: (bin: string, args: string[]) => [string, string[]]; owner: { uid: number; gid: number } | null } {
  if (userInfo().uid !== 0) return { command: (bin, args) => [bin, args], owner: null };
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path));
  const found = spawnSync('/usr/bin/id', ['-u', 'postgres'], { encoding: 'utf8' });
  const groups = spawnSync('/usr/bin/id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (!runuser || found.status !== 0)
    throw new Error('Running as root: PostgreSQL needs the `postgres` user and runuser to start a private cluster');
  return {
    command: (bin, args) => [runuser, ['-u', 'postgres', '--', bin, ...args]],
    owner: { uid: Number(found.stdout.trim()), gid: Number(groups.stdout.trim()) },
  };
}

/**
 * Creates and starts a cluster on `port` (loopback only) with a database named `database`.
 * `durable: false` turns fsync off, for tests that do not measure anything.
 */
export async function startPrivatePostgres(port: number, options: { database?: string; durable?: boolean } = {}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const { command, owner } = runAsUser();
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  if (owner) for (const path of [dir, socketDir]) chownSync(path, owner.uid, owner.gid);

  const exec = async (tool: string, args: string[]) => {
    const [file, argv] = command(join(bin, tool), args);
    try {
      await run(file, argv, { cwd: dir, env: { LC_ALL: 'C', PATH: '/usr/bin:/bin' } });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
    }
  };
  const settings = [`-p ${port}`, `-k ${socketDir}`, '-c listen_addresses=127.0.0.1'];
  if (!options.durable) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  const start = () => exec('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', '-t', '120', 'start']);
  const stopNow = () => spawnSync(...command(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
  // A test that dies half-way must not leave a server running.
  const onExit = () => stopNow();
  process.once('exit', onExit);

  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  await start();
  const database = options.database ?? 'campuspath';
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop']),
    start,
    async destroy() {
      process.removeListener('exit', onExit);
      stopNow();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
