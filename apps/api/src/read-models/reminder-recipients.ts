import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `reminder-recipients` (users, reminder_settings, reminder_deliveries, shares): whom
 * the reminder scheduler emails (features/reminders/reminder-candidates.ts, family-digest.ts).
 * Each page of a tick is one indexed query joining the account, its settings and what its ledger
 * already holds, so a tick costs a few queries per page of students rather than a few per student.
 * Only accounts that may receive email appear: never a demo account, never an unverified address
 * (an address typed by mistake must not get a stranger's deadlines).
 */
function accountsWithSettings(db: Kysely<Database>, ids?: readonly string[]) {
  return (
    db
      .selectFrom('users')
      .leftJoin('reminder_settings', (join) => {
        const on = join.onRef('reminder_settings.user_id', '=', 'users.id');
        // The ids named on the settings side too: PostgreSQL then reads only their settings, by
        // key. Without it, it hashed the whole table for every page of 500 students, so a page's
        // read grew with every student there is (29 ms a page at 100k students, 4 ms with it).
        return ids ? on.on('reminder_settings.user_id', 'in', ids) : on;
      })
      .selectAll('reminder_settings')
      // After selectAll: reminder_settings.email (the channel flag) must not shadow the address.
      .select(['users.id as account_id', 'users.email as address', 'users.name as account_name', 'users.locale as account_locale'])
      .where('users.is_demo', '=', 0)
      .where('users.email_verified_at', 'is not', null)
  );
}

/** These accounts, when they may receive email, with their settings (null columns without a row), by id. */
export async function listEmailableAccounts(db: Kysely<Database>, userIds: readonly string[]) {
  return accountsWithSettings(db, userIds).where('users.id', 'in', userIds).orderBy('users.id').execute();
}

/**
 * The teacher accounts at these (lower-cased) addresses, when they may receive email, with their
 * settings: whom a letter's deadline reminder goes to (features/reminders/teacher-deadline-reminders.ts).
 */
export async function listEmailableTeachers(db: Kysely<Database>, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return accountsWithSettings(db).where('users.email', 'in', emails).where('users.role', '=', 'teacher').execute();
}

/**
 * Digest subscribers after `after` (by id) whose digest of this week is not out yet: no digest
 * delivery sent or skipped since `openedIso`, read on the ledger's (user_id, delivery_key) index.
 */
export async function listDigestSubscribers(db: Kysely<Database>, after: string, openedIso: string, pageSize: number) {
  return accountsWithSettings(db)
    .where('reminder_settings.weekly_digest', '=', 1)
    .where('reminder_settings.user_id', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_deliveries')
            .select('reminder_deliveries.id')
            .whereRef('reminder_deliveries.user_id', '=', 'users.id')
            // digest:{ISO week} keys: a range on the (user_id, delivery_key) unique index.
            .where('reminder_deliveries.delivery_key', '>=', 'digest:')
            .where('reminder_deliveries.delivery_key', '<', 'digest;')
            .where('reminder_deliveries.status', 'in', ['sent', 'skipped'])
            .where('reminder_deliveries.claimed_at', '>=', openedIso),
        ),
      ),
    )
    .orderBy('reminder_settings.user_id')
    .limit(pageSize)
    .execute();
}

/**
 * Parent-student pairs after `after` (by share id) whose parent wants the weekly digest and may
 * receive email, less the pairs whose digest of this week is already out (sent, or skipped for
 * having nothing), with the parent's settings and the student's zone.
 */
export async function listFamilyDigestPairs(db: Kysely<Database>, after: string, openedIso: string, pageSize: number) {
  return db
    .selectFrom('shares')
    .innerJoin('users as parent', 'parent.id', 'shares.viewer_id')
    .innerJoin('reminder_settings', 'reminder_settings.user_id', 'parent.id')
    .innerJoin('users as student', 'student.id', 'shares.user_id')
    .leftJoin('reminder_settings as student_settings', 'student_settings.user_id', 'student.id')
    .selectAll('reminder_settings')
    .select([
      'shares.id as share_id',
      'shares.scopes',
      'parent.id as parent_id',
      'parent.email as address',
      'parent.name as parent_name',
      'parent.locale as parent_locale',
      'student.id as student_id',
      'student.name as student_name',
      'student_settings.time_zone as student_zone',
    ])
    .where('parent.role', '=', 'parent')
    .where('parent.is_demo', '=', 0)
    .where('parent.email_verified_at', 'is not', null)
    .where('reminder_settings.weekly_digest', '=', 1)
    .where('shares.id', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_deliveries')
            .select('reminder_deliveries.id')
            .whereRef('reminder_deliveries.user_id', '=', 'parent.id')
            .where('reminder_deliveries.delivery_key', '>=', 'family-digest:')
            .where('reminder_deliveries.delivery_key', '<', 'family-digest;')
            .whereRef('reminder_deliveries.item_key', '=', 'shares.user_id')
            .where('reminder_deliveries.status', 'in', ['sent', 'skipped'])
            .where('reminder_deliveries.claimed_at', '>=', openedIso),
        ),
      ),
    )
    .orderBy('shares.id')
    .limit(pageSize)
    .execute();
}
