/**
 * What the cluster load run checks besides the writes (load-cluster.ts): that the sign-in limit
 * allows exactly the configured number of attempts across every process, and that every reminder
 * email goes out exactly once.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/database.ts';
import type { ReceivedEmail } from '../../src/test/smtp-sink.ts';
import type { RoundRobin } from './load-http.ts';

export interface LimitProbe {
  attempts: number;
  /** Attempts that reached the password check (401), by process. */
  allowedBy: Map<string, number>;
  allowed: number;
  refused: number;
  /** Any other answer, by status. */
  other: Map<number | string, number>;
}

/**
 * Sends `limit + extra` sign-in attempts for one fresh email at once, spread round-robin over the
 * processes: exactly `limit` may reach the password check (401), the rest must be refused (429).
 */
export async function probeSignInLimit(targets: RoundRobin, limit: number, extra = 5): Promise<LimitProbe> {
  const email = `limit-probe-${randomBytes(5).toString('hex')}@example.com`;
  const probe: LimitProbe = { attempts: limit + extra, allowedBy: new Map(), allowed: 0, refused: 0, other: new Map() };
  await Promise.all(
    Array.from({ length: probe.attempts }, async () => {
      const url = targets.pick();
      let status: number | string;
      try {
        const response = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email, password: 'not the password at all' }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = (error as Error).name;
      }
      if (status === 401) {
        probe.allowed += 1;
        probe.allowedBy.set(url, (probe.allowedBy.get(url) ?? 0) + 1);
      } else if (status === 429) probe.refused += 1;
      else probe.other.set(status, (probe.other.get(status) ?? 0) + 1);
    }),
  );
  return probe;
}

export interface ReminderReport {
  /** Open dated tasks of students with reminder emails on, in the database after the run. */
  expected: number;
  /** Of those, how many got their email. */
  delivered: number;
  missing: string[];
  /** The same email (address and subject) received more than once: as distinct messages, and as resends of one Message-ID. */
  duplicated: number;
  resentSameMessageId: number;
  /** Emails for no task the database holds. */
  unexpected: number;
  /** Deliveries by status in reminder_deliveries, and how many were taken over from a process that died. */
  statuses: Record<string, number>;
  takenOver: number;
  waitedMs: number;
}

/**
 * Waits (up to `timeoutMs`) until every open dated task of a student with reminders on has its
 * email in `received`, then compares both ways: one email per task, none twice, none for nothing.
 */
export async function checkReminderEmails(databaseUrl: string, received: ReceivedEmail[], timeoutMs: number): Promise<ReminderReport> {
  const database = openDatabase(databaseUrl);
  const { db } = database;
  const started = Date.now();
  try {
    const tasks = await db
      .selectFrom('tasks')
      .innerJoin('users', 'users.id', 'tasks.user_id')
      .innerJoin('reminder_settings', 'reminder_settings.user_id', 'tasks.user_id')
      .select(['tasks.title', 'users.email'])
      .where('tasks.due_date', 'is not', null)
      .where('tasks.completed', '=', 0)
      .where('reminder_settings.email', '=', 1)
      // Reminders go only to verified addresses.
      .where('users.email_verified_at', 'is not', null)
      .execute();
    // Reminder emails carry List-Unsubscribe; account emails (the sign-up's verification link) do not.
    const reminderEmails = () => received.filter((email) => 'list-unsubscribe' in email.headers);
    // One email may list several of a student's reminders: a task's reminder is the email naming its title.
    const emailsFor = (task: { title: string; email: string }) =>
      reminderEmails().filter((email) => email.to.includes(task.email) && email.text.includes(task.title));
    let missing = tasks.filter((task) => emailsFor(task).length === 0);
    while (missing.length > 0 && Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      missing = missing.filter((task) => emailsFor(task).length === 0);
    }
    let duplicated = 0;
    let resentSameMessageId = 0;
    for (const copies of tasks.map(emailsFor)) {
      if (copies.length < 2) continue;
      const ids = new Set(copies.map((email) => email.messageId));
      duplicated += ids.size - 1;
      resentSameMessageId += copies.length - ids.size;
    }
    const unexpected = reminderEmails().filter(
      (email) => !tasks.some((task) => email.to.includes(task.email) && email.text.includes(task.title)),
    ).length;
    const deliveries = await db.selectFrom('reminder_deliveries').select(['status', 'attempts']).execute();
    const statuses: Record<string, number> = {};
    for (const row of deliveries) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    return {
      expected: tasks.length,
      delivered: tasks.length - missing.length,
      missing: missing.map((task) => `${task.email}: ${task.title}`),
      duplicated,
      resentSameMessageId,
      unexpected,
      statuses,
      takenOver: deliveries.filter((row) => Number(row.attempts) > 1).length,
      waitedMs: Date.now() - started,
    };
  } finally {
    await database.close();
  }
}
