import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentListResponseSchema, documentResponseSchema, type Document } from '@campuspath/contract/documents';
import { MAX_DOCUMENT_BYTES } from '@campuspath/contract/documents-terms';
import { newId, nowIso } from '../../lib/ids.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DOCX_BYTES, EXE_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, multipart, zipOf, type MultipartPart } from './document-fixtures.ts';
import { createDocument } from './documents.service.ts';

const ctx = useTestApp();

const storedFiles = () => readdirSync(ctx.files.dir).filter((name) => !name.startsWith('.'));

function upload(student: SignedInUser, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: student.cookie } });
}

const fileParts = (fileName: string, value: Buffer | string, type = 'other', extra: MultipartPart[] = []): MultipartPart[] => [
  { name: 'type', value: type },
  ...extra,
  { name: 'file', value, fileName },
];

async function uploadOk(
  student: SignedInUser,
  fileName: string,
  value: Buffer | string,
  type = 'other',
  extra: MultipartPart[] = [],
): Promise<Document> {
  const response = await upload(student, fileParts(fileName, value, type, extra));
  expect(response.statusCode, response.body).toBe(201);
  return documentResponseSchema.parse(response.json()).document;
}

async function addApplication(userId: string, schoolId = 166683): Promise<string> {
  const id = newId();
  await ctx.database.handle.db
    .insertInto('applications')
    .values({
      id,
      user_id: userId,
      school_id: schoolId,
      round: 'regular-decision',
      status: 'drafting',
      notes: '',
      checklist: '[]',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return id;
}

describe('upload', () => {
  it('stores a PDF under a server-made key and lists it with its name, type, size and upload date', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'Transcript 2025.pdf', PDF_BYTES, 'transcript');
    expect(document).toMatchObject({
      name: 'Transcript 2025.pdf',
      type: 'transcript',
      mimeType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      applicationIds: [],
    });
    expect(Date.parse(document.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(storedFiles()).toContain(document.id);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: student.cookie } });
    expect(documentListResponseSchema.parse(list.json()).documents).toEqual([document]);
  });

  it('accepts DOCX, PNG, JPEG and UTF-8 text named .txt, and uses the name field when given', async () => {
    const student = await signUp(ctx.app);
    expect((await uploadOk(student, 'essay.docx', DOCX_BYTES, 'essay')).mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await uploadOk(student, 'photo.png', PNG_BYTES, 'image')).mimeType).toBe('image/png');
    expect((await uploadOk(student, 'photo.jpeg', JPEG_BYTES, 'image')).mimeType).toBe('image/jpeg');
    const text = await uploadOk(student, 'notes.txt', 'Activities: débat, robotics ✓\n', 'other', [
      { name: 'name', value: '  My activity list ' },
    ]);
    expect(text).toMatchObject({ mimeType: 'text/plain', name: 'My activity list' });
  });

  it('reads the type from the content: a PNG named .pdf is stored as image/png', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'scan.pdf', PNG_BYTES, 'image');
    expect(document.mimeType).toBe('image/png');
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/file`,
      headers: { cookie: student.cookie },
    });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('filename="scan.pdf.png"');
  });

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

  it('turns a path-traversal file name into a plain display name and never uses it as the storage key', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, '../../etc/pass\u0007wd.txt', 'hello');
    expect(document.name).toBe('passwd.txt');
    const windows = await uploadOk(student, '..\\..\\boot.ini.txt', 'hello');
    expect(windows.name).toBe('boot.ini.txt');
    expect(storedFiles()).toEqual(expect.arrayContaining([document.id, windows.id]));
    expect(storedFiles().some((name) => name.includes('passwd') || name.includes('boot'))).toBe(false);
  });

  it('removes the stored file when the row cannot be written', async () => {
    const before = storedFiles();
    const deps = { db: ctx.database.handle.db, storage: ctx.files.storage };
    // No such user: the row's foreign key fails after the file was stored.
    await expect(
      createDocument(deps, newId(), { name: 'x.pdf', type: 'other', mimeType: 'application/pdf', bytes: PDF_BYTES }),
    ).rejects.toThrow();
    expect(storedFiles()).toEqual(before);
  });
});

describe('download, rename and delete', () => {
  it('downloads the identical bytes as an attachment with the stored type and nosniff', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'cv.pdf', PDF_BYTES, 'resume', [{ name: 'name', value: 'résumé "final"\r\n\u0007.pdf' }]);
    expect(document.name).toBe('résumé "final" .pdf');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/file`,
      headers: { cookie: student.cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ _final_ .pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%20.pdf`,
    );
  });

  it('serves text as UTF-8 text and adds the real extension to a name without one', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'list.txt', 'a ✓', 'other', [{ name: 'name', value: 'Reading/list' }]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/file`,
      headers: { cookie: student.cookie },
    });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('a ✓');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Reading_list.txt`);
  });

  it('renames and retypes a document; a blank name is 400', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'scan.png', PNG_BYTES, 'other');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      payload: { name: '  Transcript (fall) ', type: 'transcript' },
      headers: { cookie: student.cookie },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().document).toMatchObject({
      id: document.id,
      name: 'Transcript (fall)',
      type: 'transcript',
      mimeType: 'image/png',
    });

    const blank = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      payload: { name: '   ' },
      headers: { cookie: student.cookie },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: 'Enter a name' });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      payload: { type: 'diploma', size: 1 },
      headers: { cookie: student.cookie },
    });
    expect(unknown.json().fields).toEqual({ type: 'Choose a document type', size: 'Unknown parameter' });
  });

  it('deletes the row and then the stored file', async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'old.pdf', PDF_BYTES);
    expect(storedFiles()).toContain(document.id);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${document.id}`, headers: { cookie: student.cookie } });
    expect(response.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(document.id);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/documents/${document.id}/file`, headers: { cookie: student.cookie } });
    expect(again.statusCode).toBe(404);
  });
});

describe('used in applications', () => {
  it("links and unlinks the student's own applications and counts them", async () => {
    const student = await signUp(ctx.app);
    const document = await uploadOk(student, 'resume.pdf', PDF_BYTES, 'resume');
    const [first, second] = [await addApplication(student.user.id, 166683), await addApplication(student.user.id, 110635)];
    for (const applicationId of [first, second, first]) {
      const linked = await ctx.app.inject({
        method: 'PUT',
        url: `/api/documents/${document.id}/applications/${applicationId}`,
        headers: { cookie: student.cookie },
      });
      expect(linked.statusCode).toBe(200);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: student.cookie } });
    expect(list.json().documents[0].applicationIds.sort()).toEqual([first, second].sort());

    const unlinked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}/applications/${first}`,
      headers: { cookie: student.cookie },
    });
    expect(unlinked.json().document.applicationIds).toEqual([second]);
  });

  it("answers 404 for another student's application", async () => {
    const student = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const document = await uploadOk(student, 'resume.pdf', PDF_BYTES, 'resume');
    const theirs = await addApplication(other.user.id);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${document.id}/applications/${theirs}`,
      headers: { cookie: student.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Application not found' });
  });
});

describe('ownership and sign-in', () => {
  it('answers 404 to another student on every route and never lists their documents', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const document = await uploadOk(owner, 'private.pdf', PDF_BYTES, 'transcript');
    const ownApplication = await addApplication(other.user.id);
    const requests = [
      { method: 'GET' as const, url: `/api/documents/${document.id}/file` },
      { method: 'PATCH' as const, url: `/api/documents/${document.id}`, payload: { name: 'mine now' } },
      { method: 'DELETE' as const, url: `/api/documents/${document.id}` },
      { method: 'PUT' as const, url: `/api/documents/${document.id}/applications/${ownApplication}` },
      { method: 'DELETE' as const, url: `/api/documents/${document.id}/applications/${ownApplication}` },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject({ ...request, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Document not found' });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: other.cookie } });
    expect(list.json()).toEqual({ documents: [] });
    // Still there, unchanged, for its owner.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/documents/${document.id}/file`, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(storedFiles()).toContain(document.id);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = storedFiles();
    const { payload, headers } = multipart(fileParts('a.pdf', PDF_BYTES));
    const responses = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/documents' }),
      ctx.app.inject({ method: 'POST', url: '/api/documents', payload, headers }),
      ctx.app.inject({ method: 'GET', url: `/api/documents/${newId()}/file` }),
      ctx.app.inject({ method: 'DELETE', url: `/api/documents/${newId()}` }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(storedFiles()).toEqual(before);
  });
});
