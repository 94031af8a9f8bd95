import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { isPostgresUrl } from './database.ts';
import { SCHEMA_VERSION } from './migrate.ts';

/**
 * Online backups and safe restores of the SQLite database (docs/operations.md, "Backups").
 *
 * Backup uses SQLite's online backup API through a connection of its own, so it runs while the
 * server serves writes: the pages are copied in one step, which is a consistent snapshot (in WAL
 * mode writers are never blocked by it). The copy is written under a temporary name, checked
 * (integrity, schema version) and only then renamed into place, so a backup file is whole or absent.
 *
 * Restore only runs into a stopped server's file: swapping the file under a live process would
 * lose its later writes and mix its write-ahead log with the restored file. The database being
 * replaced is kept beside it as `<file>.before-restore-<time>`, never deleted.
 */

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  schemaVersion: string;
  tables: Record<string, number>;
}

/** The SQLite file a DATABASE_URL names (the same rule as openDatabase), or null for PostgreSQL. */
export function sqliteFileOf(databaseUrl: string): string | null {
  if (isPostgresUrl(databaseUrl)) return null;
  const file = databaseUrl.replace(/^file:/, '');
  if (file === ':memory:') throw new BackupError('An in-memory database cannot be backed up or restored');
  return resolve(file);
}

/** `campuspath-20261121T045300Z.sqlite` in a `backups` folder beside the database. */
export function defaultBackupFile(databaseFile: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return join(dirname(databaseFile), 'backups', `campuspath-${stamp}.sqlite`);
}

const temporaryNameFor = (file: string) => join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);

function removeQuietly(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(path, { force: true });
}

/** Copies `sourceFile` (possibly in use by a server) to `targetFile` through the online backup API. */
async function copyDatabase(sourceFile: string, targetFile: string): Promise<void> {
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // The first step copies nothing and sizes the job; the second copies every page at once.
    await source.backup(targetFile, { progress: ({ totalPages }) => totalPages + 1 });
  } finally {
    source.close();
  }
}

/**
 * Opens a copy and proves it is usable: `PRAGMA integrity_check` answers ok, foreign keys hold,
 * and its schema version (meta.schema_version, else the newest applied migration) is one this
 * build can run (older is fine: migrations run at start).
 */
export function verifyDatabaseFile(file: string): Omit<BackupSummary, 'file'> {
  let database: SQLite.Database;
  try {
    database = new SQLite(file, { fileMustExist: true, readonly: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    const integrity = database.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== 'ok') {
      throw new BackupError(`${file} failed PRAGMA integrity_check: ${integrity.map((row) => row.integrity_check).join('; ')}`);
    }
    if ((database.pragma('foreign_key_check') as unknown[]).length > 0) {
      throw new BackupError(`${file} has rows whose foreign keys point nowhere (PRAGMA foreign_key_check)`);
    }
    const schemaVersion = readSchemaVersion(database);
    if (!schemaVersion) throw new BackupError(`${file} is not a CampusPath database (no schema version in its meta table)`);
    if (schemaVersion > SCHEMA_VERSION) {
      throw new BackupError(
        `${file} has schema ${schemaVersion}, newer than this build's ${SCHEMA_VERSION}: restore it with a newer CampusPath`,
      );
    }
    return { bytes: statSync(file).size, schemaVersion, tables: countRows(database) };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a usable CampusPath database: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}

function readSchemaVersion(database: SQLite.Database): string | null {
  const hasTable = (name: string) =>
    database.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(name) !== undefined;
  if (hasTable('meta')) {
    const row = database.prepare(`select value from meta where key = 'schema_version'`).get() as { value: string } | undefined;
    if (row) return row.value;
  }
  if (hasTable('kysely_migration')) {
    const row = database.prepare('select max(name) as name from kysely_migration').get() as { name: string | null };
    return row.name;
  }
  return null;
}

/** Rows per table, for the summary an operator reads after a backup or restore. */
function countRows(database: SQLite.Database): Record<string, number> {
  const tables = database
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, (database.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
  );
}

/** Writes a verified online backup of `databaseFile` to `targetFile` (which must not exist yet). */
export async function backupSqlite(databaseFile: string, targetFile: string): Promise<BackupSummary> {
  const source = resolve(databaseFile);
  const target = resolve(targetFile);
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}`);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another file name`);
  if (target === source) throw new BackupError('The backup file must differ from the database file');
  mkdirSync(dirname(target), { recursive: true });
  const temporary = temporaryNameFor(target);
  try {
    await copyDatabase(source, temporary);
    const summary = verifyDatabaseFile(temporary);
    renameSync(temporary, target);
    return { file: target, ...summary };
  } finally {
    removeQuietly(temporary);
  }
}

/** True when some process (a running server) has the database open. */
export function isDatabaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    // An exclusive lock cannot be had while any other connection, in any process, holds the file.
    probe.pragma('locking_mode = exclusive');
    probe.exec('begin exclusive');
    probe.exec('commit');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

export interface RestoreSummary extends BackupSummary {
  /** Where the database that was replaced now lives (null when there was none). */
  previous: string | null;
}

/**
 * Restores `backupFile` as the database at `databaseFile`, which no server may have open. The
 * backup is copied beside the target and verified before anything is replaced; the old database
 * is renamed aside, then the copy is renamed into place (a rename is atomic on one filesystem).
 */
export async function restoreSqlite(backupFile: string, databaseFile: string, now = new Date()): Promise<RestoreSummary> {
  const backup = resolve(backupFile);
  const target = resolve(databaseFile);
  if (!existsSync(backup)) throw new BackupError(`There is no backup at ${backup}`);
  if (backup === target) throw new BackupError('The backup file must differ from the database file');
  verifyDatabaseFile(backup);
  mkdirSync(dirname(target), { recursive: true });
  const temporary = temporaryNameFor(target);
  try {
    await copyDatabase(backup, temporary);
    const summary = verifyDatabaseFile(temporary);
    if (isDatabaseInUse(target)) {
      throw new BackupError(`${target} is open in a running CampusPath server: stop every server using it, then restore again`);
    }
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}`;
      renameSync(target, previous);
    }
    // Leftovers of the old database's write-ahead log must never be replayed onto the restored file.
    for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) rmSync(leftover, { force: true });
    renameSync(temporary, target);
    return { file: target, previous, ...summary };
  } finally {
    removeQuietly(temporary);
  }
}
