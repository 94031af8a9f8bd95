import { beforeAll, describe, expect, it } from 'vitest';
import { rosterInvitationsResponseSchema, type RosterInvitationsResponse } from '@campuspath/contract/rosters';
import { openVerificationLink, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { createSchool, signUpAs, tokenOf } from '../../test/roles.ts';
import { openDatabase } from '../../db/database.ts';
import { deliverInvitations, INVITATION_PUBLIC_URL, invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { importRosterCsv, readRosterOf, rosterFile } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Roster invitations: one email per rostered student however many senders race, sent again only
 * on purpose, never to a student who stopped them; the link joins the school only when the
 * student with that address chooses to, and joining shares nothing.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;

beforeAll(async () => {
  counselor = await signUpVerified(ctx.app, ctx.mail, { role: 'counselor', name: 'Ms. Rivera' });
  schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
  await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(12, { domain: 'invite.example.org' }));
});

/** Queues invitations as the counselor (the email scheduler sends them). */
const queue = async (payload: object = {}): Promise<RosterInvitationsResponse> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/high-schools/${schoolId}/roster/invitations`,
    headers: { cookie: counselor.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return rosterInvitationsResponseSchema.parse(response.json());
};
/** Queues them and runs a scheduler tick, as the running app does within a minute. */
const send = async (payload: object = {}): Promise<RosterInvitationsResponse> => {
  const answer = await queue(payload);
  await deliverInvitations(ctx);
  return answer;
};
const invitationsTo = async (address: string) => (await ctx.mail.to(address)).filter((email) => email.subject.includes('invites you'));
const linkIn = (text: string) => text.match(/https?:\/\/\S+join-school\?token=\S+/)![0];
const post = (url: string, payload: object, user?: SignedInUser) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: user ? { cookie: user.cookie } : {} });
const ledgerRows = () =>
  ctx.database.handle.db
    .selectFrom('reminder_deliveries')
    .select(['delivery_key', 'status'])
    .where('delivery_key', 'like', 'roster-invitation:%')
    .execute();
/** Moves a student's last invitation `days` back, as if it had been sent then. */
const invitedDaysAgo = async (address: string, days: number) => {
  const at = new Date(Date.now() - days * 24 * 3_600_000).toISOString();
  await ctx.database.handle.db.updateTable('roster_students').set({ invited_at: at }).where('email', '=', address).execute();
};

describe('sending invitations', () => {
  it('emails each rostered student exactly once when two senders and two schedulers race, and not again on a third send', async () => {
    const [first, second] = await Promise.all([queue(), queue()]);
    expect(first.queued + second.queued).toBe(12);
    // Nothing goes out with the request: the email schedulers send, here two processes on one database at once.
    expect(await invitationsTo('student1@invite.example.org')).toHaveLength(0);
    const other = openDatabase(ctx.database.url);
    try {
      const schedulers = [await invitationScheduler(ctx.database.handle.db, ctx.mail), await invitationScheduler(other.db, ctx.mail)];
      const ticks = await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      expect(ticks.reduce((sum, tick) => sum + tick.sent, 0)).toBe(12);
      expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).map((tick) => tick.sent)).toEqual([0, 0]);
    } finally {
      await other.close();
    }
    for (let n = 1; n <= 12; n += 1) expect(await invitationsTo(`student${n}@invite.example.org`)).toHaveLength(1);
    expect(await ledgerRows()).toHaveLength(12);
    expect(await send()).toEqual({ queued: 0, remaining: 0 });
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    expect(roster.counts.invited).toBe(12);
  });

  it('sends again only on purpose, to the students named, and not within three days of the last one', async () => {
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const one = roster.students.find((student) => student.email === 'student3@invite.example.org')!;
    expect(await send({ studentIds: [one.id], resend: true })).toMatchObject({ queued: 0 });
    await invitedDaysAgo('student3@invite.example.org', 4);
    expect(await send({ studentIds: [one.id], resend: true })).toMatchObject({ queued: 1 });
    expect(await invitationsTo('student3@invite.example.org')).toHaveLength(2);
    // The resend is a ledger entry of its own, sent like the first.
    expect((await ledgerRows()).filter((row) => row.delivery_key.startsWith(`roster-invitation:${one.id}:`))).toEqual([
      expect.objectContaining({ status: 'sent' }),
      expect.objectContaining({ status: 'sent' }),
    ]);
  });

  it('emails only on behalf of a verified counselor, and under a school name fit for an email', async () => {
    const unverified = await signUpAs(ctx.app, 'counselor', 'Mr. New');
    const theirs = (await createSchool(ctx.app, unverified)).highSchool.id;
    await importRosterCsv(ctx.app, unverified, theirs, rosterFile(2, { domain: 'unverified.example.org' }));
    const refused = await post(`/api/high-schools/${theirs}/roster/invitations`, {}, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('email_not_verified');

    const created = await post(
      '/api/high-schools',
      { name: 'Cheap pills at www.example.com', city: 'Springfield', state: 'IL' },
      counselor,
    );
    expect(created.statusCode, created.body).toBe(201);
    const spammy = created.json().highSchool.id as string;
    await importRosterCsv(ctx.app, counselor, spammy, rosterFile(2, { domain: 'spammy.example.org' }));
    const named = await post(`/api/high-schools/${spammy}/roster/invitations`, {}, counselor);
    expect(named.statusCode).toBe(409);
    expect(await invitationsTo('student1@spammy.example.org')).toHaveLength(0);
    expect(await invitationsTo('student1@unverified.example.org')).toHaveLength(0);
  });

  it('never emails a student who chose "Stop these emails"', async () => {
    const [email] = await invitationsTo('student4@invite.example.org');
    const token = tokenOf(linkIn(email!.text));
    expect((await post('/api/rosters/invitations/unsubscribe', { token })).statusCode).toBe(204);
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const line = roster.students.find((student) => student.email === 'student4@invite.example.org')!;
    await invitedDaysAgo('student4@invite.example.org', 4);
    expect(await send({ studentIds: [line.id], resend: true })).toMatchObject({ queued: 0 });
    expect(await invitationsTo('student4@invite.example.org')).toHaveLength(1);
  });

  it('carries a one-click List-Unsubscribe that works without a session, twice alike, and stops later emails', async () => {
    const [email] = await invitationsTo('student5@invite.example.org');
    // One URL in angle brackets (RFC 2369), with the comment nodemailer adds.
    const header = /^<([^>]+)> \(Unsubscribe\)$/.exec(email!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(header).toMatch(new RegExp(`^${INVITATION_PUBLIC_URL}/api/rosters/invitations/unsubscribe/one-click\\?token=`));
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // As a mail client sends it (RFC 8058): the form body, no cookie, no Origin.
    const oneClick = () =>
      ctx.app.inject({
        method: 'POST',
        url: header!.slice(INVITATION_PUBLIC_URL.length),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick()).statusCode).toBe(204);
    expect((await oneClick()).statusCode).toBe(204);
    const damaged = await ctx.app.inject({ method: 'POST', url: '/api/rosters/invitations/unsubscribe/one-click?token=not-ours' });
    expect(damaged.statusCode).toBe(400);

    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const line = roster.students.find((student) => student.email === 'student5@invite.example.org')!;
    await invitedDaysAgo('student5@invite.example.org', 4);
    expect(await send({ studentIds: [line.id], resend: true })).toMatchObject({ queued: 0 });
    expect(await invitationsTo('student5@invite.example.org')).toHaveLength(1);
  });
});

describe('joining from an invitation', () => {
  it('names the school before sign-in; a student with that verified address joins by accepting, sharing nothing', async () => {
    const [email] = await invitationsTo('student1@invite.example.org');
    const token = tokenOf(linkIn(email!.text));
    const preview = await post('/api/rosters/invitations/preview', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ studentName: 'Student 1', email: 'student1@invite.example.org' });
    const student = await signUp(ctx.app, { email: 'student1@invite.example.org', name: 'Student One' });
    // An address anyone could have typed claims nobody's place until it is verified.
    const unverified = await post('/api/rosters/invitations/accept', { token }, student);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toBe('email_not_verified');
    expect((await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === student.email)?.status).toBe('invited');
    expect((await openVerificationLink(ctx.app, ctx.mail, student.email)).statusCode).toBe(200);
    const accepted = await post('/api/rosters/invitations/accept', { token }, student);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().highSchool.id).toBe(schoolId);
    const line = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === 'student1@invite.example.org');
    expect(line).toMatchObject({ status: 'joined', scopes: [] });
  });

  it('never joins an existing account silently: it belongs to the school only once it accepts', async () => {
    const existing = await signUpVerified(ctx.app, ctx.mail, { email: 'student13@invite.example.org', name: 'Already Here' });
    await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(13, { domain: 'invite.example.org' }));
    expect(await send()).toMatchObject({ queued: 1 });
    const before = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === existing.email);
    expect(before?.status).toBe('invited');
    const [email] = await invitationsTo(existing.email);
    expect((await post('/api/rosters/invitations/accept', { token: tokenOf(linkIn(email!.text)) }, existing)).statusCode).toBe(200);
    const after = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === existing.email);
    expect(after?.status).toBe('joined');
  });

  it('is written in the language of the account at the address, its join link too', async () => {
    const ana = await signUpVerified(ctx.app, ctx.mail, { email: 'student14@invite.example.org', name: 'Ana Ruiz', locale: 'es' });
    await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(14, { domain: 'invite.example.org' }));
    expect(await send()).toMatchObject({ queued: 1 });
    const [email] = (await ctx.mail.to(ana.email)).filter((one) => one.subject.endsWith('lo invita a CampusPath'));
    expect(email!.text).toMatch(/^Hola, Student 14: sus consejeros de .+ usan CampusPath/);
    expect(email!.text).toContain(`Unirse a su escuela: ${INVITATION_PUBLIC_URL}/es/join-school?token=`);
    expect(email!.html).toContain('<html lang="es">');
    expect((await post('/api/rosters/invitations/accept', { token: tokenOf(linkIn(email!.text)) }, ana)).statusCode).toBe(200);
  });

  it('joins the school as the account is created when the student signs up from the link with the invited address', async () => {
    const [email] = await invitationsTo('student6@invite.example.org');
    const rosterInvitation = tokenOf(linkIn(email!.text));
    const student = await signUp(ctx.app, { email: 'student6@invite.example.org', name: 'Student Six', rosterInvitation });
    // The link came through that mailbox: the address counts as verified, as its own link would.
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: student.cookie } });
    expect(session.json().user.emailVerified).toBe(true);
    const schools = await ctx.app.inject({ url: '/api/high-schools', headers: { cookie: student.cookie } });
    expect(schools.json().highSchools).toEqual([expect.objectContaining({ id: schoolId, membership: 'student' })]);
    const line = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === student.email);
    expect(line).toMatchObject({ status: 'joined', scopes: [] });
  });

  it('joins nothing when the link signs up another address, or an address that already has an account', async () => {
    const [email] = await invitationsTo('student7@invite.example.org');
    const rosterInvitation = tokenOf(linkIn(email!.text));
    const forwarded = await signUp(ctx.app, { email: 'friend@elsewhere.example.org', rosterInvitation });
    const owner = await signUp(ctx.app, { email: 'student7@invite.example.org', name: 'Student Seven' });
    const overOwner = await signUp(ctx.app, { email: 'student7@invite.example.org', name: 'Someone Else', rosterInvitation });
    for (const account of [forwarded, owner, overOwner]) {
      const schools = await ctx.app.inject({ url: '/api/high-schools', headers: { cookie: account.cookie } });
      expect(schools.json().highSchools).toEqual([]);
    }
    const line = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === owner.email);
    expect(line?.status).toBe('invited');
  });

  it('refuses another address, a tampered link and a non-student account', async () => {
    const [email] = await invitationsTo('student2@invite.example.org');
    const token = tokenOf(linkIn(email!.text));
    const someoneElse = await signUp(ctx.app, { email: 'forwarded@elsewhere.example.org' });
    const other = await post('/api/rosters/invitations/accept', { token }, someoneElse);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('student2@invite.example.org');
    const tampered = await post('/api/rosters/invitations/preview', { token: `${token.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().fields).toHaveProperty('token');
    expect((await post('/api/rosters/invitations/accept', { token }, counselor)).statusCode).toBe(403);
  });

  it('answers 404 to the counselor of another school sending invitations', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${schoolId}/roster/invitations`,
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });

  it("puts the roster line in the export of the student who verified that address; deleting the account leaves the school's roster line", async () => {
    const student = await signUp(ctx.app, { email: 'student5@invite.example.org', name: 'Student Five' });
    const before = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: student.cookie } });
    expect(before.json().rosterLines, 'an unverified address reads no roster line').toEqual([]);
    expect((await openVerificationLink(ctx.app, ctx.mail, student.email)).statusCode).toBe(200);
    const exported = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: student.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().rosterLines).toEqual([
      expect.objectContaining({ highSchoolId: schoolId, name: 'Student 5', email: 'student5@invite.example.org' }),
    ]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: student.cookie },
      payload: { password: student.password },
    });
    expect(deleted.statusCode).toBe(204);
    const line = (await readRosterOf(ctx.app, counselor, schoolId)).students.find((row) => row.email === 'student5@invite.example.org');
    expect(line?.name).toBe('Student 5');
  });
});
