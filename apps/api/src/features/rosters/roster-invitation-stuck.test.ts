import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/factories.ts';
import { invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { importRosterCsv, readRosterOf, rosterFile } from '../../test/roster-requests.ts';
import { createSchool } from '../../test/roles.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { claimDelivery, DEFAULT_LEASE_MS, MAX_ATTEMPTS } from '../reminders/reminder-ledger.ts';
import { invitationDeliveryKey } from './roster-invitation-sender.ts';

/**
 * A student's roster invitation whose sending process died on its last attempt: once that claim
 * outlived its lease no scheduler will send it, so the roster lets it go (Not invited, ready to
 * send again) instead of reading "Invited" for an email that never left. Time moves on the test clock only.
 */
const clock = createTestClock(Date.parse('2026-10-01T15:00:00.000Z'));
const ctx = useTestApp({ now: clock.now });

const tick = async () => (await invitationScheduler(ctx.database.handle.db, ctx.mail, clock.now)).tick();

describe('a roster invitation whose sender died on its last attempt', () => {
  it('is let go after the lease, and the counselor can send it again', async () => {
    const counselor = await signUpVerified(ctx.app, ctx.mail, { role: 'counselor', name: 'Ms. Rivera' });
    const schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
    await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(1, { domain: 'stuck.example.org' }));
    const queue = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/high-schools/${schoolId}/roster/invitations`,
        headers: { cookie: counselor.cookie },
        payload: {},
      });
    expect((await queue()).statusCode).toBe(200);

    const db = ctx.database.handle.db;
    const line = await db
      .selectFrom('roster_students')
      .select(['id', 'email', 'invited_at'])
      .where('high_school_id', '=', schoolId)
      .executeTakeFirstOrThrow();
    const ledger = { db, instanceId: 'died-mid-send', leaseMs: DEFAULT_LEASE_MS };
    const deliveryKey = invitationDeliveryKey(line.id, line.invited_at!);
    const id = await claimDelivery(
      ledger,
      new Map(),
      { userId: counselor.user.id, deliveryKey, itemKey: null, daysLeft: null },
      clock.now(),
    );
    expect(id).not.toBeNull();
    // The attempts before this one failed and were retried: arranged in the row, as the ledger counts them.
    await db.updateTable('reminder_deliveries').set({ attempts: MAX_ATTEMPTS }).where('id', '=', id!).execute();

    const statusOf = async () => (await readRosterOf(ctx.app, counselor, schoolId)).students[0]!.status;
    await tick();
    // Within the lease the sender may still be alive: the invitation stands.
    expect(await statusOf()).toBe('invited');

    clock.advance(DEFAULT_LEASE_MS + 1_000);
    await tick();
    expect(await ctx.mail.to(line.email)).toHaveLength(0);
    expect(await statusOf()).toBe('not_invited');

    expect((await queue()).statusCode).toBe(200);
    await tick();
    expect((await ctx.mail.to(line.email)).filter((email) => email.subject.includes('invites you'))).toHaveLength(1);
    expect(await statusOf()).toBe('invited');
  });
});
