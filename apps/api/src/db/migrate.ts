import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-meta.ts';
import * as m0002 from './migrations/0002-accounts-workspace.ts';
import * as m0003 from './migrations/0003-reminders.ts';
import * as m0004 from './migrations/0004-compare.ts';
import * as m0005 from './migrations/0005-letters.ts';
import * as m0006 from './migrations/0006-rate-limits.ts';
import * as m0007 from './migrations/0007-reminder-change-times.ts';
import * as m0008 from './migrations/0008-email-links.ts';
import * as m0009 from './migrations/0009-home-state.ts';
import * as m0010 from './migrations/0010-roles-sharing.ts';
import * as m0011 from './migrations/0011-high-school-knowledge.ts';
import * as m0012 from './migrations/0012-history-round-optional.ts';
import * as m0013 from './migrations/0013-share-choices.ts';
import * as m0014 from './migrations/0014-calendar-sequences.ts';
import * as m0015 from './migrations/0015-invitations-emailed.ts';
import * as m0016 from './migrations/0016-open-item-indexes.ts';
import * as m0017 from './migrations/0017-aid-estimates.ts';
import * as m0018 from './migrations/0018-letter-requests.ts';
import * as m0019 from './migrations/0019-aid-offers.ts';
import * as m0020 from './migrations/0020-decisions.ts';
import * as m0021 from './migrations/0021-rosters.ts';
import * as m0022 from './migrations/0022-scholarships.ts';
import * as m0023 from './migrations/0023-deferred-decisions.ts';
import * as m0024 from './migrations/0024-join-codes.ts';
import * as m0025 from './migrations/0025-reply-deadline-by.ts';
import * as m0026 from './migrations/0026-class-plans.ts';
import * as m0027 from './migrations/0027-roster-invitation-queue.ts';
import * as m0028 from './migrations/0028-teacher-invitations.ts';
import * as m0029 from './migrations/0029-teacher-deadline-reminders.ts';
import * as m0030 from './migrations/0030-letter-approval.ts';
import * as m0031 from './migrations/0031-roster-teachers.ts';
import * as m0032 from './migrations/0032-roster-teacher-invitations.ts';
import * as m0033 from './migrations/0033-teacher-invitation-failures.ts';
import * as m0034 from './migrations/0034-users-locale.ts';
import * as m0035 from './migrations/0035-invitation-locale.ts';

/**
 * Forward-only migrations, listed here in order (a static list bundles cleanly and
 * never depends on the working directory). Add new files; never edit applied ones.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-meta': m0001,
  '0002-accounts-workspace': m0002,
  '0003-reminders': m0003,
  '0004-compare': m0004,
  '0005-letters': m0005,
  '0006-rate-limits': m0006,
  '0007-reminder-change-times': m0007,
  '0008-email-links': m0008,
  '0009-home-state': m0009,
  // 0010 is left to work landing in parallel (merge it in name order).
  '0010-roles-sharing': m0010,
  '0011-high-school-knowledge': m0011,
  '0012-history-round-optional': m0012,
  '0013-share-choices': m0013,
  '0014-calendar-sequences': m0014,
  '0015-invitations-emailed': m0015,
  '0016-open-item-indexes': m0016,
  '0017-aid-estimates': m0017,
  '0018-letter-requests': m0018,
  '0019-aid-offers': m0019,
  '0020-decisions': m0020,
  '0021-rosters': m0021,
  '0022-scholarships': m0022,
  '0023-deferred-decisions': m0023,
  '0024-join-codes': m0024,
  '0025-reply-deadline-by': m0025,
  '0026-class-plans': m0026,
  '0027-roster-invitation-queue': m0027,
  '0028-teacher-invitations': m0028,
  '0029-teacher-deadline-reminders': m0029,
  '0030-letter-approval': m0030,
  '0031-roster-teachers': m0031,
  '0032-roster-teacher-invitations': m0032,
  '0033-teacher-invitation-failures': m0033,
  '0034-users-locale': m0034,
  '0035-invitation-locale': m0035,
};

export const SCHEMA_VERSION = Object.keys(MIGRATIONS).at(-1)!;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  await migrateUpTo(db, SCHEMA_VERSION);
}

/** Applies the migrations up to and including `target`; tests use it to build a database as an older release left it. */
export async function migrateUpTo<T>(db: Kysely<T>, target: string): Promise<void> {
  if (!(target in MIGRATIONS)) throw new Error(`No migration is named ${target}`);
  const migrator = new Migrator({ db, provider, migrationTableName: 'kysely_migration', migrationLockTableName: 'kysely_migration_lock' });
  const { error, results } = await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
