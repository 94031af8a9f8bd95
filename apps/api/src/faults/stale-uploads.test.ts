import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTemporaryFiles } from '../lib/storage.ts';

/**
 * What a start removes from the uploads folder after a crash: temporary files old enough that
 * no process can still be writing them. Stored files (any name without the temporary prefix)
 * and fresh temporary files (another process's upload in progress) stay.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('removeStaleTemporaryFiles', () => {
  it('removes only temporary files older than the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campuspath-stale-'));
    dirs.push(dir);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of ['.tmp-old', 'stored-old', '.tmp-fresh', 'stored-fresh']) writeFileSync(join(dir, name), name);
    for (const name of ['.tmp-old', 'stored-old']) utimesSync(join(dir, name), twoHoursAgo, twoHoursAgo);

    expect(await removeStaleTemporaryFiles(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['.tmp-fresh', 'stored-fresh', 'stored-old']);
  });

  it('removes nothing, without failing, when the folder is missing or not a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campuspath-stale-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    expect(await removeStaleTemporaryFiles(join(dir, 'missing'))).toBe(0);
    expect(await removeStaleTemporaryFiles(join(dir, 'a-file'))).toBe(0);
  });
});
