import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { multipart, PDF_BYTES } from '../test/document-fixtures.ts';
import { buildProfileBody } from '../../../../test/factories.ts';
import { sessionCookieFrom, signUp, type SignedInUser } from '../test/factories.ts';
import { createTestStorage, RELAXED_AUTH_LIMITS, testCatalog, type TestStorage } from '../test/test-app.ts';
import { createTestMail } from '../test/test-mail.ts';
import { addApplication, addTask, GEORGIA_TECH, STANFORD } from '../test/workspace-items.ts';
import { BackupError, backupSqlite, restoreSqlite } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { writeMeta } from './meta.store.ts';
import { migrateToLatest, SCHEMA_VERSION } from './migrate.ts';
import type { Database } from './schema.ts';

// Backups of the embedded SQLite database (PostgreSQL uses pg_dump, see backup-postgres.ts): this
// file always runs on a SQLite file of its own, whatever DATABASE_URL says.
const dir = mkdtempSync(join(tmpdir(), 'campuspath-backup-'));
const liveFile = join(dir, 'live.sqlite');
let live: DatabaseHandle;
let files: TestStorage;
let app: App;
const mail = createTestMail();

async function appOn(database: DatabaseHandle): Promise<App> {
  const built = await buildApp({
    catalog: testCatalog(),
    database,
    storage: files.storage,
    mailer: mail.mailer,
    background: mail.background,
    authRateLimits: RELAXED_AUTH_LIMITS,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  live = openDatabase(liveFile);
  await migrateToLatest(live.db);
  await writeMeta(live.db, { schema_version: SCHEMA_VERSION, dataset_version: testCatalog().version }, new Date());
  files = createTestStorage();
  app = await appOn(live);
});

afterAll(async () => {
  await app.close();
  await live.close();
  files.destroy();
  mail.destroy();
  rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;

/** Every row of every table (rowid included), read through the real database layer. */
async function dump(db: Kysely<Database>): Promise<Record<string, Row[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const result: Record<string, Row[]> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    result[name] = (await sql<Row>`select rowid as __rowid, * from ${sql.table(name)} order by rowid`.execute(db)).rows;
  }
  return result;
}

async function dumpFile(file: string): Promise<Record<string, Row[]>> {
  const handle = openDatabase(file);
  try {
    return await dump(handle.db);
  } finally {
    await handle.close();
  }
}

interface Student extends SignedInUser {
  essayId: string;
  essayText: string;
  documentId: string;
}

/** A student with something in every part of the workspace, made through the API. */
async function seedStudent(index: number): Promise<Student> {
  const student = await signUp(app);
  const headers = { cookie: student.cookie };
  const send = async (method: 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as Record<string, { id: string; version: number }>;
  };
  await send(
    'PUT',
    '/api/profile',
    buildProfileBody({
      gpa: 3.5 + index / 10,
      satTotal: 1400 + index * 10,
      courses: [{ name: `AP Biology ${index}`, kind: 'AP', score: 4 }],
      intendedMajors: [],
    }),
  );
  await send('PUT', `/api/saved-schools/${GEORGIA_TECH}`);
  await send('PUT', `/api/saved-schools/${STANFORD}`);
  const applicationId = await addApplication(app, student, { schoolId: STANFORD });
  const { essay } = await send('POST', '/api/essays', { title: `Essay ${index}`, body: 'First draft', applicationIds: [applicationId] });
  const saved = await send('PATCH', `/api/essays/${essay!.id}`, { version: essay!.version, body: 'Second draft' });
  const essayText = `Final draft of student ${index}: the night the power went out`;
  await send('PATCH', `/api/essays/${essay!.id}`, { version: saved.essay!.version, body: essayText });
  await addTask(app, student, { title: `Ask for a letter ${index}` });
  await send('POST', '/api/letters', { recommenderName: `Dr. Ruiz ${index}`, recommenderEmail: `ruiz${index}@school.example` });
  const upload = multipart([
    { name: 'type', value: 'transcript' },
    { name: 'file', value: PDF_BYTES, fileName: `transcript-${index}.pdf` },
  ]);
  const document = await app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: upload.payload,
    headers: { ...upload.headers, ...headers },
  });
  expect(document.statusCode, document.body).toBe(201);
  return { ...student, essayId: essay!.id, essayText, documentId: (document.json() as { document: { id: string } }).document.id };
}

const asKeys = (rows: Row[]) => new Set(rows.map((row) => JSON.stringify(row)));

let students: Student[] = [];

describe('npm run db:backup / db:restore (SQLite)', () => {
  it('backs up while students keep writing; the restore holds everything written before it began', async () => {
    students = [await seedStudent(1), await seedStudent(2), await seedStudent(3)];
    const before = await dump(live.db);
    for (const table of ['users', 'profiles', 'saved_schools', 'applications', 'essays', 'essay_versions', 'tasks', 'documents']) {
      expect(before[table]!.length, table).toBeGreaterThanOrEqual(3);
    }

    // Student 1 keeps adding tasks, one after another; the backup starts after the 10th is acknowledged.
    const acknowledged: string[] = [];
    let tenth: () => void = () => undefined;
    const tenAcknowledged = new Promise<void>((resolve) => (tenth = resolve));
    const writing = (async () => {
      for (let index = 0; index < 60; index += 1) {
        acknowledged.push(await addTask(app, students[0]!, { title: `Concurrent task ${index}` }));
        if (acknowledged.length === 10) tenth();
      }
    })();
    await tenAcknowledged;
    const startedWith = acknowledged.length;
    const backup = await backupSqlite(liveFile, join(dir, 'backups', 'during-writes.sqlite'));
    await writing;
    expect(backup.schemaVersion).toBe(SCHEMA_VERSION);

    const restoredFile = join(dir, 'restored-1', 'campuspath.sqlite');
    const restoredSummary = await restoreSqlite(backup.file, restoredFile);
    expect(restoredSummary.previous).toBeNull();
    const after = await dump(live.db);
    const restored = await dumpFile(restoredFile);

    expect(Object.keys(restored)).toEqual(Object.keys(before));
    for (const [table, rows] of Object.entries(restored)) {
      // Nothing invented or half-written: every restored row is a row the live database held.
      const known = new Set([...asKeys(before[table]!), ...asKeys(after[table]!)]);
      for (const row of rows) expect(known.has(JSON.stringify(row)), `${table} row ${JSON.stringify(row)}`).toBe(true);
      // Nothing lost: every row present before the backup began is there.
      const restoredIds = new Set(rows.map((row) => row.__rowid));
      for (const row of before[table]!) expect(restoredIds.has(row.__rowid), `${table} lost ${JSON.stringify(row)}`).toBe(true);
    }
    // A consistent snapshot: the concurrent tasks it holds are the first k acknowledged, k >= those acknowledged before it began.
    const restoredTaskIds = new Set(restored.tasks!.map((row) => row.id));
    const held = acknowledged.filter((id) => restoredTaskIds.has(id));
    expect(held.length).toBeGreaterThanOrEqual(startedWith);
    expect(held).toEqual(acknowledged.slice(0, held.length));
  });

  it('a backup taken at rest restores to an identical database the app serves again', async () => {
    const backup = await backupSqlite(liveFile, join(dir, 'backups', 'at-rest.sqlite'));
    const restoredFile = join(dir, 'restored-2', 'campuspath.sqlite');
    await restoreSqlite(backup.file, restoredFile);
    const expected = await dump(live.db);
    const restored = await dumpFile(restoredFile);
    for (const [table, rows] of Object.entries(expected)) {
      expect(restored[table]!.length, `${table} row count`).toBe(rows.length);
      expect(restored[table], `${table} contents`).toEqual(rows);
    }
    expect(backup.tables).toEqual(Object.fromEntries(Object.entries(expected).map(([table, rows]) => [table, rows.length])));

    const handle = openDatabase(restoredFile);
    const restoredApp = await appOn(handle);
    try {
      for (const student of students) {
        const login = await restoredApp.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: student.email, password: student.password },
        });
        expect(login.statusCode).toBe(200);
        const cookie = sessionCookieFrom(login.headers['set-cookie']);
        const essay = await restoredApp.inject({ method: 'GET', url: `/api/essays/${student.essayId}`, headers: { cookie } });
        expect((essay.json() as { essay: { body: string } }).essay.body).toBe(student.essayText);
        const file = await restoredApp.inject({ method: 'GET', url: `/api/documents/${student.documentId}/file`, headers: { cookie } });
        expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
      }
    } finally {
      await restoredApp.close();
      await handle.close();
    }
  });

  it('refuses to restore onto a database a running server has open, changing nothing', async () => {
    const beforeRestore = await dump(live.db);
    await expect(restoreSqlite(join(dir, 'backups', 'at-rest.sqlite'), liveFile)).rejects.toThrow(/open in a running CampusPath server/);
    expect(await dump(live.db)).toEqual(beforeRestore);
    expect(readdirSync(dir).filter((name) => name.startsWith('live.sqlite.'))).toEqual([]);
  });

  it("restores into a stopped server's file and keeps the database it replaced", async () => {
    const target = join(dir, 'restored-2', 'campuspath.sqlite');
    const replacedSize = statSync(target).size;
    const summary = await restoreSqlite(join(dir, 'backups', 'during-writes.sqlite'), target, new Date('2026-11-21T10:00:00Z'));
    expect(summary.previous).toBe(`${target}.before-restore-20261121T100000Z`);
    expect(statSync(summary.previous!).size).toBe(replacedSize);
    expect((await dumpFile(target)).users).toHaveLength(3);
  });

  it('refuses damaged, foreign and newer-schema backups before replacing anything, and never overwrites a backup', async () => {
    const target = join(dir, 'restored-3', 'campuspath.sqlite');
    const garbage = join(dir, 'garbage.sqlite');
    copyFileSync(join(dir, 'backups', 'at-rest.sqlite'), garbage);
    truncateSync(garbage, Math.floor(statSync(garbage).size / 3));
    await expect(restoreSqlite(garbage, target)).rejects.toThrow(BackupError);

    const foreign = openDatabase(join(dir, 'foreign.sqlite'));
    await sql`create table notes (body text)`.execute(foreign.db);
    await foreign.close();
    await expect(restoreSqlite(join(dir, 'foreign.sqlite'), target)).rejects.toThrow(/not a CampusPath database/);

    const future = openDatabase(join(dir, 'future.sqlite'));
    await migrateToLatest(future.db);
    await writeMeta(future.db, { schema_version: '9999-from-the-future' }, new Date());
    await future.close();
    await expect(restoreSqlite(join(dir, 'future.sqlite'), target)).rejects.toThrow(/newer than this build/);
    expect(existsSync(target)).toBe(false);

    const existing = join(dir, 'backups', 'at-rest.sqlite');
    const original = readFileSync(existing);
    await expect(backupSqlite(liveFile, existing)).rejects.toThrow(/already exists/);
    expect(readFileSync(existing).equals(original)).toBe(true);
  });
});
