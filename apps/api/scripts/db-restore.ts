/**
 * `npm run db:restore <file>`: restores a backup made by db:backup as the SQLite database named by
 * DATABASE_URL. Stop the server first: the restore refuses a database file a running server has
 * open. The backup is verified (integrity check, schema version) before anything is replaced, and
 * the replaced database is kept as <database>.before-restore-<UTC time>. For PostgreSQL it prints
 * the pg_restore command instead and exits with status 2.
 */
import { BackupError, restoreSqlite, sqliteFileOf } from '../src/db/backup.ts';
import { postgresRestoreCommands } from '../src/db/backup-postgres.ts';
import { loadEnv } from '../src/env.ts';

const backupFile = process.argv[2];
try {
  const env = loadEnv();
  const databaseFile = sqliteFileOf(env.DATABASE_URL);
  if (!databaseFile) {
    process.stdout.write(`${postgresRestoreCommands(backupFile)}\n`);
    process.exit(2);
  }
  if (!backupFile) {
    process.stderr.write('Usage: npm run db:restore <backup file>   (stop the server first)\n');
    process.exit(1);
  }
  const summary = await restoreSqlite(backupFile, databaseFile);
  process.stdout.write(
    [
      `Restored ${backupFile}`,
      `      as ${summary.file} (schema ${summary.schemaVersion}, integrity ok; ${summary.tables['users'] ?? 0} users)`,
      summary.previous ? `The database it replaced is kept as ${summary.previous}` : 'There was no database there before.',
      `Restore the uploaded documents into ${env.UPLOADS_DIR} from the same point in time, then start the server.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof BackupError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
