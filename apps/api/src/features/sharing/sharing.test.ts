import { describe, expect, it } from 'vitest';
import { documentListResponseSchema } from '@campuspath/contract/documents';
import {
  INVALID_CODE_MESSAGE,
  PARENT_INVITATION_DAYS,
  PARENT_INVITATIONS_PER_DAY,
  PARENT_INVITATIONS_PER_HOUR,
} from '@campuspath/contract/sharing-terms';
import { sharingResponseSchema, studentPlanResponseSchema, viewableStudentListResponseSchema } from '@campuspath/contract/sharing';
import { buildApplicationBody, buildEssayBody, buildLetterBody, buildProfileBody, buildTaskBody } from '../../../../../test/factories.ts';
import { openVerificationLink, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, inviteParent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * Sharing: a student invites a parent (email + copyable link, single use, 7 days,
 * revocable), decides per viewer what they see, sees when each last looked, and revokes; the
 * school's counselors see nothing until the student switches it on. Every change shows on the
 * viewer's next request.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const plan = async (viewer: SignedInUser, student: SignedInUser) => {
  const response = await as(viewer, 'GET', `/api/students/${student.user.id}/plan`);
  return { status: response.statusCode, plan: response.statusCode === 200 ? studentPlanResponseSchema.parse(response.json()) : null };
};

/** A student with one of each thing a viewer may see (with a verified address when `verified`). */
async function studentWithPlan(verified = false): Promise<SignedInUser> {
  const student = verified
    ? await signUpVerified(ctx.app, ctx.mail, { name: 'Maya Chen' })
    : await signUpAs(ctx.app, 'student', 'Maya Chen');
  const schoolId = testCatalog().schools[0]!.id;
  const writes = [
    await as(student, 'PUT', '/api/profile', buildProfileBody({ incomeBand: '30-48k' })),
    await as(student, 'PUT', `/api/saved-schools/${schoolId}`),
    await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId, deadline: '2026-11-01' })),
    await as(student, 'POST', '/api/tasks', buildTaskBody({ title: 'Ask for transcript' })),
    await as(student, 'POST', '/api/essays', buildEssayBody()),
    await as(student, 'POST', '/api/letters', buildLetterBody()),
  ];
  for (const write of writes) expect(write.statusCode, write.body).toBeLessThan(300);
  return student;
}

describe('parent invitations', () => {
  it('emails the parent a link, which a parent account accepts once; the parent sees exactly the shared parts', async () => {
    const student = await studentWithPlan(true);
    const parentEmail = `mom-${student.user.id}@example.com`;
    const { invitation, token } = await inviteParent(ctx.app, student, parentEmail);
    expect(invitation.emailed).toBe(true);
    expect(new Date(invitation.expiresAt).getTime() - clock.now().getTime()).toBe(PARENT_INVITATION_DAYS * 24 * 3_600_000);
    const [email] = await ctx.mail.to(parentEmail);
    expect(email?.subject).toContain('Maya Chen');
    expect(email?.text).toContain(invitation.url);
    const stored = await ctx.database.handle.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Only a parent account accepts; the student's own account is refused.
    expect((await as(student, 'POST', '/api/sharing/invitations/accept', { token })).statusCode).toBe(403);
    // An emailed link is for its address: another parent account is refused, and the link still works.
    const stranger = await signUpAs(ctx.app, 'parent', 'Not Mom');
    const refused = await as(stranger, 'POST', '/api/sharing/invitations/accept', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'invitation_for_another_address' });
    // The address's own account, once it has verified the address.
    const parent = await signUp(ctx.app, { name: 'Mom', role: 'parent', email: parentEmail });
    const early = await as(parent, 'POST', '/api/sharing/invitations/accept', { token });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: 'email_not_verified' });
    expect((await openVerificationLink(ctx.app, ctx.mail, parentEmail)).statusCode).toBe(200);
    expect((await as(parent, 'POST', '/api/sharing/invitations/accept', { token })).statusCode).toBe(204);
    const viewers = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers;
    expect(viewers.map((viewer) => [viewer.name, viewer.email])).toEqual([['Mom', parentEmail]]);
    const second = await signUpAs(ctx.app, 'parent');
    const reused = await as(second, 'POST', '/api/sharing/invitations/accept', { token });
    expect(reused.json()).toEqual({ error: 'invalid_code', message: INVALID_CODE_MESSAGE, fields: { token: INVALID_CODE_MESSAGE } });

    const students = viewableStudentListResponseSchema.parse((await as(parent, 'GET', '/api/students')).json()).students;
    expect(students).toEqual([
      {
        id: student.user.id,
        name: 'Maya Chen',
        graduationYear: 2027,
        via: 'parent',
        scopes: {
          colleges: true,
          profile: true,
          costs: true,
          tasks: true,
          essays: false,
          documents: false,
          letters: false,
        },
        // A real account: nothing in the plan is marked a sample.
        sample: false,
      },
    ]);
    const { plan: seen } = await plan(parent, student);
    expect(seen?.savedSchools).toHaveLength(1);
    expect(seen?.applications?.map((application) => application.deadline)).toEqual(['2026-11-01']);
    expect(seen?.profile?.gpa).toBe(3.8);
    expect(seen?.costs).toEqual({ incomeBand: '30-48k', homeState: null });
    expect(seen?.tasks?.map((task) => task.title)).toEqual(['Ask for transcript']);
    for (const part of ['essays', 'documents', 'letters']) {
      expect((await as(parent, 'GET', `/api/students/${student.user.id}/${part}`)).statusCode, part).toBe(404);
    }
  });

  it('makes a link without an address any parent account can accept, and shows the student who did', async () => {
    const student = await studentWithPlan(true);
    const created = await as(student, 'POST', '/api/sharing/invitations', {});
    expect(created.statusCode).toBe(201);
    expect(created.json().invitation.emailed).toBe(false);
    const parent = await signUpAs(ctx.app, 'parent', 'Grandma Chen');
    const token = new URL(created.json().invitation.url).searchParams.get('token');
    expect((await as(parent, 'POST', '/api/sharing/invitations/accept', { token })).statusCode).toBe(204);
    const viewers = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers;
    expect(viewers.map((viewer) => [viewer.name, viewer.email])).toEqual([['Grandma Chen', parent.email]]);
  });

  it('never puts a name like a web address, or a long one, into an email to someone else', async () => {
    for (const name of ['Visit evil.example now', 'https://evil.example', 'Prize winner at www dot com, see evil.ly', 'M'.repeat(41)]) {
      const student = await signUpVerified(ctx.app, ctx.mail, { name });
      const parentEmail = `someone-${student.user.id}@example.com`;
      const { invitation } = await inviteParent(ctx.app, student, parentEmail);
      expect(invitation.emailed, name).toBe(false);
      expect(await ctx.mail.to(parentEmail)).toEqual([]);
    }
  });

  it(`are limited to ${PARENT_INVITATIONS_PER_HOUR} an hour and ${PARENT_INVITATIONS_PER_DAY} a day, answered 429 with Retry-After`, async () => {
    const student = await signUpAs(ctx.app, 'student');
    const invite = () => as(student, 'POST', '/api/sharing/invitations', { email: `p-${Math.random()}@example.com` });
    let sent = 0;
    while (sent < PARENT_INVITATIONS_PER_DAY) {
      for (let inHour = 0; inHour < PARENT_INVITATIONS_PER_HOUR && sent < PARENT_INVITATIONS_PER_DAY; inHour += 1, sent += 1) {
        expect((await invite()).statusCode).toBe(201);
      }
      if (sent < PARENT_INVITATIONS_PER_DAY) {
        const hourly = await invite();
        expect(hourly.statusCode).toBe(429);
        expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(0);
        clock.advance(3_600_000 + 1_000);
      }
    }
    clock.advance(3_600_000 + 1_000);
    const daily = await invite();
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(3_600);
    clock.advance(24 * 3_600_000);
    expect((await invite()).statusCode).toBe(201);
  });

  it('sends no email on behalf of an unverified address: the link is there to copy', async () => {
    const student = await signUpAs(ctx.app, 'student');
    const parentEmail = `dad-${student.user.id}@example.com`;
    const { invitation } = await inviteParent(ctx.app, student, parentEmail);
    expect(invitation.emailed).toBe(false);
    expect(await ctx.mail.to(parentEmail)).toEqual([]);
    const parent = await signUpAs(ctx.app, 'parent');
    const accepted = await as(parent, 'POST', '/api/sharing/invitations/accept', {
      token: new URL(invitation.url).searchParams.get('token'),
    });
    expect(accepted.statusCode).toBe(204);
  });

  it('refuses a revoked or expired invitation with the same words as a wrong one', async () => {
    const student = await signUpAs(ctx.app, 'student');
    const parent = await signUpAs(ctx.app, 'parent');
    const revoked = await inviteParent(ctx.app, student, 'dad@example.com');
    const pending = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).invitations;
    expect(pending.map((row) => row.id)).toEqual([revoked.invitation.id]);
    expect((await as(student, 'DELETE', `/api/sharing/invitations/${revoked.invitation.id}`)).statusCode).toBe(204);
    expect(sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).invitations).toEqual([]);
    const wrong = (await as(parent, 'POST', '/api/sharing/invitations/accept', { token: 'nope' })).json();
    expect((await as(parent, 'POST', '/api/sharing/invitations/accept', { token: revoked.token })).json()).toEqual(wrong);

    const expired = await inviteParent(ctx.app, student, 'dad@example.com');
    const week = PARENT_INVITATION_DAYS * 24 * 3_600_000 + 1;
    clock.advance(week);
    try {
      expect((await as(parent, 'POST', '/api/sharing/invitations/accept', { token: expired.token })).json()).toEqual(wrong);
    } finally {
      clock.advance(-week);
    }
    expect((await plan(parent, student)).status).toBe(404);
  });

  it('lets a parent follow several students', async () => {
    const first = await signUpAs(ctx.app, 'student', 'Ana');
    const second = await signUpAs(ctx.app, 'student', 'Ben');
    const { parent } = await followStudent(ctx.app, first);
    await followStudent(ctx.app, second, parent);
    const students = viewableStudentListResponseSchema.parse((await as(parent, 'GET', '/api/students')).json()).students;
    expect(students.map((row) => row.name)).toEqual(['Ana', 'Ben']);
    expect((await plan(parent, second)).status).toBe(200);
  });
});

describe('who can see my plan', () => {
  it('switches a scope, shows when the viewer last looked, and revokes, each on the next request', async () => {
    const student = await studentWithPlan();
    const { parent, shareId } = await followStudent(ctx.app, student);
    expect(sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers[0]?.lastViewed).toEqual([]);
    expect((await plan(parent, student)).plan?.costs).toBeDefined();
    const viewers = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers;
    expect(viewers).toEqual([expect.objectContaining({ id: shareId, kind: 'parent', name: parent.user.name })]);
    expect(viewers[0]?.lastViewed).toEqual([{ name: parent.user.name, viewedAt: clock.now().toISOString() }]);

    const off = await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { costs: false, documents: true } });
    expect(off.statusCode).toBe(200);
    expect(off.json().viewer.scopes).toMatchObject({ costs: false, documents: true, colleges: true });
    const after = (await plan(parent, student)).plan;
    expect(after?.costs).toBeUndefined();
    expect(after?.profile).not.toHaveProperty('incomeBand');
    expect(
      documentListResponseSchema.parse((await as(parent, 'GET', `/api/students/${student.user.id}/documents`)).json()).documents,
    ).toEqual([]);

    const empty = await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: {} });
    expect(empty.statusCode).toBe(400);

    expect((await as(student, 'DELETE', `/api/sharing/viewers/${shareId}`)).statusCode).toBe(204);
    expect((await plan(parent, student)).status).toBe(404);
    expect((await as(parent, 'GET', '/api/students')).json()).toEqual({
      students: [],
      stoppedSharing: [{ id: student.user.id, name: student.user.name, endedAt: clock.now().toISOString() }],
    });
  });

  it("shares nothing with the school's counselors until the student switches it on, and stops when they leave", async () => {
    const student = await studentWithPlan();
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    expect((await as(student, 'PUT', '/api/sharing/school', { shared: true })).statusCode).toBe(409);
    await joinSchool(ctx.app, student, joinCode.joinCode);
    expect((await plan(counselor, student)).status).toBe(404);
    expect((await as(counselor, 'GET', '/api/students')).json()).toEqual({ students: [], stoppedSharing: [] });

    await shareWithSchool(ctx.app, student, true);
    const sharing = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json());
    expect(sharing.school).toEqual({ id: highSchool.id, name: highSchool.name, shared: true });
    expect(sharing.viewers[0]).toMatchObject({
      kind: 'counselors',
      name: highSchool.name,
      scopes: { colleges: true, profile: true, costs: false, tasks: true, essays: false, documents: false, letters: true, history: false },
    });
    const seen = (await plan(counselor, student)).plan;
    expect(seen?.student.via).toBe('counselors');
    expect(seen?.costs).toBeUndefined();
    expect(seen?.profile).toBeDefined();
    expect((await as(counselor, 'GET', `/api/students/${student.user.id}/letters`)).statusCode).toBe(200);
    expect((await as(counselor, 'GET', `/api/students/${student.user.id}/essays`)).statusCode).toBe(404);
    const viewed = sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers[0]?.lastViewed;
    expect(viewed?.map((view) => view.name)).toEqual(['Ms. Rivera']);

    await shareWithSchool(ctx.app, student, false);
    expect((await plan(counselor, student)).status).toBe(404);
    await shareWithSchool(ctx.app, student, true);
    expect((await plan(counselor, student)).status).toBe(200);
    expect((await as(student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(204);
    expect((await plan(counselor, student)).status).toBe(404);
  });

  it('keeps sharing to students: a parent or counselor has no plan to share', async () => {
    for (const role of ['parent', 'counselor'] as const) {
      const user = await signUpAs(ctx.app, role);
      expect((await as(user, 'GET', '/api/sharing')).statusCode).toBe(403);
      expect((await as(user, 'POST', '/api/sharing/invitations', { email: 'x@example.com' })).statusCode).toBe(403);
    }
  });
});
