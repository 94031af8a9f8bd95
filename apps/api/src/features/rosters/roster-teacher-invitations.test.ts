import { beforeAll, describe, expect, it } from 'vitest';
import { rosterTeacherInvitationsResponseSchema } from '@campuspath/contract/roster-teacher-invitations';
import { openDatabase } from '../../db/database.ts';
import { openVerificationLink, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { askTeacher, schoolStudent } from '../../test/letter-approval-requests.ts';
import { counselorWithSchool, tokenOf } from '../../test/roles.ts';
import { deliverInvitations, INVITATION_PUBLIC_URL, invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { importRosterCsv, readRosterOf } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Rostered teachers invited to join as teachers: one email per teacher however many senders and
 * schedulers race, again only on purpose and not within three days, never to a stopped address;
 * the link signs up a teacher account that joins at once, an existing teacher account joins only by
 * accepting, any other account is refused; joined, the teacher receives the school's students'
 * requests, and taking them off the roster unlinks them and deletes nothing.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;
const DOMAIN = 'staff.example.org';
const TEACHERS = ['Ms. Ada Park', 'Mr. Ben Reed', 'Ms. Cy Ito', 'Mr. Dan Ole', 'Ms. Eve Lund'];
const addressOf = (n: number) => `teacher${n}@${DOMAIN}`;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
  expect((await openVerificationLink(ctx.app, ctx.mail, counselor.email)).statusCode).toBe(200);
  const rows = TEACHERS.map((name, index) => `${name},${addressOf(index + 1)},,,,teacher`);
  await importRosterCsv(ctx.app, counselor, schoolId, ['name,email,graduation_year,student_number,group,role', ...rows].join('\n'));
});

const post = (url: string, payload: object, user?: SignedInUser) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: user ? { cookie: user.cookie } : {} });
const queue = (payload: object = {}) => post(`/api/high-schools/${schoolId}/roster/teacher-invitations`, payload, counselor);
const invitationsTo = async (address: string) => (await ctx.mail.to(address)).filter((email) => email.subject.includes('as a teacher'));
const linkIn = (text: string) => text.match(/https?:\/\/\S+join-school-as-teacher\?token=\S+/)![0];
const tokenTo = async (address: string) => tokenOf(linkIn((await invitationsTo(address)).at(-1)!.text));
const teacherLine = async (address: string) =>
  (await readRosterOf(ctx.app, counselor, schoolId)).teachers.find((teacher) => teacher.email === address)!;
const ledgerRows = () =>
  ctx.database.handle.db
    .selectFrom('reminder_deliveries')
    .select(['delivery_key', 'status'])
    .where('delivery_key', 'like', 'roster-teacher-invitation:%')
    .execute();
/** Moves a teacher's last invitation `days` back, as if it had been queued then. */
const invitedDaysAgo = async (address: string, days: number) => {
  const at = new Date(Date.now() - days * 24 * 3_600_000).toISOString();
  await ctx.database.handle.db.updateTable('roster_teachers').set({ invited_at: at }).where('email', '=', address).execute();
};

describe('sending teachers their invitations', () => {
  it('emails each rostered teacher exactly once when two senders and two schedulers race, and not again on a third send', async () => {
    const answers = await Promise.all([queue(), queue()]);
    const [first, second] = answers.map((answer) => rosterTeacherInvitationsResponseSchema.parse(answer.json()));
    expect(first!.queued + second!.queued).toBe(TEACHERS.length);
    expect(await invitationsTo(addressOf(1))).toHaveLength(0);
    const other = openDatabase(ctx.database.url);
    try {
      const schedulers = [await invitationScheduler(ctx.database.handle.db, ctx.mail), await invitationScheduler(other.db, ctx.mail)];
      const ticks = await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      expect(ticks.reduce((sum, tick) => sum + tick.sent, 0)).toBe(TEACHERS.length);
      expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).map((tick) => tick.sent)).toEqual([0, 0]);
    } finally {
      await other.close();
    }
    for (let n = 1; n <= TEACHERS.length; n += 1) expect(await invitationsTo(addressOf(n))).toHaveLength(1);
    expect(await ledgerRows()).toHaveLength(TEACHERS.length);
    expect((await queue()).json()).toEqual({ queued: 0, skipped: TEACHERS.length });
    expect(await teacherLine(addressOf(1))).toMatchObject({ status: 'invited', joinedAt: null });
    const [email] = await invitationsTo(addressOf(1));
    expect(email!.subject).toMatch(/invites you to CampusPath as a teacher$/);
  });

  it('resends only on purpose, and says when a resend is too soon', async () => {
    const line = await teacherLine(addressOf(2));
    const early = await queue({ teacherIds: [line.id], resend: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'too_soon' });
    expect(early.json().message).toContain('less than 3 days ago');
    await invitedDaysAgo(addressOf(2), 4);
    expect((await queue({ teacherIds: [line.id], resend: true })).json()).toEqual({ queued: 1, skipped: 0 });
    await deliverInvitations(ctx);
    expect(await invitationsTo(addressOf(2))).toHaveLength(2);
    expect((await ledgerRows()).filter((row) => row.delivery_key.startsWith(`roster-teacher-invitation:${line.id}:`))).toHaveLength(2);
  });

  it('carries a one-click List-Unsubscribe; a stopped address is never emailed again', async () => {
    const [email] = await invitationsTo(addressOf(3));
    const header = /^<([^>]+)> \(Unsubscribe\)$/.exec(email!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(header).toMatch(new RegExp(`^${INVITATION_PUBLIC_URL}/api/letter-requests/invitations/unsubscribe/one-click\\?token=`));
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const stopped = await ctx.app.inject({
      method: 'POST',
      url: header!.slice(INVITATION_PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(204);
    expect(await teacherLine(addressOf(3))).toMatchObject({ status: 'stopped', resendableFrom: null });
    await invitedDaysAgo(addressOf(3), 4);
    const line = await teacherLine(addressOf(3));
    const refused = await queue({ teacherIds: [line.id], resend: true });
    expect(refused.json()).toMatchObject({ error: 'emails_stopped' });
    await deliverInvitations(ctx);
    expect(await invitationsTo(addressOf(3))).toHaveLength(1);
  });
});

describe('joining from a teacher invitation', () => {
  it('signs up a teacher account from the link that joins at once, and receives the requests of the school’s students', async () => {
    const token = await tokenTo(addressOf(1));
    const preview = await post('/api/rosters/teacher-invitations/preview', { token });
    expect(preview.json()).toMatchObject({ highSchoolId: schoolId, teacherName: 'Ms. Ada Park', email: addressOf(1), joined: false });
    const teacher = await signUp(ctx.app, { email: addressOf(1), name: 'Ada Park', role: 'teacher', rosterInvitation: token });
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: teacher.cookie } });
    expect(session.json().user).toMatchObject({ role: 'teacher', emailVerified: true });
    expect(await teacherLine(addressOf(1))).toMatchObject({ status: 'joined', joinedAt: expect.any(String) });
    expect((await post('/api/rosters/teacher-invitations/preview', { token })).json()).toMatchObject({ joined: true });

    // A student of the school picks the rostered teacher: the request is in the teacher's queue.
    const asker = await schoolStudent(ctx.app, joinCode);
    const pick = (await ctx.app.inject({ url: `/api/high-schools/${schoolId}/teachers`, headers: { cookie: asker.student.cookie } }))
      .json()
      .teachers.find((one: { email: string }) => one.email === addressOf(1));
    const requestId = await askTeacher(ctx.app, asker, pick.email);
    const queueOf = await ctx.app.inject({ url: '/api/teacher/letter-requests', headers: { cookie: teacher.cookie } });
    expect(queueOf.json().requests.map((request: { id: string }) => request.id)).toEqual([requestId]);

    // Taken off the roster, the teacher is unlinked; their account and the request stay.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/high-schools/${schoolId}/roster/teachers/${(await teacherLine(addressOf(1))).id}`,
      headers: { cookie: counselor.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await teacherLine(addressOf(1))).toBeUndefined();
    const after = await ctx.app.inject({ url: '/api/teacher/letter-requests', headers: { cookie: teacher.cookie } });
    expect(after.json().requests.map((request: { id: string }) => request.id)).toEqual([requestId]);
  });

  it('never joins an existing teacher account silently: it joins once it accepts, and the export shows it', async () => {
    const existing = await signUpVerified(ctx.app, ctx.mail, { email: addressOf(4), name: 'Dan Ole', role: 'teacher' });
    expect(await teacherLine(addressOf(4))).toMatchObject({ status: 'invited' });
    const token = await tokenTo(addressOf(4));
    const accepted = await post('/api/rosters/teacher-invitations/accept', { token }, existing);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().highSchool.id).toBe(schoolId);
    expect(await teacherLine(addressOf(4))).toMatchObject({ status: 'joined' });
    // Accepting again is the same answer; another account with the link is told it was used.
    expect((await post('/api/rosters/teacher-invitations/accept', { token }, existing)).statusCode).toBe(200);
    const exported = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: existing.cookie } });
    expect(exported.json().rosterTeacherLines).toEqual([
      expect.objectContaining({ highSchoolId: schoolId, email: addressOf(4), invitedAt: expect.any(String), joinedAt: expect.any(String) }),
    ]);
    // Deleting the account unlinks it and leaves the school's roster line.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: existing.cookie },
      payload: { password: existing.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await teacherLine(addressOf(4))).toMatchObject({ status: 'invited', joinedAt: null });
  });

  it('refuses a student account (it cannot become a teacher’s), and a student signing up from the link joins nothing', async () => {
    const token = await tokenTo(addressOf(5));
    const student = await signUpVerified(ctx.app, ctx.mail, { email: addressOf(5), name: 'Eve Lund' });
    const refused = await post('/api/rosters/teacher-invitations/accept', { token }, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'wrong_role' });
    const another = await signUp(ctx.app, { email: `other.${addressOf(5)}`, rosterInvitation: token });
    expect((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: another.cookie } })).json().user.emailVerified).toBe(false);
    expect(await teacherLine(addressOf(5))).toMatchObject({ status: 'invited' });
  });

  it('answers 404 to a tampered, replaced or expired link, and 403 to another address', async () => {
    const teacher = await signUpVerified(ctx.app, ctx.mail, { email: `someone@${DOMAIN}`, role: 'teacher' });
    const token = await tokenTo(addressOf(2));
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await post('/api/rosters/teacher-invitations/preview', { token: tampered })).statusCode).toBe(404);
    expect((await post('/api/rosters/teacher-invitations/accept', { token: tampered }, teacher)).statusCode).toBe(404);
    const forwarded = await post('/api/rosters/teacher-invitations/accept', { token }, teacher);
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().message).toContain(addressOf(2));
    // The first email's link was replaced by the resend's.
    const replaced = tokenOf(linkIn((await invitationsTo(addressOf(2)))[0]!.text));
    expect((await post('/api/rosters/teacher-invitations/preview', { token: replaced })).statusCode).toBe(404);
    await invitedDaysAgo(addressOf(2), 31);
    const expired = await post('/api/rosters/teacher-invitations/preview', { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain('no longer works');
  });

  it('answers 404 to the counselor of another school', async () => {
    const other = await counselorWithSchool(ctx.app);
    const response = await post(`/api/high-schools/${schoolId}/roster/teacher-invitations`, {}, other.counselor);
    expect(response.statusCode).toBe(404);
  });
});
