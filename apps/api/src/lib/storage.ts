import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files live, behind the smallest interface the documents feature needs, so a
 * cloud object store can replace the filesystem without touching the feature. Keys are made by
 * the server (never from a user's file name).
 */
export interface FileStorage {
  /** Stores the whole file or nothing: a reader never sees a half-written file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}

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
      await ensureDir();
      const target = join(directory, checkKey(key));
      const temporary = join(directory, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(temporary, data, { flush: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
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
