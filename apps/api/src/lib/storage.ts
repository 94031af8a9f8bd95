import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files live, behind the smallest interface the documents feature needs, so a
 * cloud object store can replace the filesystem without touching the feature. Keys are made by
 * the server (never from a user's file name).
 */
export interface FileStorage {
  /**
   * Stores the whole file or nothing: a reader never sees a half-written file. When the store
   * cannot take it (full, read-only, missing), rejects with a StorageWriteError.
   */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * A file the store could not take, nothing of it kept: `full` (no space or quota left) or
 * `unavailable` (read-only, missing or not a directory, I/O error). The error handler answers
 * 507 or 503 with a plain message; `cause` keeps the system error for the log.
 */
export class StorageWriteError extends Error {
  constructor(
    readonly reason: 'full' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(reason === 'full' ? 'File storage is full' : 'File storage cannot be written', options);
    this.name = 'StorageWriteError';
  }
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const UNAVAILABLE_CODES = new Set('EACCES EPERM EROFS ENOENT ENOTDIR EISDIR EEXIST EIO EMFILE ENFILE EBUSY'.split(' '));

/** The StorageWriteError a failed write amounts to (a filesystem error code), or null for anything else. */
export function storageWriteErrorFrom(error: unknown): StorageWriteError | null {
  if (error instanceof StorageWriteError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') return null;
  if (FULL_CODES.has(code)) return new StorageWriteError('full', { cause: error });
  if (UNAVAILABLE_CODES.has(code)) return new StorageWriteError('unavailable', { cause: error });
  return null;
}

const TEMPORARY_PREFIX = '.tmp-';
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,199}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under one directory (default var/uploads); written to a temporary name, synced, then renamed. */
export function createFileSystemStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(directory, { recursive: true }));
  return {
    async put(key, data) {
      const target = join(directory, checkKey(key));
      const temporary = join(directory, `${TEMPORARY_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        await ensureDir();
        await writeFile(temporary, data, { flush: true });
        await rename(temporary, target);
      } catch (error) {
        // The folder is checked again next time: it may have been removed, or fixed by the operator.
        ready = undefined;
        await rm(temporary, { force: true }).catch(() => undefined);
        throw storageWriteErrorFrom(error) ?? error;
      }
    },
    async get(key) {
      try {
        return await readFile(join(directory, checkKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(join(directory, checkKey(key)), { force: true });
    },
  };
}

/** Where the start-up sweep moves files no document names (inside the uploads folder; never a storage key). */
export const UNREFERENCED_FOLDER = '.unreferenced';

export interface UploadSweep {
  /** Temporary files of writes a crash cut short: removed. */
  temporary: number;
  /**
   * Whole files no document row names (a crash fell between the file and its row, or between a
   * row's deletion and its file's): moved into UNREFERENCED_FOLDER, not deleted, in case the
   * process was started on the wrong database.
   */
  unreferenced: number;
}

/**
 * Tidies what a crash left in the uploads folder: removes temporary files, and moves aside
 * stored files whose key `referenced` (every storage key the database names, read before this
 * call) does not hold. Only files older than `olderThanMs` are touched, so another process's
 * upload in progress, whose row is not written yet, stays. Run at start; a missing or
 * unreadable folder changes nothing (uploads then answer 503). Files whose names are not
 * storage keys are left alone.
 */
export async function sweepUploads(
  directory: string,
  referenced: ReadonlySet<string>,
  now: Date,
  olderThanMs = 60 * 60_000,
): Promise<UploadSweep> {
  const sweep: UploadSweep = { temporary: 0, unreferenced: 0 };
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return sweep;
  }
  for (const name of names) {
    const kind = name.startsWith(TEMPORARY_PREFIX) ? 'temporary' : SAFE_KEY.test(name) && !referenced.has(name) ? 'unreferenced' : null;
    if (!kind) continue;
    const path = join(directory, name);
    try {
      const stats = await stat(path);
      if (!stats.isFile() || now.getTime() - stats.mtimeMs < olderThanMs) continue;
      if (kind === 'temporary') {
        await rm(path, { force: true });
      } else {
        await mkdir(join(directory, UNREFERENCED_FOLDER), { recursive: true });
        await rename(path, join(directory, UNREFERENCED_FOLDER, name));
      }
      sweep[kind] += 1;
    } catch {
      // Renamed or removed meanwhile by another process, or the folder cannot be written.
    }
  }
  return sweep;
}
