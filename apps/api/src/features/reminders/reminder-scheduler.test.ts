import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { loadAppSecret } from '../../lib/signed-tokens.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { createReminderScheduler, DEFAULT_LEASE_MS, type SchedulerDeps } from './reminder-scheduler.ts';

const ctx = useTestApp();
const ZONE = 'America/Chicago';
const PUBLIC_URL = 'https://campuspath.test';
/** Noon today in Chicago: outside default quiet hours. */
const noon = (daysFromToday = 0) => instantAt(dateInDays(daysFromToday, ZONE), 12, 0, ZONE);

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;
let second: DatabaseHandle;
/** The app's own signing secret, so links in emails work against the app. */
let secret: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'CampusPath <reminders@campuspath.test>' });
  // A second, independent connection to the same database: another API process.
  second = openDatabase(ctx.database.url);
  secret = await loadAppSecret(ctx.database.handle.db, undefined);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await second?.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.reject.clear();
  // Each test looks only at its own students: earlier students' reminders are already settled.
  await ctx.database.handle.db.updateTable('reminder_settings').set({ email: 0, weekly_digest: 0 }).execute();
  for (const user of await ctx.database.handle.db.selectFrom('users').select('id').execute()) {
    await ctx.database.handle.db
      .insertInto('reminder_settings')
      .values({
        user_id: user.id,
        lead_days: '[]',
        in_app: 1,
        email: 0,
        calendar: 1,
        quiet_start: null,
        quiet_end: null,
        weekly_digest: 0,
        time_zone: ZONE,
        feed_id: null,
        feed_created_at: null,
        updated_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }
});

const scheduler = (overrides: Partial<SchedulerDeps> = {}) =>
  createReminderScheduler({ db: ctx.database.handle.db, catalog: testCatalog(), mailer, secret, publicUrl: PUBLIC_URL, ...overrides });

async function student(settings: Record<string, unknown> = {}): Promise<SignedInUser> {
  const signed = await signUp(ctx.app, { name: 'Maya Chen' });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/reminders/settings',
    headers: { cookie: signed.cookie },
    payload: {
      leadDays: [30, 14, 7, 3, 1],
      channels: { inApp: true, email: true, calendar: true },
      quietHours: null,
      weeklyDigest: false,
      timeZone: ZONE,
      ...settings,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return signed;
}

const to = (signed: SignedInUser) => smtp.received.filter((email) => email.to.includes(signed.email));

describe('reminder emails', () => {
  it('sends one kind, plain email per reminder, with a link to the item and a one-click unsubscribe', async () => {
    const maya = await student();
    const id = await addApplication(ctx.app, maya, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, ZONE) });

    expect(await scheduler().tick(noon())).toMatchObject({ sent: 1, failed: 0 });
    const [email] = to(maya);
    expect(email).toBeDefined();
    expect(email!.subject).toBe('5 days left: Georgia Institute of Technology-Main Campus – Early Action deadline');
    expect(email!.text).toContain('Hi Maya,');
    expect(email!.text).toMatch(/is due \w+day, \w+ \d+, \d{4} at 11:59 pm E[SD]T \(5 days left\)/);
    expect(email!.text).toContain(`Open it in CampusPath: ${PUBLIC_URL}/applications/${id}`);
    const unsubscribe = /Stop reminder emails with one click: (\S+)/.exec(email!.text)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe\\?token=`));
    expect(email!.headers['list-unsubscribe']).toContain(`${PUBLIC_URL}/api/unsubscribe?token=`);
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The link works: it turns reminder emails off, and nothing else.
    const token = new URL(unsubscribe).searchParams.get('token')!;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
    const settings = (await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie: maya.cookie } })).json();
    expect(settings.channels).toEqual({ inApp: true, email: false, calendar: true });

    // Nothing more is sent for the same moment.
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 0 });
  });

  it('sends each reminder exactly once when two schedulers race on separate connections', async () => {
    const students = await Promise.all([student(), student(), student(), student()]);
    for (const [index, signed] of students.entries()) {
      await addApplication(ctx.app, signed, { schoolId: GEORGIA_TECH, deadline: dateInDays(2 + index, ZONE) });
      await addTask(ctx.app, signed, { title: `Task ${index}`, dueDate: dateInDays(10 + index, ZONE) });
    }
    const a = scheduler({ instanceId: 'a' });
    const b = scheduler({ db: second.db, instanceId: 'b' });
    const results = await Promise.all([a.tick(noon()), b.tick(noon()), a.tick(noon()), b.tick(noon())]);
    const sent = results.reduce((total, result) => total + result.sent, 0);
    expect(sent).toBe(8);
    for (const signed of students) {
      const subjects = to(signed).map((email) => email.subject);
      expect(subjects).toHaveLength(2);
      expect(new Set(subjects).size).toBe(2);
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
      scheduler({ db: second.db, instanceId: 'y' }).tick(later),
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
    expect(to(maya)[1]!.messageId).toBe('<crashed-claim@campuspath>');
  });

  it('retries a send the mail server refused, once it accepts', async () => {
    const maya = await student();
    await addTask(ctx.app, maya, { title: 'Finish the supplement', dueDate: dateInDays(1, ZONE) });
    smtp.reject.add(maya.email);
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 0, failed: 1 });
    smtp.reject.clear();
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 1, failed: 0 });
    expect(to(maya).map((email) => email.subject)).toEqual(['Due tomorrow: Finish the supplement']);
  });

  it('waits for quiet hours to end, in the student’s own time zone', async () => {
    const maya = await student({ quietHours: { start: '21:00', end: '08:00' }, timeZone: 'America/Los_Angeles' });
    await addTask(ctx.app, maya, { title: 'Send transcript', dueDate: dateInDays(3, 'America/Los_Angeles') });
    const today = dateInDays(0, 'America/Los_Angeles');
    expect((await scheduler().tick(instantAt(today, 6, 30, 'America/Los_Angeles'))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(today, 7, 59, 'America/Los_Angeles'))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(today, 8, 0, 'America/Los_Angeles'))).sent).toBe(1);
    expect(to(maya)).toHaveLength(1);
  });

  it('follows lead-time changes without repeating a reminder for the same moment', async () => {
    const maya = await student({ leadDays: [3] });
    const settings = (leadDays: number[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/reminders/settings',
        headers: { cookie: maya.cookie },
        payload: {
          leadDays,
          channels: { inApp: true, email: true, calendar: true },
          quietHours: null,
          weeklyDigest: false,
          timeZone: ZONE,
        },
      });
    await addTask(ctx.app, maya, { title: 'Scholarship essay', dueDate: dateInDays(5, ZONE) });
    // 5 days away with a 3-day lead time: nothing yet.
    expect((await scheduler().tick(noon())).sent).toBe(0);
    // The student adds a 7-day lead time: it applies at once.
    await settings([7, 3]);
    expect((await scheduler().tick(noon())).sent).toBe(1);
    // Changing to 10 or 5 days would describe the same moment again: not resent.
    await settings([10, 5, 2]);
    expect((await scheduler().tick(noon())).sent).toBe(0);
    // Three days later the 2-day stage is new.
    expect((await scheduler().tick(noon(3))).sent).toBe(1);
    expect(to(maya).map((email) => email.subject)).toEqual(['5 days left: Scholarship essay', '2 days left: Scholarship essay']);
  });

  it('sends no email for done items, with email off, or for demo accounts', async () => {
    const maya = await student({ channels: { inApp: true, email: false, calendar: true } });
    await addTask(ctx.app, maya, { title: 'Quiet task', dueDate: dateInDays(1, ZONE) });
    const done = await student();
    await addTask(ctx.app, done, { title: 'Done task', dueDate: dateInDays(1, ZONE), completed: true });
    expect((await scheduler().tick(noon())).sent).toBe(0);
  });
});

describe('the weekly digest', () => {
  it('goes out once a week on Monday morning, lists what is due and what is late, and unsubscribes on its own', async () => {
    const maya = await student({ weeklyDigest: true, channels: { inApp: true, email: false, calendar: true } });
    await addTask(ctx.app, maya, { title: 'Late task', dueDate: dateInDays(-1, ZONE) });
    await addTask(ctx.app, maya, { title: 'Soon task', dueDate: dateInDays(4, ZONE) });
    await addTask(ctx.app, maya, { title: 'Far task', dueDate: dateInDays(40, ZONE) });
    // The next Monday in Chicago.
    let offset = 0;
    while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
    const monday = dateInDays(offset, ZONE);
    expect((await scheduler().tick(instantAt(monday, 7, 0, ZONE))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(monday, 8, 30, ZONE))).sent).toBe(1);
    expect((await scheduler().tick(instantAt(monday, 15, 0, ZONE))).sent).toBe(0);
    const [digest] = to(maya);
    expect(digest!.subject).toMatch(/^Your week: \d+ items? due soon$/);
    expect(digest!.text).toContain('Past due');
    expect(digest!.text).toContain('Late task');
    expect(digest!.text).not.toContain('Far task');
    const token = /Stop the weekly digest with one click: \S+token=(\S+)/.exec(digest!.text)![1]!;
    const result = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
    expect(result.json()).toEqual({ channel: 'digest', description: 'the weekly digest' });
    const next = dateInDays(offset + 7, ZONE);
    expect((await scheduler().tick(instantAt(next, 9, 0, ZONE))).sent).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes each email to the outbox as an .eml file, once', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'campuspath-outbox-'));
    const local = createMailer({ outboxDir: outbox, from: 'CampusPath <reminders@campuspath.test>' });
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
