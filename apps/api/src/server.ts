import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from './app.ts';
import { loadCatalog } from './catalog/catalog.ts';
import { openDatabase } from './db/database.ts';
import { writeMeta } from './db/meta.store.ts';
import { SCHEMA_VERSION, migrateToLatest } from './db/migrate.ts';
import { configurationWarnings, loadEnv } from './env.ts';
import { removeExpiredDemoAccounts } from './features/demo/demo.service.ts';
import { listAllStorageKeys } from './features/documents/documents.store.ts';
import { systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { loadAppSecret } from './lib/signed-tokens.ts';
import { UNREFERENCED_FOLDER, createFileSystemStorage, sweepUploads } from './lib/storage.ts';

/** On SIGTERM, requests in flight get this long to finish; connections still open after it are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The reminder scheduler (scheduler.ts) as a worker thread with its own database connection: the
 * bundle's dist/scheduler.js beside dist/server.js, or the source under tsx. It reads the same
 * environment. stop() lets a tick in flight finish.
 */
function startSchedulerThread(log: { error(object: object, message: string): void }) {
  const entry = import.meta.url.endsWith('.ts') ? './scheduler.ts' : './scheduler.js';
  const worker = new Worker(new URL(entry, import.meta.url));
  let stopping = false;
  worker.on('error', (error) => log.error({ err: error }, 'reminder scheduler thread failed'));
  worker.on('exit', (code) => {
    if (!stopping) log.error({ code }, 'reminder scheduler thread ended: no reminder emails from this process until it restarts');
  });
  const exited = once(worker, 'exit');
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}

/** env -> database -> catalogue -> app -> listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const now = systemClock;
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database.db);
  const catalog = loadCatalog(join(env.DATA_DIR, 'catalog.json.gz'));
  await writeMeta(database.db, { schema_version: SCHEMA_VERSION, dataset_version: catalog.version }, now());

  const storage = createFileSystemStorage(env.UPLOADS_DIR);
  await removeExpiredDemoAccounts({ db: database.db, storage, now });

  const links = {
    secret: await loadAppSecret(database.db, env.APP_SECRET, now()),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
  // Reminder emails (exactly once across every process on this database, reminder-ledger.ts) and account emails.
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.OUTBOX_DIR,
    from: env.MAIL_FROM,
    messageIdHost: new URL(links.publicUrl).hostname,
  });
  const app = await buildApp({
    now,
    mailer,
    links,
    catalog,
    database,
    storage,
    trustProxy: env.TRUST_PROXY,
    idleTimeoutMs: env.IDLE_TIMEOUT_SECONDS * 1000,
    authRateLimits: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmailAndIp: env.AUTH_RATE_LIMIT_PER_EMAIL_AND_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    webDistDir: env.WEB_DIST_DIR || null,
    signedInPageTimeoutMs: env.SIGNED_IN_PAGE_TIMEOUT_MS,
    benchRoutes: env.ENABLE_BENCH_ROUTES,
    logger: loggerOptions(env.LOG_LEVEL),
  });

  // Reminder ticks run on a thread of their own (scheduler.ts), never between this thread's requests.
  const scheduler = env.REMINDER_INTERVAL_SECONDS > 0 ? startSchedulerThread(app.log) : null;

  // What a crash left in the uploads folder: unfinished writes, and files no document names.
  const swept = await sweepUploads(env.UPLOADS_DIR, new Set(await listAllStorageKeys(database.db)), now());
  if (swept.temporary + swept.unreferenced > 0)
    app.log.info({ ...swept, movedTo: UNREFERENCED_FOLDER }, 'tidied uploads an earlier crash left behind');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
    // A keep-alive connection whose request has finished would hold the close for its idle timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200).unref();
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await Promise.all([
        // app.close() also waits for account emails still being sent.
        app.close().then(() => app.log.info('requests finished, server closed')),
        scheduler?.stop(),
      ]);
      clearTimeout(grace);
      clearInterval(closeIdle);
      mailer.close();
      await database.close();
      app.log.info('database closed; exiting');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  for (const warning of configurationWarnings(env)) app.log.warn(warning);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`CampusPath: ${catalog.schools.length} schools (${catalog.version}) on ${database.engine}`);
  app.log.info(
    `Emails: ${mailer.describe}${env.REMINDER_INTERVAL_SECONDS > 0 ? `, every ${env.REMINDER_INTERVAL_SECONDS}s` : ', scheduler off'}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`CampusPath failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
