import type { Kysely, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// The first tick after a start (or after a long stop) finds every pending reminder due at once. It
// must still go a page of students at a time: each query reads at most a page's rows, however many
// students are due, and the work grows in step with them (never faster).
const { ctx, scheduler, smtp, dueStudents } = useSchedulerTest();
const PAGE = 5;

/** Counts a scheduler's queries on `db`, the rows they return, and the most any one query returned. */
function meter(db: Kysely<Database>) {
  const work = { queries: 0, rows: 0, largest: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      work.queries += 1;
      return node;
    },
    async transformResult({ result }) {
      work.rows += result.rows.length;
      work.largest = Math.max(work.largest, result.rows.length);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), work };
}

/** A first tick over `count` students all due at once; their tasks are then done, so the next round starts alike. */
async function firstTick(count: number) {
  const ids = await dueStudents(count);
  smtp().received.length = 0;
  const metered = meter(ctx.database.handle.db);
  const result = await scheduler({ db: metered.db, pageSize: PAGE }).tick(noon());
  await ctx.database.handle.db.updateTable('tasks').set({ completed: 1 }).where('user_id', 'in', ids).execute();
  return { result, emails: smtp().received.length, work: metered.work };
}

describe('the first tick, with every pending reminder due at once', () => {
  it('goes a page at a time: no query reads more rows with more students due, and the work grows linearly', async () => {
    const one = await firstTick(PAGE);
    const two = await firstTick(2 * PAGE);
    const four = await firstTick(4 * PAGE);

    expect([one.result.sent, two.result.sent, four.result.sent]).toEqual([PAGE, 2 * PAGE, 4 * PAGE]);
    expect([one.emails, two.emails, four.emails]).toEqual([PAGE, 2 * PAGE, 4 * PAGE]);
    // Bounded memory: the largest answer of any query is one page's, at every size.
    expect(two.work.largest).toBe(one.work.largest);
    expect(four.work.largest).toBe(one.work.largest);
    expect(one.work.largest).toBeLessThanOrEqual(2 * PAGE);
    // Linear: going from 2 to 4 pages of students due costs twice what going from 1 to 2 did.
    expect(four.work.queries - two.work.queries).toBe(2 * (two.work.queries - one.work.queries));
    expect(four.work.rows - two.work.rows).toBe(2 * (two.work.rows - one.work.rows));
  }, 90_000);
});
