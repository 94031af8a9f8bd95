import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '../lib/errors.ts';
import { createFileSystemStorage, type FileStorage } from '../lib/storage.ts';
import { signUp, type SignedInUser } from '../test/factories.ts';
import { RELAXED_AUTH_LIMITS, testCatalog } from '../test/test-app.ts';
import { createTestMail, type TestMail } from '../test/test-mail.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * Faults: a full disk or an upload folder that cannot be written. The student gets a
 * plain JSON error naming the file field, no document row is written, no file (whole or partial)
 * is left, and everything else keeps working; once the folder is fixed, uploads work again
 * without a restart.
 */

// The real fs, except that a write can be made to fail half-way through with ENOSPC.
const disk = vi.hoisted(() => ({ full: false, partialWrites: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const writeFile: typeof real.writeFile = async (path, data, options) => {
    if (!disk.full || typeof path !== 'string' || !(data instanceof Uint8Array)) return real.writeFile(path, data, options);
    await real.writeFile(path, data.subarray(0, Math.floor(data.byteLength / 2)));
    disk.partialWrites += 1;
    throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

let app: App;
let database: TestDatabase;
let dir: string;
let student: SignedInUser;
/** The storage the app uses right now; each test puts the one it needs here. */
let current: FileStorage;
let mail: TestMail;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campuspath-disk-'));
  database = await createTestDatabase();
  const storage: FileStorage = {
    put: (key, data) => current.put(key, data),
    get: (key) => current.get(key),
    remove: (key) => current.remove(key),
  };
  mail = createTestMail();
  app = await buildApp({
    catalog: testCatalog(),
    database: database.handle,
    storage,
    mailer: mail.mailer,
    authRateLimits: RELAXED_AUTH_LIMITS,
  });
  await app.ready();
  student = await signUp(app);
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  mail?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  disk.full = false;
});

function upload(text = 'Transcript, grades 9 to 11.\n') {
  const boundary = '----campuspath-disk-test';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ntranscript\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="transcript.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: student.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function documentCount(): Promise<number> {
  const row = await database.handle.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', student.user.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The answer is plain JSON naming the file field; nothing internal (codes, paths) shows; no row and no file is left. */
async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: string, folder?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ message, fields: { file: message } });
  expect(response.body).not.toMatch(/ENOSPC|ENOTDIR|EACCES|errno|syscall|tmp|\/|\\\\/);
  expect(await documentCount()).toBe(0);
  if (folder && existsSync(folder)) expect(readdirSync(folder)).toEqual([]);
}

/** Other routes keep working while uploads fail. */
async function expectOtherRoutesWork() {
  const task = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { cookie: student.cookie },
    payload: { title: 'Order transcripts' },
  });
  expect(task.statusCode).toBe(201);
  const documents = await app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: student.cookie } });
  expect(documents.statusCode).toBe(200);
  expect(documents.json()).toEqual({ documents: [] });
  expect((await app.inject({ method: 'GET', url: '/api/schools?limit=3' })).statusCode).toBe(200);
}

describe('disk full or upload folder unwritable', () => {
  it('a storage that reports ENOSPC: 507 insufficient_storage with a plain message, nothing stored', async () => {
    current = {
      put: () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
      get: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
    };
    await expectRefused(await upload(), 507, STORAGE_FULL_MESSAGE);
    expect((await upload()).json()).toMatchObject({ error: 'insufficient_storage' });
    await expectOtherRoutesWork();
  });

  it('the real filesystem storage running out of space half-way through a write: 507, and the partial file is removed', async () => {
    const folder = join(dir, 'full');
    current = createFileSystemStorage(folder);
    disk.full = true;
    await expectRefused(await upload('A'.repeat(64 * 1024)), 507, STORAGE_FULL_MESSAGE, folder);
    // Half the file had reached the disk before the error: it is gone.
    expect(disk.partialWrites).toBe(1);
    await expectOtherRoutesWork();

    disk.full = false;
    const stored = await upload();
    expect(stored.statusCode).toBe(201);
    expect(readdirSync(folder)).toEqual([stored.json<{ document: { id: string } }>().document.id]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${stored.json().document.id}`,
      headers: { cookie: student.cookie },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('an upload folder that cannot be created (a file in its place): 503 service_unavailable, then works once fixed, without a restart', async () => {
    const parent = join(dir, 'not-a-folder');
    writeFileSync(parent, 'a file where the uploads folder should be');
    const folder = join(parent, 'uploads');
    current = createFileSystemStorage(folder);
    const refused = await upload();
    await expectRefused(refused, 503, STORAGE_UNAVAILABLE_MESSAGE);
    expect(refused.json()).toMatchObject({ error: 'service_unavailable', requestId: expect.any(String) });
    expect(refused.headers['retry-after']).toBe('30');
    await expectOtherRoutesWork();

    rmSync(parent);
    mkdirSync(parent);
    const stored = await upload();
    expect(stored.statusCode).toBe(201);
    expect(readdirSync(folder)).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: `/api/documents/${stored.json().document.id}`, headers: { cookie: student.cookie } });
  });

  it('an upload folder removed while the server runs, a file left in its place: 503, nothing stored', async () => {
    const folder = join(dir, 'removed');
    current = createFileSystemStorage(folder);
    const first = await upload();
    expect(first.statusCode).toBe(201);
    await app.inject({ method: 'DELETE', url: `/api/documents/${first.json().document.id}`, headers: { cookie: student.cookie } });

    rmSync(folder, { recursive: true });
    writeFileSync(folder, 'not a folder any more');
    await expectRefused(await upload(), 503, STORAGE_UNAVAILABLE_MESSAGE);
    await expectOtherRoutesWork();
  });
});
