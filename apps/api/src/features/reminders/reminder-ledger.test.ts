import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { DEFAULT_LEASE_MS } from './reminder-ledger.ts';
import { PUBLIC_URL, ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// Exactly once: racing processes, restarts, crashes between claim and send, refused sends
// (reminder-ledger.ts). Which email is due when is in reminder-scheduler.test.ts.
const { ctx, scheduler, student, enteredEarlier, to, smtp, second } = useSchedulerTest();

describe('reminder email delivery', () => {
  it('sends each reminder exactly once when two schedulers race on separate connections', async () => {
    const students = await Promise.all([student(), student(), student(), student()]);
    for (const [index, signed] of students.entries()) {
      await addApplication(ctx.app, signed, { schoolId: GEORGIA_TECH, deadline: dateInDays(2 + index, ZONE) });
      await addTask(ctx.app, signed, { title: `Task ${index}`, dueDate: dateInDays(10 + index, ZONE) });
      await enteredEarlier(signed);
    }
    const a = scheduler({ instanceId: 'a' });
    const b = scheduler({ db: second().db, instanceId: 'b' });
    const results = await Promise.all([a.tick(noon()), b.tick(noon()), a.tick(noon()), b.tick(noon())]);
    const sent = results.reduce((total, result) => total + result.sent, 0);
    // Each student's two reminders go out in one email per tick that claimed any: one or two emails.
    expect(sent).toBe(students.reduce((total, signed) => total + to(signed).length, 0));
    for (const [index, signed] of students.entries()) {
      const text = to(signed)
        .map((email) => email.text)
        .join('\n');
      expect(to(signed).length).toBeGreaterThanOrEqual(1);
      expect(text.split(`Task ${index}`).length - 1).toBe(1);
      expect(text.split('Georgia Institute of Technology-Main Campus – Early Action deadline').length - 1).toBe(1);
    }
    const rows = await ctx.database.handle.db
      .selectFrom('reminder_deliveries')
      .select(['status'])
      .where(
        'user_id',
        'in',
        students.map((s) => s.user.id),
      )
      .execute();
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('sent'));
  });

  it('survives a restart, and a crash between claim and send: sent once, after the lease', async () => {
    const maya = await student();
    await addApplication(ctx.app, maya, { schoolId: GEORGIA_TECH, deadline: dateInDays(3, ZONE) });
    await enteredEarlier(maya);

    // A process restarts: a new scheduler on the same database sends nothing twice.
    const first = scheduler({ instanceId: 'before-restart' });
    expect((await first.tick(noon())).sent).toBe(1);
    await first.stop();
    expect((await scheduler({ instanceId: 'after-restart' }).tick(noon())).sent).toBe(0);
    expect(to(maya)).toHaveLength(1);

    // Two days on, a process claimed the 1-day reminder and died before sending it: its claim row is all that is left.
    const [application] = await ctx.database.handle.db
      .selectFrom('applications')
      .select(['id', 'deadline'])
      .where('user_id', '=', maya.user.id)
      .execute();
    const itemKey = `application:${application!.id}:${application!.deadline}`;
    await ctx.database.handle.db
      .insertInto('reminder_deliveries')
      .values({
        id: 'crashed-claim',
        user_id: maya.user.id,
        delivery_key: `email:${itemKey}:1`,
        item_key: itemKey,
        days_left: 1,
        status: 'claimed',
        claimed_by: 'crashed',
        claimed_at: noon(2).toISOString(),
        attempts: 1,
        sent_at: null,
        last_error: null,
      })
      .execute();
    // Within the lease nobody else sends it.
    expect((await scheduler().tick(noon(2))).sent).toBe(0);
    // After the lease, exactly one scheduler takes it over and sends it.
    const later = new Date(noon(2).getTime() + DEFAULT_LEASE_MS + 1000);
    const results = await Promise.all([
      scheduler({ instanceId: 'x' }).tick(later),
      scheduler({ db: second().db, instanceId: 'y' }).tick(later),
    ]);
    expect(results[0]!.sent + results[1]!.sent).toBe(1);
    expect(to(maya).map((email) => email.subject)).toEqual([
      '3 days left: Georgia Institute of Technology-Main Campus – Early Action deadline',
      'Due tomorrow: Georgia Institute of Technology-Main Campus – Early Action deadline',
    ]);
    const row = await ctx.database.handle.db
      .selectFrom('reminder_deliveries')
      .selectAll()
      .where('id', '=', 'crashed-claim')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(to(maya)[1]!.messageId).toBe('<crashed-claim@campuspath.test>');
  });

  it('retries a send the mail server refused, once it accepts', async () => {
    const maya = await student();
    await addTask(ctx.app, maya, { title: 'Finish the supplement', dueDate: dateInDays(1, ZONE) });
    smtp().reject.add(maya.email);
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 0, failed: 1 });
    smtp().reject.clear();
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 1, failed: 0 });
    expect(to(maya).map((email) => email.subject)).toEqual(['Due tomorrow: Finish the supplement']);
  });

  it('marks only the emails the mail server accepted as sent when one of a page is refused', async () => {
    const [maya, leo, ana] = await Promise.all([student(), student(), student()]);
    for (const signed of [maya!, leo!, ana!]) await addTask(ctx.app, signed, { title: 'Send transcript', dueDate: dateInDays(1, ZONE) });
    smtp().reject.add(leo!.email);
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 2, failed: 1 });
    smtp().reject.clear();
    // Only the refused one goes out again; the two accepted are not sent twice.
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 1, failed: 0 });
    expect([to(maya!), to(leo!), to(ana!)].map((emails) => emails.length)).toEqual([1, 1, 1]);
  });
});

describe('without SMTP_URL', () => {
  it('writes each email to the outbox as an .eml file, once', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'campuspath-outbox-'));
    const local = createMailer({ outboxDir: outbox, from: 'CampusPath <reminders@campuspath.test>', messageIdHost: 'campuspath.test' });
    try {
      const maya = await student();
      await addTask(ctx.app, maya, { title: 'Outbox task', dueDate: dateInDays(2, ZONE) });
      expect((await scheduler({ mailer: local }).tick(noon())).sent).toBe(1);
      expect((await scheduler({ mailer: local }).tick(noon())).sent).toBe(0);
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const email = await PostalMime.parse(readFileSync(join(outbox, files[0]!)));
      expect(email.subject).toBe('2 days left: Outbox task');
      expect(email.to?.[0]?.address).toBe(maya.email);
      expect(email.text).toContain(`${PUBLIC_URL}/tasks`);
    } finally {
      local.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
