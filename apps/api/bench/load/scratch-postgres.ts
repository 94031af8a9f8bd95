/**
 * A PostgreSQL database for one load run: created on the server DATABASE_URL names and dropped
 * afterwards, or else a private cluster (fsync on) started on one of `ports` and deleted afterwards.
 */
import { isPostgresUrl } from '../../src/db/database.ts';
import { startPrivatePostgres } from '../../src/faults/private-postgres.ts';
import { pickPort } from '../../src/faults/server-process.ts';
import { createScratchDatabase } from '../../src/test/test-database.ts';

export interface LoadDatabase {
  url: string;
  describe: string;
  remove(): Promise<void>;
}

export async function scratchPostgres(ports: number[]): Promise<LoadDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && isPostgresUrl(serverUrl)) {
    const scratch = await createScratchDatabase(serverUrl, 'campuspath_load');
    return {
      url: scratch.url,
      describe: `PostgreSQL at ${new URL(serverUrl).host} (database ${scratch.name}, dropped afterwards)`,
      remove: scratch.drop,
    };
  }
  const cluster = await startPrivatePostgres(await pickPort(ports), { durable: true });
  return {
    url: cluster.url,
    describe: `PostgreSQL, a private cluster on port ${cluster.port} (fsync on)`,
    remove: () => cluster.destroy(),
  };
}
