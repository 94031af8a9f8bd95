import { describe, expect, it } from 'vitest';
import { documentListResponseSchema } from '@campuspath/contract/documents';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DOCX_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, multipart } from '../../test/document-fixtures.ts';
import { documentUploads, fileParts } from '../../test/document-uploads.ts';

const ctx = useTestApp();

const { storedFiles, uploadOk } = documentUploads(ctx);

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
