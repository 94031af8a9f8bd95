import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadCatalog } from './catalog/catalog.ts';
import { openDatabase } from './db/database.ts';
import { writeMeta } from './db/meta.ts';
import { SCHEMA_VERSION, migrateToLatest } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { removeExpiredDemoAccounts } from './features/demo/demo.service.ts';
import { createReminderScheduler } from './features/reminders/reminder-scheduler.ts';
import { redactUrl } from './lib/log-redaction.ts';
import { createMailer } from './lib/mailer.ts';
import { loadAppSecret } from './lib/signed-tokens.ts';
import { createFileSystemStorage } from './lib/storage.ts';

/** env -> database -> catalogue -> app -> listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database.db);
  const catalog = loadCatalog(join(env.DATA_DIR, 'catalog.json.gz'));
  await writeMeta(database.db, { schema_version: SCHEMA_VERSION, dataset_version: catalog.version });

  const storage = createFileSystemStorage(env.UPLOADS_DIR);
  await removeExpiredDemoAccounts({ db: database.db, storage });

  const links = { secret: await loadAppSecret(database.db, env.APP_SECRET), publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
  const app = await buildApp({
    links,
    catalog,
    database,
    storage,
    trustProxy: env.TRUST_PROXY,
    authRateLimits: { perIp: env.AUTH_RATE_LIMIT_PER_IP, perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL, windowMs: 15 * 60_000 },
    webDistDir: env.WEB_DIST_DIR || null,
    benchRoutes: env.ENABLE_BENCH_ROUTES,
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body', '*.password'],
      serializers: {
        req: (request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          hostname: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
  });

  // Reminder emails: exactly once across every process on this database (reminder-scheduler.ts).
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.OUTBOX_DIR, from: env.MAIL_FROM });
  const scheduler = createReminderScheduler({ db: database.db, catalog, mailer, ...links, log: app.log });
  if (env.REMINDER_INTERVAL_SECONDS > 0) scheduler.start(env.REMINDER_INTERVAL_SECONDS * 1000);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await scheduler.stop();
      mailer.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`CampusPath: ${catalog.schools.length} schools (${catalog.version}) on ${database.engine}`);
  app.log.info(
    `Reminder emails: ${mailer.describe}${env.REMINDER_INTERVAL_SECONDS > 0 ? `, every ${env.REMINDER_INTERVAL_SECONDS}s` : ', scheduler off'}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`CampusPath failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
