import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationSchema } from '@campuspath/contract/applications';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MIT, YALE, applicationRequests } from '../../test/application-requests.ts';

const ctx = useTestApp();
const { createOk, send } = applicationRequests(ctx);

describe('deleting an application', () => {
  async function linkEssayAndDocument(student: SignedInUser, applicationId: string, label: string) {
    const db = ctx.database.handle.db;
    const now = nowIso();
    const essayId = newId();
    await db
      .insertInto('essays')
      .values({
        id: essayId,
        user_id: student.user.id,
        title: `Essay ${label}`,
        prompt: '',
        body: '',
        word_count: 0,
        max_words: null,
        due_date: null,
        status: 'drafting',
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('essay_applications')
      .values({ essay_id: essayId, application_id: applicationId, user_id: student.user.id })
      .execute();
    const documentId = newId();
    const storageKey = `doc-${documentId}`;
    await ctx.files.storage.put(storageKey, new TextEncoder().encode(`transcript ${label}`));
    await db
      .insertInto('documents')
      .values({
        id: documentId,
        user_id: student.user.id,
        name: `Transcript ${label}`,
        type: 'transcript',
        mime_type: 'application/pdf',
        size_bytes: 12,
        storage_key: storageKey,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('document_applications')
      .values({ document_id: documentId, application_id: applicationId, user_id: student.user.id })
      .execute();
    return { essayId, documentId, storageKey };
  }

  it('keeps linked essays and documents by default, only unlinking them', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student);
    const { essayId, documentId, storageKey } = await linkEssayAndDocument(student, application.id, 'keep');
    const before = applicationSchema.parse((await send(student, 'GET', `/api/applications/${application.id}`)).json());
    expect(before).toMatchObject({ linkedEssays: 1, linkedDocuments: 1 });

    const response = await send(student, 'DELETE', `/api/applications/${application.id}?linked=keep`);
    expect(response.statusCode).toBe(204);
    const db = ctx.database.handle.db;
    expect(await db.selectFrom('applications').select('id').where('id', '=', application.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('essays').select('id').where('id', '=', essayId).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('essay_applications').select('essay_id').where('essay_id', '=', essayId).execute()).toEqual([]);
    expect(await ctx.files.storage.get(storageKey)).not.toBeNull();
    expect((await send(student, 'GET', `/api/applications/${application.id}`)).statusCode).toBe(404);
  });

  it('deletes linked essays and documents and their files with linked=delete, sparing those another application uses', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { schoolId: YALE });
    const other = await createOk(student, { schoolId: MIT });
    const only = await linkEssayAndDocument(student, application.id, 'only');
    const shared = await linkEssayAndDocument(student, application.id, 'shared');
    const db = ctx.database.handle.db;
    await db
      .insertInto('essay_applications')
      .values({ essay_id: shared.essayId, application_id: other.id, user_id: student.user.id })
      .execute();
    await db
      .insertInto('document_applications')
      .values({ document_id: shared.documentId, application_id: other.id, user_id: student.user.id })
      .execute();

    const response = await send(student, 'DELETE', `/api/applications/${application.id}?linked=delete`);
    expect(response.statusCode).toBe(204);
    expect(await db.selectFrom('essays').select('id').where('id', '=', only.essayId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('documents').select('id').where('id', '=', only.documentId).executeTakeFirst()).toBeUndefined();
    expect(await ctx.files.storage.get(only.storageKey)).toBeNull();
    expect(readdirSync(ctx.files.dir)).not.toContain(only.storageKey);

    expect(await db.selectFrom('essays').select('id').where('id', '=', shared.essayId).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('documents').select('id').where('id', '=', shared.documentId).executeTakeFirst()).toBeDefined();
    expect(await ctx.files.storage.get(shared.storageKey)).not.toBeNull();
    const remaining = applicationSchema.parse((await send(student, 'GET', `/api/applications/${other.id}`)).json());
    expect(remaining).toMatchObject({ linkedEssays: 1, linkedDocuments: 1 });
  });

  it('refuses an unknown linked choice', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student);
    const response = await send(student, 'DELETE', `/api/applications/${application.id}?linked=shred`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ linked: 'Use keep or delete' });
  });
});
