import type { Catalog } from '../catalog/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { AuthRateLimits } from './auth-limits.ts';
import type { BackgroundTasks } from './background.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';
import type { FileStorage } from './storage.ts';

/** What every signed-in feature's routes receive from buildApp. */
export interface FeatureDeps {
  catalog: Catalog;
  database: DatabaseHandle;
  storage: FileStorage;
  /** Signing secret and public address for links that leave the app (calendar feed, emails). */
  links: LinkConfig;
  /** Account emails (verification, password reset, notices), sent after the answer. */
  mail: MailDeps;
  /** The app's one clock (lib/clock.ts): every service takes the time from it, so tests can move it. */
  now: Clock;
  /** The account routes' rate limits (lib/auth-limits.ts). */
  authLimits: AuthRateLimits;
}

export interface LinkConfig {
  /** HMAC secret of feed and unsubscribe tokens (lib/signed-tokens.ts); never logged. */
  secret: string;
  /** Origin the student reaches the app at, without a trailing slash (https://campuspath.example). */
  publicUrl: string;
}

export interface MailDeps {
  mailer: Mailer;
  /** Where sends run, after the answer (lib/background.ts). */
  background: BackgroundTasks;
}
