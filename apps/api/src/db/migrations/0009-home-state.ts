import type { Kysely } from 'kysely';

/**
 * The student's home state ("Out-of-state families see in-state prices"):
 * profiles.home_state is a two-letter state code, or null when not given. At a public college in
 * another state the headline cost is the out-of-state price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('home_state', 'varchar(2)').execute();
}
