import { describe, expect, it } from 'vitest';
import {
  essayConflictSchema,
  essayListResponseSchema,
  essayResponseSchema,
  type CreateEssayBody,
  type Essay,
} from '@campuspath/contract/essays';
import { ESSAY_BODY_MAX_LENGTH } from '@campuspath/contract/essays-terms';
import { newId, nowIso } from '../../lib/ids.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

/** An application row of the student's own, written directly (the applications API is another feature). */
async function insertApplication(userId: string, schoolId: number, round = 'regular-decision'): Promise<string> {
  const id = newId();
  await ctx.database.handle.db
    .insertInto('applications')
    .values({
      id,
      user_id: userId,
      school_id: schoolId,
      round,
      status: 'drafting',
      notes: '',
      checklist: '[]',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return id;
}

async function createEssay(student: SignedInUser, body: Partial<CreateEssayBody> = {}): Promise<Essay> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/essays',
    headers: { cookie: student.cookie },
    payload: { title: 'Why this college', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return essayResponseSchema.parse(response.json()).essay;
}

function patchEssay(student: SignedInUser, id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/essays/${id}`, headers: { cookie: student.cookie }, payload });
}

function testSchools(): [number, number] {
  // Two real catalogue schools: MIT and the University of Michigan-Ann Arbor (IPEDS UNITIDs).
  return [166683, 170976];
}

describe('creating and reading essays', () => {
  it('creates an essay with defaults, counts words on the server and lists it', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student, {
      prompt: 'Tell us about a challenge.',
      body: '  Three  little\nwords\there ',
      maxWords: 650,
      dueDate: '2026-11-01',
    });
    expect(essay).toMatchObject({
      title: 'Why this college',
      prompt: 'Tell us about a challenge.',
      wordCount: 4,
      maxWords: 650,
      dueDate: '2026-11-01',
      status: 'not-started',
      version: 1,
      applications: [],
    });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/essays', headers: { cookie: student.cookie } });
    expect(list.statusCode).toBe(200);
    const { essays } = essayListResponseSchema.parse(list.json());
    expect(essays.map((entry) => entry.id)).toEqual([essay.id]);
    expect(essays[0]).not.toHaveProperty('body');

    const one = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}`, headers: { cookie: student.cookie } });
    expect(essayResponseSchema.parse(one.json()).essay.body).toBe('  Three  little\nwords\there ');
  });

  it('lists soonest due first and essays without a due date last', async () => {
    const student = await signUp(ctx.app);
    const none = await createEssay(student, { title: 'No date' });
    const later = await createEssay(student, { title: 'Later', dueDate: '2027-01-05' });
    const sooner = await createEssay(student, { title: 'Sooner', dueDate: '2026-10-15' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/essays', headers: { cookie: student.cookie } });
    expect(essayListResponseSchema.parse(list.json()).essays.map((essay) => essay.id)).toEqual([sooner.id, later.id, none.id]);
  });

  it("links the student's own applications, with the university names from the catalogue", async () => {
    const student = await signUp(ctx.app);
    const [mit, michigan] = testSchools();
    const first = await insertApplication(student.user.id, mit);
    const second = await insertApplication(student.user.id, michigan, 'early-action');
    const essay = await createEssay(student, { applicationIds: [second, first, first] });
    expect(essay.applications).toEqual([
      { id: first, schoolId: mit, schoolName: 'Massachusetts Institute of Technology', round: 'regular-decision' },
      { id: second, schoolId: michigan, schoolName: 'University of Michigan-Ann Arbor', round: 'early-action' },
    ]);

    const relinked = await patchEssay(student, essay.id, { version: 1, applicationIds: [second] });
    expect(relinked.statusCode).toBe(200);
    expect(essayResponseSchema.parse(relinked.json()).essay.applications.map((link) => link.id)).toEqual([second]);
  });

  it("refuses to link another student's application or an unknown id (400 on applicationIds)", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const theirs = await insertApplication(other.user.id, testSchools()[0]);
    for (const applicationIds of [[theirs], ['no-such-application']]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/essays',
        headers: { cookie: owner.cookie },
        payload: { title: 'Essay', applicationIds },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ applicationIds: 'Choose from your applications' });
    }
    const essay = await createEssay(owner);
    const patch = await patchEssay(owner, essay.id, { version: 1, applicationIds: [theirs] });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({ applicationIds: 'Choose from your applications' });
  });

  it('names each invalid field', async () => {
    const student = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/essays',
      headers: { cookie: student.cookie },
      payload: { title: '  ', maxWords: 0, dueDate: '2026-02-30', status: 'done', body: 'x'.repeat(ESSAY_BODY_MAX_LENGTH + 1), extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(Object.keys(fields).sort()).toEqual(['body', 'dueDate', 'extra', 'maxWords', 'status', 'title']);
    expect(fields.title).toBe('Enter a title');
    expect(fields.dueDate).toBe('Enter a date as YYYY-MM-DD');
    expect(fields.body).toBe('Essays are at most 100,000 characters');
    expect(fields.extra).toBe('Unknown parameter');

    const essay = await createEssay(student);
    const noVersion = await patchEssay(student, essay.id, { body: 'text' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toEqual({ version: 'Send the version you edited' });
    const tooLong = await patchEssay(student, essay.id, { version: 1, body: 'x'.repeat(ESSAY_BODY_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['body']);
  });

  it('accepts a body of exactly the maximum length', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    const response = await patchEssay(student, essay.id, { version: 1, body: 'x'.repeat(ESSAY_BODY_MAX_LENGTH) });
    expect(response.statusCode).toBe(200);
  });
});

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

describe('ownership', () => {
  it("answers 404 on every route for another student's essay and lists only one's own", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const essay = await createEssay(owner, { body: 'Private words' });
    const [copy] = (
      await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}/versions`, headers: { cookie: owner.cookie } })
    ).json().versions as { id: string }[];
    const requests = [
      { method: 'GET', url: `/api/essays/${essay.id}` },
      { method: 'PATCH', url: `/api/essays/${essay.id}`, payload: { version: 1, body: 'stolen' } },
      { method: 'DELETE', url: `/api/essays/${essay.id}` },
      { method: 'GET', url: `/api/essays/${essay.id}/versions` },
      { method: 'GET', url: `/api/essays/${essay.id}/versions/${copy!.id}` },
      { method: 'POST', url: `/api/essays/${essay.id}/versions/${copy!.id}/restore`, payload: { version: 1 } },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject({ ...request, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Essay not found' });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/essays', headers: { cookie: other.cookie } });
    expect(list.json()).toEqual({ essays: [] });
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/essays/${essay.id}`, headers: { cookie: owner.cookie } });
    expect(unchanged.json().essay).toMatchObject({ body: 'Private words', version: 1 });
  });

  it('answers 404 for a version of another essay', async () => {
    const student = await signUp(ctx.app);
    const one = await createEssay(student, { body: 'One' });
    const two = await createEssay(student, { body: 'Two' });
    const [copy] = (
      await ctx.app.inject({ method: 'GET', url: `/api/essays/${one.id}/versions`, headers: { cookie: student.cookie } })
    ).json().versions as { id: string }[];
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/essays/${two.id}/versions/${copy!.id}`,
      headers: { cookie: student.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Version not found');
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/essays'],
      ['POST', '/api/essays'],
      ['GET', '/api/essays/x'],
      ['PATCH', '/api/essays/x'],
      ['DELETE', '/api/essays/x'],
      ['GET', '/api/essays/x/versions'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
