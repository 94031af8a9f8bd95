import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, InvitationsTable } from '../../db/schema.ts';

/** The store of the invitations table (db/table-owners.ts): one-time links to a parent, or to another counselor of a school. */
export async function insertInvitation(db: Kysely<Database>, row: Insertable<InvitationsTable>): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

export async function findInvitationByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the invitation used, inside the transaction that acts on it; false when another request used or revoked it first. */
export async function markInvitationUsed(trx: Transaction<Database>, id: string, at: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The student's parent invitations still open at `now` (ISO), oldest first. */
export async function listOpenParentInvitations(db: Kysely<Database>, userId: string, now: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'scopes', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'parent')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

/** The switches chosen for every parent invitation the student sent to an address, oldest first. */
export async function listParentInvitationChoices(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('invitations')
    .select(['email', 'scopes', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'parent')
    .where('email', 'is not', null)
    .orderBy('created_at')
    .execute();
}

/** Revokes one of the student's unused parent invitations; returns whether there was one. */
export async function revokeParentInvitation(db: Kysely<Database>, userId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'parent')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The school's counselor invitations still waiting at `now` (ISO): not used, revoked or expired. */
export async function countPendingCounselorInvitations(db: Kysely<Database>, highSchoolId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('kind', '=', 'counselor')
    .where('high_school_id', '=', highSchoolId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every invitation the account sent, without its token hash (their data export). */
export async function listInvitationsSentBy(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'kind', 'email', 'high_school_id', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
