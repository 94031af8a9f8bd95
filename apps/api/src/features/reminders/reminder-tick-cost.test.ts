import type { Kysely, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { pastReminderRow } from '../../test/direct-rows.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// What a tick costs: the queries it runs and the rows they return depend on the students with
// something due and the reminders still in play, never on the students with nothing due nor on
// how many emails anyone got before; sending adds a few queries per page of students, not per email.
const { ctx, scheduler, student, enteredEarlier, seedStudents, dueStudents, to, smtp } = useSchedulerTest();

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

/** Past reminder emails of `userId` about items long gone: the ledger's history. */
const history = (userId: string, count: number) => Array.from({ length: count }, (_, index) => pastReminderRow(userId, (index % 28) + 1));

/** `count` students with nothing due: a task further away than any lead time, and a task done inside the window. */
const idleStudents = (count: number) =>
  seedStudents(count, 'Idle', [
    { title: 'Far away', inDays: 45 },
    { title: 'Done already', inDays: 2, done: true },
  ]);

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

describe('the work of a tick that sends', () => {
  // A first tick after a start finds thousands of reminders due at once: a page's claims are one
  // insert, its first-reminder check one lookup, its sent emails one update, so the queries depend
  // on the pages of students due, not on the emails sent.
  async function sendingTick(count: number) {
    const ids = await dueStudents(count);
    smtp().received.length = 0;
    const metered = meter(ctx.database.handle.db);
    const result = await scheduler({ db: metered.db }).tick(noon());
    await ctx.database.handle.db.updateTable('tasks').set({ completed: 1 }).where('user_id', 'in', ids).execute();
    return { result, emails: smtp().received.length, work: metered.work };
  }

  it('runs the same queries to send 10 emails or 40, fewer than one per email', async () => {
    const small = await sendingTick(10);
    const large = await sendingTick(40);

    expect(small.result).toEqual({ sent: 10, skipped: 0, failed: 0 });
    expect(large.result).toEqual({ sent: 40, skipped: 0, failed: 0 });
    expect([small.emails, large.emails]).toEqual([10, 40]);
    expect(large.work.queries).toBe(small.work.queries);
    expect(large.work.queries).toBeLessThan(40);
  });
});
