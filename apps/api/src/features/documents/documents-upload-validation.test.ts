import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@campuspath/contract/documents-terms';
import { newId } from '../../lib/ids.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { EXE_BYTES, PDF_BYTES, zipOf } from '../../test/document-fixtures.ts';
import { documentUploads, fileParts } from '../../test/document-uploads.ts';
import { createDocument } from './documents.service.ts';

// What POST /api/documents refuses (type, size, fields, file names), and that a refused upload stores nothing.
const ctx = useTestApp();
const { storedFiles, upload, uploadOk } = documentUploads(ctx);

describe('upload validation', () => {
  it('refuses an executable, a zip, text not named .txt, text with NUL bytes and invalid UTF-8 with 415 naming "file", storing nothing', async () => {
    const student = await signUp(ctx.app);
    const before = storedFiles();
    const cases: [string, Buffer | string][] = [
      ['setup.pdf', EXE_BYTES],
      ['archive.pdf', zipOf({ 'hello.txt': 'hello' })],
      ['archive.zip', zipOf({ 'hello.txt': 'hello' })],
      ['notes.pdf', 'just some text'],
      ['notes.txt', Buffer.from('text\0with a NUL', 'latin1')],
      ['notes.txt', Buffer.from([0x68, 0x69, 0xc3, 0x28])],
    ];
    for (const [fileName, bytes] of cases) {
      const response = await upload(student, fileParts(fileName, bytes));
      expect(response.statusCode, fileName).toBe(415);
      expect(response.json()).toEqual({
        error: 'unsupported_media_type',
        message: 'Upload a PDF, DOCX, PNG, JPEG or TXT file',
        fields: { file: 'Upload a PDF, DOCX, PNG, JPEG or TXT file' },
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, leaving nothing in the upload directory', async () => {
    const student = await signUp(ctx.app);
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF_BYTES.length, 0x20)]);
    expect((await uploadOk(student, 'big.pdf', exact)).sizeBytes).toBe(MAX_DOCUMENT_BYTES);

    const before = storedFiles();
    const tooBig = Buffer.concat([exact, Buffer.from(' ')]);
    const response = await upload(student, fileParts('too-big.pdf', tooBig));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'Files can be at most 10 MB',
      fields: { file: 'Files can be at most 10 MB' },
    });
    expect(storedFiles()).toEqual(before);
    expect(readdirSync(ctx.files.dir).filter((name) => name.startsWith('.tmp'))).toEqual([]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: student.cookie } });
    expect(list.json().documents).toHaveLength(1);
  });

  it('refuses a zero-byte file, a missing file, a missing or unknown type, and a JSON body with 400 naming the fields', async () => {
    const student = await signUp(ctx.app);
    const before = storedFiles();
    const empty = await upload(student, fileParts('empty.pdf', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ file: 'This file is empty. Choose a file with content.' });

    const missing = await upload(student, [{ name: 'type', value: 'essay' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ file: 'Choose a file to upload' });

    const noType = await upload(student, [{ name: 'file', value: PDF_BYTES, fileName: 'a.pdf' }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields).toEqual({ type: 'Choose a document type' });

    const badType = await upload(student, fileParts('a.pdf', PDF_BYTES, 'diploma', [{ name: 'colour', value: 'blue' }]));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toEqual({ type: 'Choose a document type', colour: 'Unknown parameter' });

    const longName = await upload(student, fileParts('a.pdf', PDF_BYTES, 'other', [{ name: 'name', value: 'x'.repeat(201) }]));
    expect(longName.json().fields).toEqual({ name: 'Names are at most 200 characters' });

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: { type: 'essay' },
      headers: { cookie: student.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: 'Choose a file to upload' });

    const twoFiles = await upload(student, [...fileParts('a.pdf', PDF_BYTES), { name: 'file', value: PDF_BYTES, fileName: 'b.pdf' }]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().fields).toEqual({ file: 'Upload one file at a time' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file name with folders or control characters (a crafted request), storing nothing', async () => {
    const student = await signUp(ctx.app);
    const before = storedFiles();
    for (const fileName of ['../../etc/passwd.txt', '..\\..\\boot.ini.txt', 'pass\u0007wd.txt', '..']) {
      const response = await upload(student, fileParts(fileName, 'hello'));
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json().fields, fileName).toEqual({
        file: 'The file name cannot contain folders or control characters. Rename the file and try again.',
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('never uses the file name as the storage key', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, '..passwd .. boot.ini.txt', 'hello');
    expect(document.name).toBe('..passwd .. boot.ini.txt');
    expect(storedFiles()).toContain(document.id);
    expect(storedFiles().some((name) => name.includes('passwd') || name.includes('boot'))).toBe(false);
  });

  it('removes the stored file when the row cannot be written', async () => {
    const before = storedFiles();
    const deps = { db: ctx.database.handle.db, storage: ctx.files.storage, now: () => new Date() };
    // No such user: the row's foreign key fails after the file was stored.
    await expect(
      createDocument(deps, newId(), { name: 'x.pdf', type: 'other', mimeType: 'application/pdf', bytes: PDF_BYTES }),
    ).rejects.toThrow();
    expect(storedFiles()).toEqual(before);
  });
});
