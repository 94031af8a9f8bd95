import type { Insertable, Kysely } from 'kysely';
import type { Database, SharesTable } from '../../db/schema.ts';

/**
 * The store of the shares and share_views tables (db/table-owners.ts): what each student shows
 * to whom (a parent, or their school's counselors), and when each viewer last looked.
 * Invitations are in invitations.store.ts.
 */
const shareColumns = ['id', 'viewer_id', 'high_school_id', 'scopes', 'created_at'] as const;

/** The student's shares, oldest first. */
export async function listSharesOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('shares').select(shareColumns).where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function findShare(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('shares').select(shareColumns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Every share of the student, with its last change (their data export). */
export async function listShareRowsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('shares').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

/** The shares naming `viewerId` (the students a parent follows). */
export async function listSharesWith(db: Kysely<Database>, viewerId: string) {
  return db.selectFrom('shares').select(['user_id', 'scopes', 'created_at']).where('viewer_id', '=', viewerId).execute();
}

/**
 * Adds a share, unless the student already shares with that viewer (a parent) or with their
 * school's counselors: the existing one stays as it is.
 */
export async function insertShare(db: Kysely<Database>, share: Insertable<SharesTable>): Promise<void> {
  await db
    .insertInto('shares')
    .values(share)
    .onConflict((conflict) => conflict.columns(share.viewer_id ? ['user_id', 'viewer_id'] : ['user_id', 'high_school_id']).doNothing())
    .execute();
}

export async function updateShareScopes(db: Kysely<Database>, userId: string, id: string, scopes: string, at: string): Promise<void> {
  await db.updateTable('shares').set({ scopes, updated_at: at }).where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Ends one of the student's shares; returns whether it existed. */
export async function deleteShare(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('shares').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends what the student shares with their school's counselors. */
export async function deleteSchoolShares(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('shares').where('user_id', '=', userId).where('high_school_id', 'is not', null).execute();
}

/** Who looked at each of these shares and when, most recent first. */
export async function listShareViews(db: Kysely<Database>, shareIds: readonly string[]) {
  if (shareIds.length === 0) return [];
  return db
    .selectFrom('share_views')
    .select(['share_id', 'viewer_id', 'viewed_at'])
    .where('share_id', 'in', shareIds)
    .orderBy('viewed_at', 'desc')
    .execute();
}

/** Records that `viewerId` looked through the share at `at` (their latest look replaces the last). */
export async function recordShareView(db: Kysely<Database>, shareId: string, viewerId: string, at: string): Promise<void> {
  await db
    .insertInto('share_views')
    .values({ share_id: shareId, viewer_id: viewerId, viewed_at: at })
    .onConflict((conflict) => conflict.columns(['share_id', 'viewer_id']).doUpdateSet({ viewed_at: at }))
    .execute();
}
