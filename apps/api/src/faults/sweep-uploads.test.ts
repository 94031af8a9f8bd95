import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREFERENCED_FOLDER, sweepUploads } from '../lib/storage.ts';

/**
 * What a start tidies in the uploads folder after a crash: temporary files are removed, and
 * stored files no document names are moved aside (UNREFERENCED_FOLDER), once old enough that no
 * process can still be writing them or their row.
 * Stored files a document names, fresh files (another process's upload in progress) and
 * anything that is not a storage key stay.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function uploadsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-sweep-'));
  dirs.push(dir);
  return dir;
}

describe('sweepUploads', () => {
  it('removes old temporary files and moves old unreferenced files aside, nothing else', async () => {
    const dir = uploadsFolder();
    const names = ['.tmp-old', '.tmp-fresh', 'stored-old', 'stored-fresh', 'orphan-old', 'orphan-fresh', 'README.txt'];
    for (const name of names) writeFileSync(join(dir, name), name);
    mkdirSync(join(dir, 'a-folder'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of ['.tmp-old', 'stored-old', 'orphan-old', 'README.txt', 'a-folder'])
      utimesSync(join(dir, name), twoHoursAgo, twoHoursAgo);

    const referenced = new Set(['stored-old', 'stored-fresh']);
    expect(await sweepUploads(dir, referenced, new Date())).toEqual({ temporary: 1, unreferenced: 1 });
    expect(readdirSync(dir).sort()).toEqual([
      '.tmp-fresh',
      UNREFERENCED_FOLDER,
      'README.txt',
      'a-folder',
      'orphan-fresh',
      'stored-fresh',
      'stored-old',
    ]);
    expect(readFileSync(join(dir, UNREFERENCED_FOLDER, 'orphan-old'), 'utf8')).toBe('orphan-old');
    // A second start leaves the moved file where it is.
    expect(await sweepUploads(dir, referenced, new Date())).toEqual({ temporary: 0, unreferenced: 0 });
  });

  it('removes nothing, without failing, when the folder is missing or not a folder', async () => {
    const dir = uploadsFolder();
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    expect(await sweepUploads(join(dir, 'missing'), new Set(), new Date())).toEqual({ temporary: 0, unreferenced: 0 });
    expect(await sweepUploads(join(dir, 'a-file'), new Set(), new Date())).toEqual({ temporary: 0, unreferenced: 0 });
  });
});
