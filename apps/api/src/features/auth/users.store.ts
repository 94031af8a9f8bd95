import { PostgresAdapter, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

/**
 * The store of the users table (db/table-owners.ts): accounts of every role. Other features read
 * the columns they need through these functions and never query the table themselves.
 */
export type UserRow = Selectable<UsersTable>;
export type UserColumn = keyof UserRow & string;

/** The columns asked for of one account; undefined when there is no such account. */
export async function findUserColumns<C extends UserColumn>(
  db: Kysely<Database>,
  userId: string,
  columns: readonly C[],
): Promise<Pick<UserRow, C> | undefined> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirst();
  return row as Pick<UserRow, C> | undefined;
}

/** findUserColumns for an account that must exist (the signed-in user, a row just read): throws when it does not. */
export async function requireUserColumns<C extends UserColumn>(
  db: Kysely<Database>,
  userId: string,
  columns: readonly C[],
): Promise<Pick<UserRow, C>> {
  const row = await findUserColumns(db, userId, columns);
  if (!row) throw new Error(`Account ${userId} has no row`);
  return row;
}

/** The columns asked for of the account with this address (as stored: lower case), if any. */
export async function findUserColumnsByEmail<C extends UserColumn>(
  db: Kysely<Database>,
  email: string,
  columns: readonly C[],
): Promise<Pick<UserRow, C> | undefined> {
  const row = await db.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
  return row as Pick<UserRow, C> | undefined;
}

/**
 * The newest accounts (at most `limit`) waiting for `email` as their pending address: a change of
 * address not yet confirmed, or an account signed up while the address was in use (users.ts).
 */
export async function listUnclaimedByPendingEmail(db: Kysely<Database>, email: string, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email'])
    .where('pending_email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The columns asked for of several accounts (in no particular order). */
export async function listUserColumns<C extends UserColumn>(
  db: Kysely<Database>,
  userIds: readonly string[],
  columns: readonly C[],
): Promise<Pick<UserRow, C | 'id'>[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([...new Set<C | 'id'>(['id', ...columns])])
    .where('id', 'in', userIds)
    .execute();
  return rows as unknown as Pick<UserRow, C | 'id'>[];
}

/** The columns asked for of the accounts with these addresses (as stored: lower case). */
export async function listUserColumnsByEmails<C extends UserColumn>(
  db: Kysely<Database>,
  emails: readonly string[],
  columns: readonly C[],
): Promise<Pick<UserRow, C | 'email'>[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([...new Set<C | 'email'>(['email', ...columns])])
    .where('email', 'in', emails)
    .execute();
  return rows as unknown as Pick<UserRow, C | 'email'>[];
}

/** True when an account other than `userId` uses `email`. */
export async function emailUsedByAnother(db: Kysely<Database>, email: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Sets the given columns of the account. */
export async function updateUser(db: Kysely<Database>, userId: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/**
 * A change of address takes effect: `email` (the pending one) becomes the account's, verified at
 * `stamp`. Returns false when the pending address is no longer `email` (changed meanwhile).
 */
export async function confirmPendingEmail(trx: Transaction<Database>, userId: string, email: string, stamp: string): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    .set({ email, pending_email: null, email_verified_at: stamp, updated_at: stamp })
    .where('id', '=', userId)
    .where('pending_email', '=', email)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The account's own address `email` is verified at `stamp`; false when the address is no longer `email`. */
export async function markEmailVerified(trx: Transaction<Database>, userId: string, email: string, stamp: string): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    .set({ email_verified_at: stamp })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * A new password through a reset link sent to `email`; the address counts as verified from then
 * on. False when the account's address is no longer `email`.
 */
export async function resetPasswordHash(
  trx: Transaction<Database>,
  userId: string,
  email: string,
  passwordHash: string,
  stamp: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(stamp)),
      updated_at: stamp,
    }))
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Removes the account; every row it owns goes with it (each table cascades from users). */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Demo accounts whose expiry is at or before `now` (ISO). */
export async function listExpiredDemoUsers(db: Kysely<Database>, now: string) {
  return db.selectFrom('users').select(['id', 'role']).where('is_demo', '=', 1).where('expires_at', '<=', now).execute();
}

/**
 * Locks the account's row for the rest of the transaction on PostgreSQL (FOR NO KEY UPDATE), the
 * student lock of student-lock.ts; SQLite's transactions already run one at a time.
 */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }
}

/** Which of `userIds` are demo accounts (their workspace is sample content). */
export async function demoAccountIds(db: Kysely<Database>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).where('is_demo', '=', 1).execute();
  return new Set(rows.map((row) => row.id));
}
