import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FILE_MESSAGES, DOCUMENT_QUOTA } from '@campuspath/contract/documents-terms';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { countStudentRows } from '../../test/student-rows.ts';
import { signUp } from '../../test/factories.ts';
import { sendAtOnce } from '../../test/parallel-writes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipart, PDF_BYTES } from '../../test/document-fixtures.ts';

const ctx = useTestApp();

const upload = (cookie: string) => {
  const { payload, headers } = multipart([
    { name: 'type', value: 'transcript' },
    { name: 'file', value: PDF_BYTES, fileName: 'transcript.pdf', contentType: 'application/pdf' },
  ]);
  return ctx.app.inject({ method: 'POST', url: '/api/documents', headers: { ...headers, cookie }, payload });
};

/** Document rows of `sizeBytes` each, written straight to the database (no files: only the allowance is tested). */
async function seedDocuments(userId: string, count: number, sizeBytes = 10) {
  const now = nowIso();
  await ctx.database.handle.db
    .insertInto('documents')
    .values(
      Array.from({ length: count }, (_, index) => ({
        id: newId(),
        user_id: userId,
        name: `d${index}.txt`,
        type: 'other',
        mime_type: 'text/plain',
        size_bytes: sizeBytes,
        storage_key: newId(),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

describe('per-student storage allowance', () => {
  it(`refuses the ${DOCUMENT_QUOTA.files + 1}st document with a message, storing nothing`, async () => {
    const { cookie, user } = await signUp(ctx.app);
    await seedDocuments(user.id, DOCUMENT_QUOTA.files);
    const before = readdirSync(ctx.files.dir).length;
    const response = await upload(cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'quota_exceeded', fields: { file: DOCUMENT_FILE_MESSAGES.quota } });
    expect(readdirSync(ctx.files.dir)).toHaveLength(before);

    // Another student is not affected.
    const other = await signUp(ctx.app);
    expect((await upload(other.cookie)).statusCode).toBe(201);
  });

  it('counts bytes too', async () => {
    const { cookie, user } = await signUp(ctx.app);
    await seedDocuments(user.id, 1, DOCUMENT_QUOTA.bytes - 10);
    expect((await upload(cookie)).statusCode).toBe(400);
  });

  it(`holds under parallel uploads: 10 at once with ${DOCUMENT_QUOTA.files - 1} stored leave exactly ${DOCUMENT_QUOTA.files}`, async () => {
    const { cookie, user } = await signUp(ctx.app);
    await seedDocuments(user.id, DOCUMENT_QUOTA.files - 1);
    const before = readdirSync(ctx.files.dir).length;
    const responses = await sendAtOnce(ctx.database, 'documents', 10, () => upload(cookie));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(400)]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ error: 'quota_exceeded', message: DOCUMENT_FILE_MESSAGES.quota });
    }
    expect(await countStudentRows(ctx.database.handle.db, 'documents', user.id)).toBe(DOCUMENT_QUOTA.files);
    // The refused uploads' files are gone: only the accepted one was added.
    expect(readdirSync(ctx.files.dir)).toHaveLength(before + 1);
  });
});
