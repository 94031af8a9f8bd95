import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@campuspath/contract/documents-terms';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, multipart, zipOf, type MultipartPart } from '../test/document-fixtures.ts';
import { signUp, type SignedInUser } from '../test/factories.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Hostile uploads: each gets a clear JSON error naming the file, and nothing is stored:
 * no row in documents, no file in the upload directory (temporary files included).
 */
const ctx = useSecurityApp();

const filePart = (fileName: string, value: Buffer | string, contentType?: string): MultipartPart => ({
  name: 'file',
  value,
  fileName,
  ...(contentType ? { contentType } : {}),
});

function send(student: SignedInUser, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: student.cookie } });
}

/** Everything in the upload directory, dotfiles (temporary names) included. */
const uploadDirectory = () => readdirSync(ctx.files.dir).sort();
const storedRows = async (student: SignedInUser) =>
  (await ctx.database.handle.db.selectFrom('documents').select('id').where('user_id', '=', student.user.id).execute()).length;

async function expectRefused(student: SignedInUser, parts: MultipartPart[], status: number, message: RegExp | string) {
  const before = uploadDirectory();
  const response = await send(student, parts);
  const where = `${parts.map((part) => part.fileName ?? part.name).join(', ')}: ${response.body}`;
  expect(response.statusCode, where).toBe(status);
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json() as { error: string; message: string; fields?: Record<string, string> };
  expect(body.error, where).toEqual(expect.any(String));
  expect(body.message, where).toEqual(expect.any(String));
  expect(Object.values(body.fields ?? { '': body.message }).join(' '), where).toMatch(message);
  expect(uploadDirectory(), where).toEqual(before);
  expect(await storedRows(student), where).toBe(0);
}

const UNSUPPORTED = 'Upload a PDF, DOCX, PNG, JPEG or TXT file';
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

describe('hostile uploads', () => {
  it('refuse a type disguised by its name or declared type (read from the bytes): 415', async () => {
    const student = await signUp(ctx.app);
    const cases: [string, Buffer | string, string?][] = [
      ['transcript.pdf', HTML, 'application/pdf'],
      ['transcript.pdf', EXE_BYTES, 'application/pdf'],
      ['photo.png', 'alert(1)', 'image/png'],
      ['photo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
      ['essay.docx', zipOf({ 'payload.sh': '#!/bin/sh\nrm -rf /' })],
      ['notes.pdf', 'plain text pretending to be a PDF'],
      ['page.html', HTML, 'text/html'],
      ['page.txt.html', HTML],
    ];
    for (const [fileName, bytes, contentType] of cases) {
      await expectRefused(student, [{ name: 'type', value: 'transcript' }, filePart(fileName, bytes, contentType)], 415, UNSUPPORTED);
    }
  });

  it('refuse a file over 10 MB with 413, whatever its size, leaving no temporary file', async () => {
    const student = await signUp(ctx.app);
    for (const extra of [1, 2 * 1024 * 1024]) {
      const bytes = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF_BYTES.length + extra, 0x20)]);
      await expectRefused(student, [{ name: 'type', value: 'other' }, filePart('big.pdf', bytes)], 413, 'Files can be at most 10 MB');
    }
  });

  it('refuse a zero-byte file with 400', async () => {
    const student = await signUp(ctx.app);
    await expectRefused(student, [{ name: 'type', value: 'other' }, filePart('empty.pdf', Buffer.alloc(0))], 400, /empty/);
  });

  it('refuse file names that are paths or carry control characters with 400', async () => {
    const student = await signUp(ctx.app);
    for (const fileName of [
      '../../etc/passwd.pdf',
      '..\\x.pdf',
      '/etc/passwd.pdf',
      'C:\\Windows\\win.ini.pdf',
      'a/b.pdf',
      'a\u0000b.pdf',
      'bell\u0007.pdf',
      '..',
      '.',
    ]) {
      await expectRefused(student, [{ name: 'type', value: 'other' }, filePart(fileName, PDF_BYTES)], 400, /folders or control characters/);
    }
  });

  it('refuse many files in one request, files under other names and oversized forms', async () => {
    const student = await signUp(ctx.app);
    const type = { name: 'type', value: 'other' };
    await expectRefused(student, [type, filePart('a.pdf', PDF_BYTES), filePart('b.pdf', PDF_BYTES)], 400, 'Upload one file at a time');
    const many = Array.from({ length: 20 }, (_, index) => filePart(`file-${index}.pdf`, PDF_BYTES));
    await expectRefused(student, [type, ...many], 400, 'Upload one file at a time');
    await expectRefused(student, [type, { ...filePart('a.pdf', PDF_BYTES), name: 'attachment' }], 400, 'Choose a file to upload');
    // Parts named like object properties: the multipart parser refuses the form (prototype poisoning).
    for (const name of ['__proto__', 'constructor']) {
      await expectRefused(student, [type, { name, value: 'x' }, filePart('a.pdf', PDF_BYTES)], 400, /could not be read/);
      await expectRefused(student, [type, filePart('a.pdf', PDF_BYTES), { ...filePart('b.pdf', PDF_BYTES), name }], 400, /./);
    }
    const fields = Array.from({ length: 30 }, (_, index) => ({ name: `field${index}`, value: 'x' }));
    await expectRefused(student, [type, ...fields, filePart('a.pdf', PDF_BYTES)], 413, /too many fields/);
  });

  it('refuse a truncated or malformed form with 400', async () => {
    const student = await signUp(ctx.app);
    const { payload, headers } = multipart([{ name: 'type', value: 'other' }, filePart('a.pdf', PDF_BYTES)]);
    for (const [body, contentType] of [
      [payload.subarray(0, payload.length - 30), headers['content-type']!],
      [payload, 'multipart/form-data'],
      [Buffer.from('not a form at all'), headers['content-type']!],
    ] as const) {
      const before = uploadDirectory();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body,
        headers: { 'content-type': contentType, cookie: student.cookie },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(uploadDirectory()).toEqual(before);
    }
    expect(await storedRows(student)).toBe(0);
  });

  it('still store an honest file (the refusals above were about the input)', async () => {
    const student = await signUp(ctx.app);
    const response = await send(student, [{ name: 'type', value: 'image' }, filePart('scan.png', PNG_BYTES)]);
    expect(response.statusCode).toBe(201);
    expect(await storedRows(student)).toBe(1);
    expect(uploadDirectory()).toContain(response.json().document.id);
  });
});
