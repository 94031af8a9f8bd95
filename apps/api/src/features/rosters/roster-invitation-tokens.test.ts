import { beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_INVITATION_LINK_DAYS, rosterInvitationsResponseSchema, type RosterInvitationsResponse } from '@campuspath/contract/rosters';
import { signInAgain, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { createSchool, tokenOf } from '../../test/roles.ts';
import { deliverInvitations } from '../../test/roster-invitation-scheduler.ts';
import { importRosterCsv, readRosterOf, rosterFile } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A roster invitation's link works only as the latest one sent to the student and only for
 * ROSTER_INVITATION_LINK_DAYS: a reminder replaces the older links, and an old email found later
 * neither opens the invitation nor verifies an address at sign-up. "Stop these emails" works from
 * any of them. A reminder to the whole class names nobody: the server picks who is due.
 */
let clock = new Date();
const ctx = useTestApp({ now: () => clock });
const DAY_MS = 24 * 3_600_000;
let counselor: SignedInUser;
let schoolId: string;
const address = (n: number) => `student${n}@links.example.org`;

beforeAll(async () => {
  counselor = await signUpVerified(ctx.app, ctx.mail, { role: 'counselor', name: 'Ms. Okafor' });
  schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
  await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(6, { domain: 'links.example.org' }));
});

const send = async (payload: object): Promise<RosterInvitationsResponse> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/high-schools/${schoolId}/roster/invitations`,
    headers: { cookie: counselor.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  // The email scheduler's tick sends what the request queued.
  await deliverInvitations(ctx, () => clock);
  return rosterInvitationsResponseSchema.parse(response.json());
};
const linksTo = async (to: string) =>
  (await ctx.mail.to(to))
    .filter((email) => email.subject.includes('invites you'))
    .map((email) => tokenOf(email.text.match(/https?:\/\/\S+join-school\?token=\S+/)![0]));
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const advanceDays = (days: number) => {
  clock = new Date(clock.getTime() + days * DAY_MS);
};
const verifiedAndSchools = async (account: SignedInUser) => {
  const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
  const schools = await ctx.app.inject({ url: '/api/high-schools', headers: { cookie: account.cookie } });
  return { verified: session.json().user.emailVerified as boolean, schools: schools.json().highSchools as unknown[] };
};

describe('reminders and their links', () => {
  it('reminds everyone invited who has not joined from a body with no ids, sparing anyone emailed in the last three days', async () => {
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const idOf = (n: number) => roster.students.find((student) => student.email === address(n))!.id;
    expect(await send({ studentIds: [1, 2, 3, 4].map(idOf) })).toEqual({ queued: 4, remaining: 0 });
    const [joinerLink] = await linksTo(address(4));
    const joiner = await signUp(ctx.app, { email: address(4), name: 'Student Four', rosterInvitation: joinerLink });
    expect((await verifiedAndSchools(joiner)).schools).toHaveLength(1);

    advanceDays(4);
    counselor = await signInAgain(ctx.app, counselor);
    expect(await send({ studentIds: [idOf(3)], resend: true })).toMatchObject({ queued: 1 });
    // Students 1 and 2: not 3 (just reminded), not 4 (joined), not 5 and 6 (never invited: a reminder invites nobody new).
    expect(await send({ resend: true })).toEqual({ queued: 2, remaining: 0 });
    const counts = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => (await linksTo(address(n))).length));
    expect(counts).toEqual([2, 2, 2, 1, 0, 0]);
    expect(await send({ resend: true })).toEqual({ queued: 0, remaining: 0 });
  });

  it('replaces the older link with each new email: the old one opens nothing and verifies nothing at sign-up', async () => {
    const [old, latest] = await linksTo(address(1));
    expect(old).not.toBe(latest);
    const refused = await post('/api/rosters/invitations/preview', { token: old });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.token).toContain('Ask your counselor to send it again');
    expect((await post('/api/rosters/invitations/preview', { token: latest })).statusCode).toBe(200);

    const student = await signUp(ctx.app, { email: address(1), name: 'Student One', rosterInvitation: old });
    expect(await verifiedAndSchools(student)).toEqual({ verified: false, schools: [] });
  });

  it(`stops working ${ROSTER_INVITATION_LINK_DAYS} days after its email, saying so, while "Stop these emails" still works`, async () => {
    const [, latest] = await linksTo(address(2));
    advanceDays(ROSTER_INVITATION_LINK_DAYS - 1);
    expect((await post('/api/rosters/invitations/preview', { token: latest })).statusCode).toBe(200);
    advanceDays(2);
    const expired = await post('/api/rosters/invitations/preview', { token: latest });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.token).toContain(`${ROSTER_INVITATION_LINK_DAYS} days`);
    expect(expired.json().fields.token).toContain('Ask your counselor to send it again');

    const student = await signUp(ctx.app, { email: address(2), name: 'Student Two', rosterInvitation: latest });
    expect(await verifiedAndSchools(student)).toEqual({ verified: false, schools: [] });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/rosters/invitations/accept',
      headers: { cookie: student.cookie },
      payload: { token: latest },
    });
    expect(accepted.statusCode).toBe(400);

    expect((await post('/api/rosters/invitations/unsubscribe', { token: latest })).statusCode).toBe(204);
    counselor = await signInAgain(ctx.app, counselor);
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const line = roster.students.find((row) => row.email === address(2))!;
    expect(await send({ studentIds: [line.id], resend: true })).toMatchObject({ queued: 0 });
  });
});
