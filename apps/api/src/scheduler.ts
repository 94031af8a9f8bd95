import { setPriority, constants } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { pino } from 'pino';
import { loadSchoolDirectory } from './catalog/catalog.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { createReminderScheduler } from './features/reminders/reminder-scheduler.ts';
import { rosterInvitationPass } from './features/rosters/roster-invitation-sender.ts';
import { rosterTeacherInvitationPass } from './features/rosters/roster-teacher-invitation-sender.ts';
import { teacherDeadlineReminderPass } from './features/reminders/teacher-deadline-reminders.ts';
import { teacherInvitationPass } from './features/reminders/teacher-invitation-sender.ts';
import { systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { loadAppSecret } from './lib/signed-tokens.ts';

/** Set when the web process asks this thread to stop, even while it is still starting. */
let stopRequested: (() => void) | null = null;
let stopBeforeStart = false;
parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  if (stopRequested) stopRequested();
  else stopBeforeStart = true;
});

/**
 * Ticks can wait; requests cannot. On Linux a thread's nice value is its own (setpriority on the
 * calling thread), so this lowers only the scheduler's thread in a web process, or the whole
 * scheduler process, and the kernel hands a core to the request thread first when both want one.
 * Where the system refuses (some containers), the scheduler simply runs at normal priority.
 */
function lowerPriority() {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted here: the scheduler runs at normal priority.
  }
}

/**
 * The reminder scheduler away from the requests: its ticks read and format thousands of rows,
 * which on the request thread held every request behind them. It runs
 * - as a worker thread of a web process (server.ts starts it when REMINDER_INTERVAL_SECONDS > 0),
 *   with its own database connection, the colleges' names and zones, and mailer; the web process sends "stop" on
 *   shutdown and waits for the tick in flight;
 * - or as a process of its own (`npm run scheduler`, dist/scheduler.js) beside web processes
 *   started with REMINDER_INTERVAL_SECONDS=0 (docs/operations.md); SIGTERM stops it the same way.
 * Any number may run on one database: each email is claimed once (reminder-ledger.ts).
 */
async function main() {
  lowerPriority();
  const env = loadEnv();
  const now = systemClock;
  const log = pino({ ...loggerOptions(env.LOG_LEVEL), name: 'reminders' });
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database.db);
  // Only the colleges' names and time zones: the search and the rest of the catalogue serve requests.
  const catalog = loadSchoolDirectory(join(env.DATA_DIR, 'catalog.json.gz'));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM,
    messageIdHost: new URL(publicUrl).hostname,
  });
  const secret = await loadAppSecret(database.db, env.APP_SECRET, now());
  const scheduler = createReminderScheduler({
    db: database.db,
    catalog,
    mailer,
    secret,
    publicUrl,
    leaseMs: env.REMINDER_LEASE_SECONDS * 1000,
    now,
    log,
    // The roster invitations (students' and teachers') counselors queued, and the emails letter requests send their
    // teachers and their reminders before each letter's deadline, go out through the same ledger
    // (docs/schools.md).
    ledgerPasses: [
      rosterInvitationPass({ db: database.db, mailer, links: { secret, publicUrl }, log }),
      rosterTeacherInvitationPass({ db: database.db, mailer, links: { secret, publicUrl }, log }),
      teacherInvitationPass({ db: database.db, catalog, mailer, links: { secret, publicUrl }, log }),
      teacherDeadlineReminderPass({ db: database.db, catalog, mailer, links: { secret, publicUrl }, log }),
    ],
  });
  if (stopBeforeStart) {
    mailer.close();
    await database.close();
    log.info('reminder scheduler stopped');
    parentPort?.close();
    return;
  }
  // A scheduler process exists to tick: with the interval at 0 (the web processes' setting) it keeps the default.
  const intervalSeconds = env.REMINDER_INTERVAL_SECONDS || 60;
  scheduler.start(intervalSeconds * 1000);
  log.info(`reminder scheduler: ${mailer.describe}, every ${intervalSeconds}s on ${database.engine}`);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      await scheduler.stop();
      mailer.close();
      await database.close();
      log.info('reminder scheduler stopped');
    })();
    return stopping;
  };
  if (parentPort) {
    stopRequested = () => void stop().then(() => parentPort?.close());
  } else {
    const exit = () => void stop().then(() => process.exit(0));
    process.on('SIGTERM', exit);
    process.on('SIGINT', exit);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The reminder scheduler failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
