import { describe, expect, it } from 'vitest';
import { invitationLinkResponseSchema } from '@campuspath/contract/high-schools';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { createSchool, tokenOf } from '../../test/roles.ts';
import { deliverInvitations } from '../../test/roster-invitation-scheduler.ts';
import { importRosterCsv, readRosterOf, rosterFile } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A counselor who queued invitations and deleted their account before the email scheduler sent
 * them: nobody stands behind those emails, so they are not sent, and the students read as not
 * invited, for another counselor of the school to invite.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const invitationsTo = async (address: string) => (await ctx.mail.to(address)).filter((email) => email.subject.includes('invites you'));

describe('invitations queued by a counselor who deleted their account', () => {
  it('are withdrawn: the students read not invited, and a co-counselor sends them a first invitation', async () => {
    const rivera = await signUpVerified(ctx.app, ctx.mail, { role: 'counselor', name: 'Ms. Rivera' });
    const schoolId = (await createSchool(ctx.app, rivera)).highSchool.id;
    const link = invitationLinkResponseSchema.parse((await as(rivera, 'POST', `/api/high-schools/${schoolId}/invitations`)).json());
    const chen = await signUpVerified(ctx.app, ctx.mail, { role: 'counselor', name: 'Mr. Chen' });
    expect((await as(chen, 'POST', '/api/high-schools/invitations/accept', { token: tokenOf(link.invitation.url) })).statusCode).toBe(200);
    await importRosterCsv(ctx.app, rivera, schoolId, rosterFile(3, { domain: 'withdrawn.example.org' }));

    const [first] = (await readRosterOf(ctx.app, rivera, schoolId)).students;
    const sendAs = (user: SignedInUser, payload: object) => as(user, 'POST', `/api/high-schools/${schoolId}/roster/invitations`, payload);
    // One invitation went out before the account was deleted; the other two were still queued.
    expect((await sendAs(rivera, { studentIds: [first!.id] })).json()).toMatchObject({ queued: 1 });
    expect(await deliverInvitations(ctx)).toMatchObject({ sent: 1 });
    expect((await sendAs(rivera, {})).json()).toMatchObject({ queued: 2 });
    expect((await as(rivera, 'DELETE', '/api/account', { password: rivera.password })).statusCode).toBe(204);
    expect(await deliverInvitations(ctx)).toMatchObject({ sent: 0 });
    const roster = await readRosterOf(ctx.app, chen, schoolId);
    expect(roster.students.map((student) => [student.email, student.status])).toEqual([
      ['student1@withdrawn.example.org', 'invited'],
      ['student2@withdrawn.example.org', 'not_invited'],
      ['student3@withdrawn.example.org', 'not_invited'],
    ]);
    expect(roster.students.slice(1).map((student) => student.invitedAt)).toEqual([null, null]);

    expect((await sendAs(chen, {})).json()).toMatchObject({ queued: 2 });
    expect(await deliverInvitations(ctx)).toMatchObject({ sent: 2 });
    for (let n = 1; n <= 3; n += 1) expect(await invitationsTo(`student${n}@withdrawn.example.org`)).toHaveLength(1);
    expect((await readRosterOf(ctx.app, chen, schoolId)).counts.invited).toBe(3);
  });
});
