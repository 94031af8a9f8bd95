import type { Kysely, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// What a tick costs: the queries it runs and the rows they return depend on the students with
// something due and the reminders still in play, never on the students with nothing due nor on
// how many emails anyone got before.
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();

/** Counts the queries a scheduler runs on `db` and the rows they return. */
function meter(db: Kysely<Database>) {
  const work = { queries: 0, rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      work.queries += 1;
      return node;
    },
    async transformResult({ result }) {
      work.rows += result.rows.length;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), work };
}

const EARLIER = '2020-01-01T00:00:00.000Z';

/** Past reminder emails of `userId` about items long gone: the ledger's history. */
function history(userId: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: newId(),
    user_id: userId,
    delivery_key: `email:task:${newId()}:2020-01-${String((index % 28) + 1).padStart(2, '0')}:7`,
    item_key: `task:${newId()}:2020-01-01`,
    days_left: 7,
    status: 'sent' as const,
    claimed_by: 'earlier',
    claimed_at: EARLIER,
    attempts: 1,
    sent_at: EARLIER,
    last_error: null,
  }));
}

/**
 * `count` verified students with email reminders on and nothing due: a task further away than any
 * lead time, a task done inside the window, and a history of 10 sent reminders each. Written
 * straight to the tables (signing up hundreds would spend the test's time hashing passwords).
 */
async function idleStudents(count: number): Promise<void> {
  const { db } = ctx.database.handle;
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => newId());
  await db
    .insertInto('users')
    .values(
      ids.map((id) => ({
        id,
        email: `idle-${id}@example.com`,
        name: 'Idle Student',
        password_hash: 'not-a-hash',
        graduation_year: 2027,
        is_demo: 0,
        expires_at: null,
        created_at: EARLIER,
        updated_at: now,
        email_verified_at: EARLIER,
        pending_email: null,
      })),
    )
    .execute();
  await db
    .insertInto('reminder_settings')
    .values(
      ids.map((id) => ({
        user_id: id,
        lead_days: '[30,14,7,3,1]',
        max_lead_days: 30,
        in_app: 1,
        email: 1,
        calendar: 1,
        quiet_start: null,
        quiet_end: null,
        weekly_digest: 0,
        time_zone: ZONE,
        feed_id: null,
        feed_created_at: null,
        updated_at: now,
      })),
    )
    .execute();
  const task = (userId: string, days: number, completed: number) => ({
    id: newId(),
    user_id: userId,
    title: completed ? 'Done already' : 'Far away',
    due_date: dateInDays(days, ZONE),
    category: 'other',
    priority: 'medium',
    completed,
    notes: '',
    created_at: EARLIER,
    updated_at: now,
    assigned_by: null,
    assigned_by_name: null,
  });
  await db
    .insertInto('tasks')
    .values(ids.flatMap((id) => [task(id, 45, 0), task(id, 2, 1)]))
    .execute();
  await db
    .insertInto('reminder_deliveries')
    .values(ids.flatMap((id) => history(id, 10)))
    .execute();
}

/** A student with one task due in 3 days (entered on an earlier day) and `past` reminders about items long gone. */
async function dueStudent(past: number): Promise<SignedInUser> {
  const signed = await student();
  await addTask(ctx.app, signed, { title: 'Send transcript', dueDate: dateInDays(3, ZONE) });
  await enteredEarlier(signed);
  if (past > 0) await ctx.database.handle.db.insertInto('reminder_deliveries').values(history(signed.user.id, past)).execute();
  return signed;
}

/** Ticks once through a meter; the due student's task is then done, so the next round starts alike. */
async function meteredTick(due: SignedInUser) {
  const metered = meter(ctx.database.handle.db);
  const result = await scheduler({ db: metered.db }).tick(noon());
  await ctx.database.handle.db.updateTable('tasks').set({ completed: 1 }).where('user_id', '=', due.user.id).execute();
  return { result, work: metered.work };
}

describe('the work of a tick', () => {
  it('stays the same with 20 or 200 students with nothing due, and reads no reminder of an item gone by', async () => {
    await idleStudents(20);
    const first = await dueStudent(0);
    const small = await meteredTick(first);

    await idleStudents(180);
    // Many more emails behind this one: none of them is read.
    const second = await dueStudent(40);
    const large = await meteredTick(second);

    expect(small.result).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(large.result).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(to(first)).toHaveLength(1);
    expect(to(second)).toHaveLength(1);
    expect(large.work).toEqual(small.work);
  });
});
