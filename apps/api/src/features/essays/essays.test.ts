import { describe, expect, it } from 'vitest';
import { essayListResponseSchema, essayResponseSchema } from '@campuspath/contract/essays';
import { ESSAY_BODY_MAX_LENGTH } from '@campuspath/contract/essays-terms';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { essayRequests } from '../../test/essay-requests.ts';

// Saving with versions, conflicts and the history is in essay-versions.test.ts.
const ctx = useTestApp();
const { createEssay, patchEssay } = essayRequests(ctx);

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
      // Created with text: a draft already.
      status: 'drafting',
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
