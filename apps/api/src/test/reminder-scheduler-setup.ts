import { afterAll, beforeAll, beforeEach } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { systemClock } from '../lib/clock.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';
import { loadAppSecret } from '../lib/signed-tokens.ts';
import { newId } from '../lib/ids.ts';
import { LONG_AGO, pastReminderRow, reminderSettingsRow, studentRow, taskRow } from './direct-rows.ts';
import { signUp, signUpVerified, type SignedInUser } from './factories.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { testCatalog, useTestApp } from './test-app.ts';
import { dateInDays } from './workspace-items.ts';
import { createReminderScheduler, type SchedulerDeps } from '../features/reminders/reminder-scheduler.ts';

export const ZONE = 'America/Chicago';
export const PUBLIC_URL = 'https://campuspath.test';
/** Noon today in Chicago: outside default quiet hours. */
export const noon = (daysFromToday = 0) => instantAt(dateInDays(daysFromToday, ZONE), 12, 0, ZONE);

/**
 * The setup of the reminder email tests (reminder-scheduler.test.ts, reminder-ledger.test.ts): the
 * test file's own app and database, an SMTP sink, and a second connection to the same database
 * standing for another API process. Call once at the top of a test file.
 */
export function useSchedulerTest() {
  const ctx = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: Mailer;
  let second: DatabaseHandle;
  /** The app's own signing secret, so links in emails work against the app. */
  let secret: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: 'CampusPath <reminders@campuspath.test>',
      messageIdHost: 'campuspath.test',
    });
    // A second, independent connection to the same database: another API process.
    second = openDatabase(ctx.database.url);
    secret = await loadAppSecret(ctx.database.handle.db, undefined, new Date());
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
        .values(reminderSettingsRow(user.id, ZONE, new Date().toISOString(), { lead_days: '[]', max_lead_days: 0, email: 0 }))
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    }
  });

  const scheduler = (overrides: Partial<SchedulerDeps> = {}) =>
    createReminderScheduler({
      db: ctx.database.handle.db,
      catalog: testCatalog(),
      mailer,
      secret,
      publicUrl: PUBLIC_URL,
      now: systemClock,
      ...overrides,
    });

  /** A student with reminder emails on (`settings` over them); verified unless `verified: false` (no email otherwise). */
  async function student(settings: Record<string, unknown> = {}, { verified = true } = {}): Promise<SignedInUser> {
    const signed = verified ? await signUpVerified(ctx.app, ctx.mail, { name: 'Maya Chen' }) : await signUp(ctx.app, { name: 'Maya Chen' });
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

  /**
   * Dates the student's items back to before any daily summary, as if entered on an earlier day:
   * their reminders are then due at once (a new item's first one waits for the summary).
   */
  async function enteredEarlier(signed: SignedInUser): Promise<void> {
    const { db } = ctx.database.handle;
    for (const table of ['applications', 'essays', 'letters', 'tasks', 'scholarships'] as const) {
      await db.updateTable(table).set({ created_at: LONG_AGO }).where('user_id', '=', signed.user.id).execute();
    }
  }

  /**
   * `count` verified students with email reminders on, each with `tasks` (days from today in the
   * test's zone, done or not) and a history of 10 past reminder emails, written straight to the
   * tables: signing up hundreds would spend the test's time hashing passwords. `label` names them
   * (`Due Student`, `due-…@example.com`).
   */
  async function seedStudents(
    count: number,
    label: string,
    tasks: readonly { title: string; inDays: number; done?: boolean }[],
  ): Promise<string[]> {
    const { db } = ctx.database.handle;
    const now = new Date().toISOString();
    const ids = Array.from({ length: count }, () => newId());
    await db
      .insertInto('users')
      .values(ids.map((id) => studentRow(id, `${label.toLowerCase()}-${id}@example.com`, `${label} Student`, now)))
      .execute();
    await db
      .insertInto('reminder_settings')
      .values(ids.map((id) => reminderSettingsRow(id, ZONE, now)))
      .execute();
    await db
      .insertInto('tasks')
      .values(ids.flatMap((id) => tasks.map((task) => taskRow(id, dateInDays(task.inDays, ZONE), task.done ? 1 : 0, task.title, now))))
      .execute();
    await db
      .insertInto('reminder_deliveries')
      .values(ids.flatMap((id) => Array.from({ length: 10 }, (_, index) => pastReminderRow(id, index + 1))))
      .execute();
    return ids;
  }

  /** `count` students each owed a reminder now (a task due in 3 days, entered long ago) with a later task. */
  const dueStudents = (count: number) =>
    seedStudents(count, 'Due', [
      { title: 'Send transcript', inDays: 3 },
      { title: 'Later', inDays: 45 },
    ]);

  const to = (signed: SignedInUser) => smtp.received.filter((email) => email.to.includes(signed.email));

  return {
    ctx,
    scheduler,
    student,
    enteredEarlier,
    seedStudents,
    dueStudents,
    to,
    /** The SMTP sink (read inside tests, after beforeAll). */
    smtp: () => smtp,
    /** The second connection to the test database. */
    second: () => second,
  };
}
