import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The store of the aid_estimates table (db/table-owners.ts): a student's saved estimator inputs. */
export async function findAidEstimateRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom('aid_estimates').select(['inputs', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the inputs, replacing any saved before (one estimate per account). */
export async function upsertAidEstimate(db: Kysely<Database>, userId: string, inputs: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('aid_estimates')
    .values({ user_id: userId, inputs, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ inputs, updated_at: updatedAt }))
    .execute();
}

export async function deleteAidEstimate(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('aid_estimates').where('user_id', '=', userId).execute();
}
