import { describe, expect, it } from 'vitest';
import { essayConflictSchema, essayResponseSchema } from '@campuspath/contract/essays';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { essayRequests } from '../../test/essay-requests.ts';

const ctx = useTestApp();
const { createEssay, patchEssay } = essayRequests(ctx);

describe('saving with versions', () => {
  it('applies a change made to the stored version and moves the version on', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    const response = await patchEssay(student, essay.id, {
      version: 1,
      body: 'One two three',
      status: 'drafting',
      title: 'New title',
      maxWords: null,
    });
    expect(response.statusCode).toBe(200);
    expect(essayResponseSchema.parse(response.json()).essay).toMatchObject({
      version: 2,
      body: 'One two three',
      wordCount: 3,
      status: 'drafting',
      title: 'New title',
      maxWords: null,
    });
  });

  it('answers 409 version_conflict with the stored essay for an old version, and overwrites nothing', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    expect((await patchEssay(student, essay.id, { version: 1, body: 'Saved in the other tab' })).statusCode).toBe(200);
    const stale = await patchEssay(student, essay.id, { version: 1, body: 'Typed in this tab' });
    expect(stale.statusCode).toBe(409);
    const conflict = essayConflictSchema.parse(stale.json());
    expect(conflict.error).toBe('version_conflict');
    expect(conflict.current).toMatchObject({ version: 2, body: 'Saved in the other tab' });

    const resolved = await patchEssay(student, essay.id, { version: 2, body: 'Typed in this tab' });
    expect(essayResponseSchema.parse(resolved.json()).essay).toMatchObject({ version: 3, body: 'Typed in this tab' });
  });

  it("keeps the other tab's text in the history when a conflict is resolved by keeping this tab's text", async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    const opened = 'My first draft about the robotics club.';
    const otherTab = `${opened} A line added in the other tab.`;
    const thisTab = `${opened} A line typed in this tab.`;
    expect((await patchEssay(student, essay.id, { version: 1, body: opened })).statusCode).toBe(200);
    // A small edit a minute later keeps no copy of its own (the history rule), so only the conflict's resolution can save it.
    expect((await patchEssay(student, essay.id, { version: 2, body: otherTab })).statusCode).toBe(200);
    expect((await patchEssay(student, essay.id, { version: 2, body: thisTab })).statusCode).toBe(409);

    const resolved = await patchEssay(student, essay.id, { version: 3, body: thisTab, keepReplacedText: true });
    expect(essayResponseSchema.parse(resolved.json()).essay).toMatchObject({ version: 4, body: thisTab });

    const list = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: student.cookie } });
    const bodies = await Promise.all(
      (list.json().versions as { id: string }[]).map(
        async (version) =>
          (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/essays/${essay.id}/versions/${version.id}`,
              headers: { cookie: student.cookie },
            })
          ).json().version.body as string,
      ),
    );
    // Newest first: the text the resolution replaced, then the first draft. (The kept text is the
    // essay itself; as a small edit it adds no copy of its own.)
    expect(bodies).toEqual([otherTab, opened]);

    const notABoolean = await patchEssay(student, essay.id, { version: 4, body: opened, keepReplacedText: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().fields).toHaveProperty('keepReplacedText');
  });

  it('lets only one of two concurrent saves of the same version win', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    const results = await Promise.all(['first', 'second', 'third'].map((body) => patchEssay(student, essay.id, { version: 1, body })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps a copy in the history on the first text, on substantial changes and not on small edits', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    const first = 'A'.repeat(300);
    let version = 1;
    const save = async (body: string) => {
      const response = await patchEssay(student, essay.id, { version, body });
      expect(response.statusCode).toBe(200);
      version = essayResponseSchema.parse(response.json()).essay.version;
    };
    const versions = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: student.cookie } })).json()
        .versions as {
        id: string;
        wordCount: number;
        preview: string;
      }[];

    await save(first);
    expect(await versions()).toHaveLength(1);
    await save(`${first} small edit`);
    await save(`${first} small edit, again`);
    expect(await versions()).toHaveLength(1);
    await save(`${first} ${'new paragraph '.repeat(30)}`);
    const history = await versions();
    expect(history).toHaveLength(2);
    expect(history[0]!.wordCount).toBe(61);
    expect(history[1]!.preview).toBe(`${'A'.repeat(159)}…`);
    // Changing only the details never adds a copy.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/essays/${essay.id}`,
      headers: { cookie: student.cookie },
      payload: { version, title: 'Renamed' },
    });
    expect(await versions()).toHaveLength(2);
  });

  it('restores a copy as a new version, keeping the replaced text, and refuses an old version', async () => {
    const student = await signUp(ctx.app);
    const draftOne = 'First draft. '.repeat(30);
    const essay = await createEssay(student, { body: draftOne });
    const draftTwo = 'Second draft, completely different. '.repeat(20);
    const saved = await patchEssay(student, essay.id, { version: 1, body: draftTwo });
    expect(saved.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: student.cookie } });
    const [newest, oldest] = list.json().versions as { id: string }[];
    expect(newest && oldest).toBeTruthy();

    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/essays/${essay.id}/versions/${oldest!.id}`,
      headers: { cookie: student.cookie },
    });
    expect(preview.json().version.body).toBe(draftOne);

    const stale = await ctx.app.inject({
      method: 'POST',
      url: `/api/essays/${essay.id}/versions/${oldest!.id}/restore`,
      headers: { cookie: student.cookie },
      payload: { version: 1 },
    });
    expect(stale.statusCode).toBe(409);

    await patchEssay(student, essay.id, { version: 2, body: `${draftTwo}typed since` });
    const restore = await ctx.app.inject({
      method: 'POST',
      url: `/api/essays/${essay.id}/versions/${oldest!.id}/restore`,
      headers: { cookie: student.cookie },
      payload: { version: 3 },
    });
    expect(restore.statusCode).toBe(200);
    expect(essayResponseSchema.parse(restore.json()).essay).toMatchObject({ version: 4, body: draftOne, wordCount: 60 });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: student.cookie } });
    const bodies = await Promise.all(
      (after.json().versions as { id: string }[]).map(
        async (version) =>
          (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/essays/${essay.id}/versions/${version.id}`,
              headers: { cookie: student.cookie },
            })
          ).json().version.body,
      ),
    );
    // The text typed since the last copy was kept before the restore replaced it.
    expect(bodies).toEqual([`${draftTwo}typed since`, draftTwo, draftOne]);
  });

  it('keeps at most 50 copies per essay', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    let version = 1;
    for (let index = 0; index < 52; index += 1) {
      const response = await patchEssay(student, essay.id, { version, body: `${index} `.repeat(150) });
      version = essayResponseSchema.parse(response.json()).essay.version;
    }
    const list = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: student.cookie } });
    const versions = list.json().versions as { preview: string }[];
    expect(versions).toHaveLength(50);
    expect(versions[0]!.preview.startsWith('51 ')).toBe(true);
  });

  it('deletes an essay with its history', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student, { body: 'Some text' });
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/essays/${essay.id}`, headers: { cookie: student.cookie } });
    expect(response.statusCode).toBe(204);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}`, headers: { cookie: student.cookie } });
    expect(again.statusCode).toBe(404);
    const copies = await ctx.database.handle.db.selectFrom('essay_versions').select('id').where('essay_id', '=', essay.id).execute();
    expect(copies).toEqual([]);
  });
});
