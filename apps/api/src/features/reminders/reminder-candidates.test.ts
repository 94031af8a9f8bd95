import type { Kysely, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { buildEssayBody } from '../../../../../test/factories.ts';
import type { Database } from '../../db/schema.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { digestWindowStart } from './reminder-candidates.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// Which students a tick reads (reminder-candidates.ts): only those with something due, in pages.
const { ctx, scheduler, student, enteredEarlier, to, second } = useSchedulerTest();

/**
 * Watches every query a scheduler runs on `db`: which of `ids` appear anywhere in a query or its
 * rows (`touched`), and whose deliveries were read or claimed, i.e. who got the per-student pass (`passed`).
 */
function watch(db: Kysely<Database>, ids: string[]) {
  const touched = new Set<string>();
  const passed = new Set<string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const text = JSON.stringify(node);
      for (const id of ids) {
        if (!text.includes(id)) continue;
        touched.add(id);
        if (text.includes('"reminder_deliveries"')) passed.add(id);
      }
      return node;
    },
    async transformResult({ result }) {
      const text = JSON.stringify(result.rows);
      for (const id of ids) if (text.includes(id)) touched.add(id);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), touched, passed };
}

async function addEssay(signed: SignedInUser, dueDate: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/essays',
    headers: { cookie: signed.cookie },
    payload: buildEssayBody({ dueDate }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

async function addLetter(signed: SignedInUser, dueDate: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/letters',
    headers: { cookie: signed.cookie },
    payload: { recommenderName: 'Dr. Ruiz', recommenderEmail: 'ruiz@school.example', status: 'requested', dueDate },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

const ids = (students: SignedInUser[]) => students.map((signed) => signed.user.id).sort();
const sorted = (set: Set<string>) => [...set].sort();

describe('the students a tick reads', () => {
  it('are only those with an open item inside their lead times, paged, each emailed once by racing processes', async () => {
    // Due: one open item of each kind inside the default lead times (30 days).
    const due = await Promise.all([student(), student(), student(), student()]);
    await addTask(ctx.app, due[0]!, { title: 'Send transcript', dueDate: dateInDays(3, ZONE) });
    await addApplication(ctx.app, due[1]!, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, ZONE) });
    await addEssay(due[2]!, dateInDays(7, ZONE));
    await addLetter(due[3]!, dateInDays(1, ZONE));
    for (const signed of due) await enteredEarlier(signed);
    // Not due: items further away than anyone's lead times, done, or none at all.
    const far = await Promise.all([student(), student(), student()]);
    for (const signed of far) await addTask(ctx.app, signed, { title: 'Later', dueDate: dateInDays(45, ZONE) });
    const done = await Promise.all([student(), student()]);
    for (const signed of done) await addTask(ctx.app, signed, { title: 'Done', dueDate: dateInDays(2, ZONE), completed: true });
    const idle = await Promise.all([student(), student(), student()]);
    // Inside the default lead times, but beyond this student's own (3 days): listed, never read further.
    const [shortLead] = await Promise.all([student({ leadDays: [3] })]);
    await addTask(ctx.app, shortLead!, { title: 'In ten days', dueDate: dateInDays(10, ZONE) });

    const everyone = ids([...due, ...far, ...done, ...idle, shortLead!]);
    const a = watch(ctx.database.handle.db, everyone);
    const b = watch(second().db, everyone);
    const results = await Promise.all([
      scheduler({ db: a.db, instanceId: 'a', pageSize: 2 }).tick(noon()),
      scheduler({ db: b.db, instanceId: 'b', pageSize: 2 }).tick(noon()),
    ]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(4);
    for (const signed of due) expect(to(signed)).toHaveLength(1);
    for (const signed of [...far, ...done, ...idle, shortLead!]) expect(to(signed)).toEqual([]);
    for (const watcher of [a, b]) {
      expect(sorted(watcher.passed)).toEqual(ids(due));
      expect(sorted(watcher.touched)).toEqual(ids([...due, shortLead!]));
    }
  });

  it('reads digest subscribers only around Monday morning, until this week’s digest is out', async () => {
    const maya = await student({ weeklyDigest: true, channels: { inApp: true, email: false, calendar: true } });
    await addTask(ctx.app, maya, { title: 'Soon', dueDate: dateInDays(40, ZONE) });
    let offset = 0;
    while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
    const monday = dateInDays(offset, ZONE);
    const tickAt = async (when: Date) => {
      const watcher = watch(ctx.database.handle.db, [maya.user.id]);
      const result = await scheduler({ db: watcher.db }).tick(when);
      return { result, read: watcher.touched.has(maya.user.id) };
    };

    // Wednesday: no digest is due anywhere, so no subscriber is read.
    expect(await tickAt(instantAt(dateInDays(offset + 2, ZONE), 12, 0, ZONE))).toEqual({
      result: { sent: 0, skipped: 0, failed: 0 },
      read: false,
    });
    // Monday 9:00 in Chicago: read, nothing due within 14 days, so this week's digest is skipped.
    expect(await tickAt(instantAt(monday, 9, 0, ZONE))).toEqual({ result: { sent: 0, skipped: 1, failed: 0 }, read: true });
    // Later that Monday: this week's digest is settled, so the student is not read again.
    expect(await tickAt(instantAt(monday, 15, 0, ZONE))).toEqual({ result: { sent: 0, skipped: 0, failed: 0 }, read: false });
    expect(to(maya)).toEqual([]);
  });

  it('knows when a digest can be due somewhere: Sunday 18:00 to Tuesday 12:00 UTC', () => {
    const at = (iso: string) => digestWindowStart(new Date(iso))?.toISOString() ?? null;
    // 2030-01-06 is a Sunday.
    expect(at('2030-01-06T17:59:59Z')).toBeNull();
    expect(at('2030-01-06T18:00:00Z')).toBe('2030-01-06T18:00:00.000Z');
    expect(at('2030-01-07T09:30:00Z')).toBe('2030-01-06T18:00:00.000Z');
    expect(at('2030-01-08T11:59:59Z')).toBe('2030-01-06T18:00:00.000Z');
    expect(at('2030-01-08T12:00:00Z')).toBeNull();
    expect(at('2030-01-10T12:00:00Z')).toBeNull();
  });
});
