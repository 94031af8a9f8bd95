import { describe, expect, it } from 'vitest';
import { applicationSchema } from '@campuspath/contract/applications';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { applicationRequests } from '../../test/application-requests.ts';

// The day a decision is recorded is the student's calendar day, in the zone saved with their
// reminder settings: 06:00 UTC on March 15 is still the evening of March 14 in California.
const ctx = useTestApp({ now: () => new Date('2027-03-15T06:00:00Z') });
const { createOk, send } = applicationRequests(ctx);

async function inZone(student: SignedInUser, timeZone: string) {
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/reminders/time-zone',
    headers: { cookie: student.cookie },
    payload: { timeZone },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
}

describe('the day a decision came', () => {
  it('is the student’s own day where they live, for a status set later or given at creation', async () => {
    const student = await signUp(ctx.app);
    await inZone(student, 'America/Los_Angeles');
    const application = await createOk(student, { status: 'submitted' });
    const deferred = applicationSchema.parse(
      (await send(student, 'PATCH', `/api/applications/${application.id}`, { status: 'deferred' })).json(),
    );
    expect(deferred.decidedOn).toBe('2027-03-14');
    expect((await createOk(student, { schoolId: 139755, status: 'accepted' })).decidedOn).toBe('2027-03-14');
  });

  it('is the default zone’s day (Eastern) for a student whose zone is not saved yet', async () => {
    const student = await signUp(ctx.app);
    expect((await createOk(student, { status: 'waitlisted' })).decidedOn).toBe('2027-03-15');
  });
});
