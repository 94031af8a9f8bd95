import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ReminderDeliveriesTable } from '../../db/schema.ts';

/**
 * The store of the reminder_deliveries table (db/table-owners.ts): the ledger of reminder emails,
 * one row per email, claimed before it is sent (reminder-ledger.ts holds the rules).
 */
export async function listDeliveriesOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('reminder_deliveries')
    .select(['user_id', 'id', 'delivery_key', 'item_key', 'days_left', 'status', 'claimed_at', 'attempts'])
    .where('user_id', 'in', userIds)
    .execute();
}

/** Inserts a claim unless one exists for its (user_id, delivery_key): returns its id when this insert won. */
export async function insertClaim(db: Kysely<Database>, claim: Insertable<ReminderDeliveriesTable>): Promise<string | null> {
  const inserted = await db
    .insertInto('reminder_deliveries')
    .values(claim)
    .onConflict((conflict) => conflict.columns(['user_id', 'delivery_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Takes over a claim as it was read (same status and claim time): only one process can win.
 * Returns whether this one did.
 */
export async function takeOverClaim(
  db: Kysely<Database>,
  existing: { id: string; status: string; claimed_at: string },
  changes: Updateable<ReminderDeliveriesTable>,
): Promise<boolean> {
  const taken = await db
    .updateTable('reminder_deliveries')
    .set(changes)
    .where('id', '=', existing.id)
    .where('status', '=', existing.status as ReminderDeliveriesTable['status'])
    .where('claimed_at', '=', existing.claimed_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Records how a delivery claimed by `instanceId` ended. */
export async function finishClaim(
  db: Kysely<Database>,
  id: string,
  instanceId: string,
  changes: Updateable<ReminderDeliveriesTable>,
): Promise<void> {
  await db.updateTable('reminder_deliveries').set(changes).where('id', '=', id).where('claimed_by', '=', instanceId).execute();
}
