import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once; a bad value stops the process with a
 * message naming the variable. Paths default to the repository layout, found from this
 * file (apps/api/src or the bundled apps/api/dist), so the server runs from any directory.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A connection with a request in flight that sends and receives nothing this long is closed; a moving upload never is. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** postgres://… for PostgreSQL; otherwise a SQLite file path (default var/campuspath.sqlite). */
  DATABASE_URL: z.string().min(1).default(`${repoRoot}var/campuspath.sqlite`),
  /** Folder holding catalog.json.gz, built by `npm run data:build`. */
  DATA_DIR: z.string().min(1).default(`${repoRoot}data/catalog`),
  /** Uploaded documents (filesystem storage). */
  UPLOADS_DIR: z.string().min(1).default(`${repoRoot}var/uploads`),
  /** "true" behind a reverse proxy that sets X-Forwarded-Proto/For (Secure cookies, client IPs). */
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  /** Sign-in/sign-up/demo attempts allowed per client IP every 15 minutes. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins allowed per email address and client IP together, and per address from all clients, every 15 minutes. */
  AUTH_RATE_LIMIT_PER_EMAIL_AND_IP: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(50),
  /** The web's production build, served by the API process; empty disables it. */
  WEB_DIST_DIR: z.string().default(`${repoRoot}apps/web/dist`),
  /** Registers GET /api/bench/baseline for `npm run bench:api`; off unless exactly "true". */
  ENABLE_BENCH_ROUTES: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  /** Where students reach the app, for links in emails and the calendar feed; default http://localhost:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'Use an http(s) URL like https://campuspath.example' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Signs calendar-feed and unsubscribe links; set the same value on every API process (at least 32 characters). */
  APP_SECRET: z.string().min(32, { error: 'Use at least 32 random characters' }).optional(),
  /** smtp(s)://user:pass@host:port for reminder and account emails; without it they are written to OUTBOX_DIR as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Use smtp://… or smtps://…' }).optional(),
  MAIL_FROM: z.string().min(3).default('CampusPath <reminders@campuspath.local>'),
  OUTBOX_DIR: z.string().min(1).default(`${repoRoot}var/outbox`),
  /** How often the reminder scheduler looks for emails to send; 0 turns it off in this process. */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How long a claimed reminder whose process died waits before another process sends it (reminder-ledger.ts). */
  REMINDER_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  /** How long a signed-in page's first response waits for the person's data before sending the plain shell (signed-in-page.ts). */
  SIGNED_IN_PAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** API tests only: a file each test file appends its OpenAPI check counts to (`npm run check:openapi`). */
  OPENAPI_CHECK_REPORT: z.string().optional(),
  /** API tests only: the database the run migrated once, which each test file copies (apps/api/vitest.global-setup.ts, decision 0017). */
  TEST_TEMPLATE_DATABASE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/**
 * Settings that work but are most likely a mistake, one line each for the start-up log. Real email
 * (SMTP_URL) with a PUBLIC_URL that is not https sends every link in it (the item, the settings,
 * the unsubscribe links) over plain http, or to localhost when PUBLIC_URL is unset.
 */
export function configurationWarnings(env: Pick<Env, 'PUBLIC_URL' | 'SMTP_URL'>): string[] {
  const warnings: string[] = [];
  if (env.SMTP_URL && !env.PUBLIC_URL?.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL ?? 'not set (http://localhost)'} while SMTP_URL sends reminder emails: every link in them ` +
        'will be plain http. Set PUBLIC_URL to the https address students use.',
    );
  }
  return warnings;
}

export const REPO_ROOT = repoRoot;
