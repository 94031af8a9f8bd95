/**
 * `npm run db:backup [file]`: an online backup of the SQLite database named by DATABASE_URL, safe
 * while the server runs (default file: backups/campuspath-<UTC time>.sqlite beside the database;
 * a relative path is taken from the repository root). For PostgreSQL it prints the pg_dump
 * command instead and exits with status 2, since it made no backup itself.
 */
import { BackupError, backupSqlite, defaultBackupFile, sqliteFileOf } from '../src/db/backup.ts';
import { postgresBackupCommands } from '../src/db/backup-postgres.ts';
import { loadEnv } from '../src/env.ts';

try {
  const env = loadEnv();
  const databaseFile = sqliteFileOf(env.DATABASE_URL);
  if (!databaseFile) {
    process.stdout.write(`${postgresBackupCommands(process.argv[2])}\n`);
    process.exit(2);
  }
  const summary = await backupSqlite(databaseFile, process.argv[2] ?? defaultBackupFile(databaseFile));
  const rows = Object.entries(summary.tables)
    .filter(([table]) => !table.startsWith('kysely_'))
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  process.stdout.write(
    [
      `Backed up ${databaseFile}`,
      `       to ${summary.file} (${(summary.bytes / 1024).toFixed(0)} KB, schema ${summary.schemaVersion}, integrity ok)`,
      `     rows ${rows}`,
      `Uploaded documents are files in ${env.UPLOADS_DIR}: copy that folder too (e.g. tar -czf uploads.tgz -C ${env.UPLOADS_DIR} .).`,
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof BackupError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
