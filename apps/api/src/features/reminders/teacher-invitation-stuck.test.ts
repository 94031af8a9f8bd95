import { describe, expect, it } from 'vitest';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { letterRequestListResponseSchema, letterRequestResponseSchema } from '@campuspath/contract/letter-requests';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { claimDelivery, DEFAULT_LEASE_MS, MAX_ATTEMPTS } from './reminder-ledger.ts';
import { teacherInvitationDeliveryKey } from './teacher-invitation-sender.ts';

/**
 * A letter request's email to its teacher whose sending process died mid-send: the claim it left
 * in the ledger is taken over after its lease while attempts remain, and given up once the last
 * attempt's claim outlived its lease, so the student sees "could not be delivered" and may send
 * it again, never "on its way" for good. Time moves on the test clock only.
 */
const clock = createTestClock(Date.parse('2026-10-01T15:00:00.000Z'));
const ctx = useTestApp({ now: clock.now });
const [school] = testCatalog().schools;

async function askTeacher(teacherEmail: string): Promise<{ student: SignedInUser; requestId: string }> {
  const student = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Maya Chen', role: 'student' }));
  const headers = { cookie: student.cookie };
  const application = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers,
    payload: buildApplicationBody({ schoolId: school!.id, deadline: '2026-12-01' }),
  });
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/letter-requests',
    headers,
    payload: { teacherName: 'Ms. Alvarez', teacherEmail, applicationIds: [application.json().id], waived: true },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return { student, requestId: letterRequestResponseSchema.parse(asked.json()).request.id };
}

const invitationOf = async (student: SignedInUser, id: string) => {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/letter-requests', headers: { cookie: student.cookie } });
  return letterRequestListResponseSchema.parse(list.json()).requests.find((request) => request.id === id)!.teacherInvitation;
};
const lettersTo = async (address: string) =>
  (await ctx.mail.to(address)).filter((email) => email.subject.includes('recommendation letter'));

/** What a scheduler that died after claiming the email leaves behind: a claim never finished, on its `attempt`. */
async function abandonedClaim(student: SignedInUser, requestId: string, attempt: number): Promise<void> {
  const db = ctx.database.handle.db;
  const row = await db.selectFrom('letter_requests').select('teacher_invited_at').where('id', '=', requestId).executeTakeFirstOrThrow();
  const deliveryKey = teacherInvitationDeliveryKey(requestId, row.teacher_invited_at!);
  const ledger = { db, instanceId: 'died-mid-send', leaseMs: DEFAULT_LEASE_MS };
  const id = await claimDelivery(ledger, new Map(), { userId: student.user.id, deliveryKey, itemKey: null, daysLeft: null }, clock.now());
  expect(id).not.toBeNull();
  // The attempts before this one failed and were retried: arranged in the row, as the ledger counts them.
  await db.updateTable('reminder_deliveries').set({ attempts: attempt }).where('id', '=', id!).execute();
}

const tick = async () => (await invitationScheduler(ctx.database.handle.db, ctx.mail, clock.now)).tick();

describe('a teacher email whose sender died mid-send', () => {
  it('is sent by another scheduler once the claim outlived its lease, while attempts remain', async () => {
    const { student, requestId } = await askTeacher('retry.after.lease@school.example.org');
    await abandonedClaim(student, requestId, 2);
    await tick();
    expect(await lettersTo('retry.after.lease@school.example.org')).toHaveLength(0);
    expect(await invitationOf(student, requestId)).toMatchObject({ status: 'queued' });

    clock.advance(DEFAULT_LEASE_MS + 1_000);
    await tick();
    expect(await lettersTo('retry.after.lease@school.example.org')).toHaveLength(1);
    expect(await invitationOf(student, requestId)).toMatchObject({ status: 'sent' });
  });

  it('ends as failed after its last attempt’s lease, and the student can email the teacher again', async () => {
    const { student, requestId } = await askTeacher('last.attempt@school.example.org');
    await abandonedClaim(student, requestId, MAX_ATTEMPTS);
    await tick();
    // Within the lease the sender may still be alive: the email is on its way.
    expect(await invitationOf(student, requestId)).toEqual({ status: 'queued', sentAt: null, resendableFrom: null });

    clock.advance(DEFAULT_LEASE_MS + 1_000);
    await tick();
    expect(await lettersTo('last.attempt@school.example.org')).toHaveLength(0);
    expect(await invitationOf(student, requestId)).toEqual({ status: 'failed', sentAt: null, resendableFrom: clock.now().toISOString() });
    // Given up: later ticks leave it alone.
    await tick();
    expect(await invitationOf(student, requestId)).toMatchObject({ status: 'failed' });

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/letter-requests/${requestId}/invitation`,
      headers: { cookie: student.cookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(letterRequestResponseSchema.parse(again.json()).request.teacherInvitation.status).toBe('queued');
    await tick();
    expect(await lettersTo('last.attempt@school.example.org')).toHaveLength(1);
    expect(await invitationOf(student, requestId)).toMatchObject({ status: 'sent' });
  });
});
