import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FILE_MESSAGES, DOCUMENT_QUOTA } from '@campuspath/contract/documents-terms';
import { newId, nowIso } from '../../lib/ids.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipart, PDF_BYTES } from './document-fixtures.ts';

const ctx = useTestApp();

const upload = (cookie: string) => {
  const { payload, headers } = multipart([
    { name: 'type', value: 'transcript' },
    { name: 'file', value: PDF_BYTES, fileName: 'transcript.pdf', contentType: 'application/pdf' },
  ]);
  return ctx.app.inject({ method: 'POST', url: '/api/documents', headers: { ...headers, cookie }, payload });
};

describe('per-student storage allowance', () => {
  it(`refuses the ${DOCUMENT_QUOTA.files + 1}st document with a message, storing nothing`, async () => {
    const { cookie, user } = await signUp(ctx.app);
    const now = nowIso();
    await ctx.database.handle.db
      .insertInto('documents')
      .values(
        Array.from({ length: DOCUMENT_QUOTA.files }, (_, index) => ({
          id: newId(),
          user_id: user.id,
          name: `d${index}.txt`,
          type: 'other',
          mime_type: 'text/plain',
          size_bytes: 10,
          storage_key: newId(),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
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
    const now = nowIso();
    await ctx.database.handle.db
      .insertInto('documents')
      .values({
        id: newId(),
        user_id: user.id,
        name: 'big.pdf',
        type: 'other',
        mime_type: 'application/pdf',
        size_bytes: DOCUMENT_QUOTA.bytes - 10,
        storage_key: newId(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await upload(cookie)).statusCode).toBe(400);
  });
});
