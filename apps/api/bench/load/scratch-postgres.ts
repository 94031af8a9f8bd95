/**
 * A PostgreSQL database for one load run: created on the server DATABASE_URL names and dropped
 * afterwards, or else a private cluster (fsync on) started on one of `ports` and deleted afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl } from '../../src/db/database.ts';
import { startPrivatePostgres } from '../../src/faults/private-postgres.ts';
import { pickPort } from '../../src/faults/server-process.ts';
import { dropScratchDatabase } from '../../src/test/test-database.ts';

export interface LoadDatabase {
  url: string;
  describe: string;
  remove(): Promise<void>;
}

export async function scratchPostgres(ports: number[]): Promise<LoadDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && isPostgresUrl(serverUrl)) {
    const name = `campuspath_load_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      describe: `PostgreSQL at ${url.host} (database ${name}, dropped afterwards)`,
      remove: () => dropScratchDatabase(serverUrl, name),
    };
  }
  const cluster = await startPrivatePostgres(await pickPort(ports), { durable: true });
  return {
    url: cluster.url,
    describe: `PostgreSQL, a private cluster on port ${cluster.port} (fsync on)`,
    remove: () => cluster.destroy(),
  };
}
