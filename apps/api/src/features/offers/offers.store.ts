import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AidOffersTable } from '../../db/schema-offers.ts';

/**
 * The store of the aid_offers table (db/table-owners.ts): one offer per application, owned by
 * the student. Rows go with their application or their account (both cascade).
 */
export async function listOfferRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('aid_offers').selectAll().where('user_id', '=', userId).execute();
}

export async function findOfferRow(db: Kysely<Database>, userId: string, applicationId: string) {
  return db
    .selectFrom('aid_offers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** Adds the application's offer, or replaces its lines (keeping when it was first entered). */
export async function upsertOfferRow(db: Kysely<Database>, row: Insertable<AidOffersTable>): Promise<void> {
  await db
    .insertInto('aid_offers')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('application_id')
        .doUpdateSet({ entries: row.entries, entered_by_name: row.entered_by_name, updated_at: row.updated_at }),
    )
    .execute();
}

/** Deletes the application's offer; returns whether there was one. */
export async function deleteOfferRow(db: Kysely<Database>, userId: string, applicationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('aid_offers')
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
