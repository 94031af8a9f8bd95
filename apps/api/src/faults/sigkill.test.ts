import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNREFERENCED_FOLDER } from '../lib/storage.ts';
import { checkFilesAfterCrash } from './crash-checks.ts';
import { sendJson, signUpStudent, studentFor, type HttpStudent } from './http-student.ts';
import { pickPort, sleep, startServer, waitUntilReady, type ServerSettings } from './server-process.ts';
import { useFaultServer } from './fault-server.ts';
import { createLedger, runStudentWrites } from './write-ledger.ts';

/**
 * Faults: the production server killed with SIGKILL in the middle of a write-heavy run
 * (several students creating tasks and applications, autosaving essays and uploading files over
 * real HTTP), then started again on the same SQLite file and uploads folder.
 */
const STUDENTS = 6;
/** Enough acknowledged writes that the kill lands in the middle of a busy run. */
const WRITES_BEFORE_KILL = 120;

const fault = useFaultServer('kill');

async function until(condition: () => boolean, failure: Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let failed: unknown = null;
  failure.catch((error: unknown) => (failed = error));
  while (!condition()) {
    if (failed) throw failed;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

describe('SIGKILL in the middle of a write-heavy run', () => {
  it('starts again cleanly with every acknowledged write there exactly once, nothing half-written and no leftover files', async () => {
    const uploadsDir = join(fault.dir, 'uploads');
    const settings: ServerSettings = {
      port: await pickPort([4732, 4738, 4739]),
      databaseUrl: join(fault.dir, 'campuspath.sqlite'),
      uploadsDir,
      outboxDir: join(fault.dir, 'outbox'),
    };
    const first = startServer(fault.serverJs, settings);
    await waitUntilReady(first);

    const catalogue = await sendJson<{ results: { id: number }[] }>(first.url, 'GET', '/api/schools?limit=100&sort=name');
    const schoolIds = catalogue.body.results.map((school) => school.id);
    const students: HttpStudent[] = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await signUpStudent(first.url, `kill-${i}`));

    const ledger = createLedger();
    let stopping = false;
    const loops = Promise.all(
      students.map((student, i) =>
        runStudentWrites(student, ledger, [...schoolIds.slice(i * 10), ...schoolIds.slice(0, i * 10)], () => stopping),
      ),
    );
    await until(() => ledger.acknowledged() >= WRITES_BEFORE_KILL && ledger.documents.size >= STUDENTS, loops, 180_000);
    const killed = await first.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    stopping = true;
    await loops;

    // Everything the killed server left is made two hours old, so the next start's sweep considers
    // it all: temporary files go, files no document names are moved aside, stored documents stay. Plus one
    // temporary file and one unreferenced file of our own, in case the kill left none.
    mkdirSync(uploadsDir, { recursive: true });
    const stale = join(uploadsDir, '.tmp-00112233aabbccdd');
    const unreferenced = join(uploadsDir, '00112233-no-document-names-this');
    writeFileSync(stale, 'half a file');
    const unreferencedText = 'a whole file whose row was never written';
    writeFileSync(unreferenced, unreferencedText);
    ledger.sentFiles.add(unreferencedText);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of readdirSync(uploadsDir)) utimesSync(join(uploadsDir, name), twoHoursAgo, twoHoursAgo);

    // Same files; a port picked afresh, as another process may have taken the old one meanwhile.
    const second = startServer(fault.serverJs, { ...settings, port: await pickPort([4732, 4738, 4739]) });
    await waitUntilReady(second);
    expect(existsSync(stale)).toBe(false);
    // Moved aside, not deleted (in case a process is ever started on the wrong database).
    expect(existsSync(unreferenced)).toBe(false);
    expect(existsSync(join(uploadsDir, UNREFERENCED_FOLDER, basename(unreferenced)))).toBe(true);

    // Through the API, as each student: their acknowledged documents download whole, their tasks are listed once.
    for (const student of students) {
      const signedIn = studentFor(second.url, student.email, student.password, student.cookie);
      const tasks = await signedIn.send<{ tasks: { id: string; title: string }[] }>('GET', '/api/tasks');
      expect(tasks.status).toBe(200);
      const titles = tasks.body.tasks.map((task) => task.title);
      expect(new Set(titles).size).toBe(titles.length);
      const documents = await signedIn.send<{ documents: { id: string }[] }>('GET', '/api/documents');
      for (const { id } of documents.body.documents) {
        const file = await fetch(`${second.url}/api/documents/${id}/file`, { headers: { cookie: student.cookie } });
        expect(file.status).toBe(200);
        const text = await file.text();
        expect(ledger.sentFiles.has(text)).toBe(true);
        if (ledger.documents.has(id)) expect(text).toBe(ledger.documents.get(id));
      }
    }

    const stopped = await second.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    const report = checkFilesAfterCrash(settings.databaseUrl, uploadsDir, ledger);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ orphanFiles: 0, temporaryFiles: 0 });
    expect(report.movedAside).toBeGreaterThanOrEqual(1);
    expect(ledger.tasks.size + ledger.applications.size + ledger.documents.size).toBeGreaterThan(0);
  }, 420_000);
});
