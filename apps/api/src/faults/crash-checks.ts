/**
 * What the crash test checks on the files a killed server left behind (read straight from the
 * SQLite file and the uploads folder, not through the API): the database is intact, every
 * acknowledged write is there exactly once as acknowledged, and nothing is half-written.
 * Returns the problems found (an empty list when all is well) so a failure names each one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { UNREFERENCED_FOLDER } from '../lib/storage.ts';
import type { WriteLedger } from './write-ledger.ts';

export interface CrashReport {
  problems: string[];
  /** Complete files whose row was never written (the crash fell between the file and its row). */
  orphanFiles: number;
  /** Temporary files of uploads cut short (never under a stored file's name). */
  temporaryFiles: number;
  /** Whole files a start's sweep moved into UNREFERENCED_FOLDER. */
  movedAside: number;
}

const TEMPORARY = /^\.tmp-/;

export function checkFilesAfterCrash(databaseFile: string, uploadsDir: string, ledger: WriteLedger): CrashReport {
  const problems: string[] = [];
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys)}`);

    const taskById = db.prepare<[string], { title: string }>('select title from tasks where id = ?');
    const tasksTitled = db.prepare<[string], { n: number }>('select count(*) as n from tasks where title = ?');
    for (const [id, title] of ledger.tasks) {
      if (taskById.get(id)?.title !== title) problems.push(`task ${id} (acknowledged) is missing or changed`);
    }
    // Acknowledged: exactly once. In flight at the crash: once or not at all.
    const acknowledgedTitles = new Set(ledger.tasks.values());
    for (const title of ledger.sentTaskTitles) {
      const { n } = tasksTitled.get(title)!;
      if (n > 1 || (acknowledgedTitles.has(title) && n !== 1)) problems.push(`task "${title}" is stored ${n} times`);
    }

    const application = db.prepare<[string], { school_id: number }>('select school_id from applications where id = ?');
    for (const [id, schoolId] of ledger.applications) {
      if (application.get(id)?.school_id !== schoolId) problems.push(`application ${id} (acknowledged) is missing or changed`);
    }

    const essay = db.prepare<[string], { version: number; body: string }>('select version, body from essays where id = ?');
    const copies = db.prepare<[string], { body: string }>('select body from essay_versions where essay_id = ?');
    for (const [id, sent] of ledger.essays) {
      const row = essay.get(id);
      const { acknowledged, inFlight } = sent;
      const matches =
        row &&
        ((row.version === acknowledged.version && row.body === acknowledged.body) ||
          (inFlight && row.version === inFlight.version && row.body === inFlight.body));
      if (!matches)
        problems.push(`essay ${id}: stored ${row ? `version ${row.version}` : 'nothing'}, acknowledged version ${acknowledged.version}`);
      for (const copy of copies.all(id))
        if (!sent.sentBodies.has(copy.body)) problems.push(`essay ${id}: a history copy holds text never sent`);
    }
    const orphanCopies = db
      .prepare('select count(*) as n from essay_versions v left join essays e on e.id = v.essay_id where e.id is null')
      .get() as { n: number };
    if (orphanCopies.n > 0) problems.push(`${orphanCopies.n} essay history copies without their essay`);

    const fileText = (key: string): string | null => {
      try {
        return readFileSync(join(uploadsDir, key), 'utf8');
      } catch {
        return null;
      }
    };
    const rows = db.prepare('select id, storage_key, size_bytes from documents').all() as {
      id: string;
      storage_key: string;
      size_bytes: number;
    }[];
    const keys = new Set(rows.map((row) => row.storage_key));
    for (const row of rows) {
      const text = fileText(row.storage_key);
      if (text === null) problems.push(`document ${row.id} has no file`);
      else if (Buffer.byteLength(text) !== row.size_bytes || !ledger.sentFiles.has(text))
        problems.push(`document ${row.id}: the file is not what was sent`);
    }
    for (const [id, text] of ledger.documents) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) problems.push(`document ${id} (acknowledged) is missing`);
      else if (fileText(row.storage_key) !== text) problems.push(`document ${id} (acknowledged) has other content`);
    }

    let orphanFiles = 0;
    let temporaryFiles = 0;
    let movedAside = 0;
    for (const name of readdirSync(uploadsDir)) {
      if (name === UNREFERENCED_FOLDER) {
        // Moved aside by a start's sweep: whole files, each one sent.
        for (const file of readdirSync(join(uploadsDir, name))) {
          movedAside += 1;
          const text = fileText(join(name, file)) ?? '';
          if (!ledger.sentFiles.has(text)) problems.push(`uploads/${name}/${file}: not a whole sent file`);
        }
      } else if (TEMPORARY.test(name)) temporaryFiles += 1;
      else if (keys.has(name)) continue;
      else if (ledger.sentFiles.has(fileText(name) ?? '')) orphanFiles += 1;
      else problems.push(`uploads/${name}: a partial or unknown file under a stored file's name`);
    }
    return { problems, orphanFiles, temporaryFiles, movedAside };
  } finally {
    db.close();
  }
}
