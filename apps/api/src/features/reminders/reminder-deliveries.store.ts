import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, ReminderDeliveriesTable } from '../../db/schema.ts';

/**
 * The store of the reminder_deliveries table (db/table-owners.ts): the ledger of reminder emails,
 * one row per email, claimed before it is sent (reminder-ledger.ts holds the rules).
 */
const COLUMNS = ['user_id', 'id', 'delivery_key', 'item_key', 'days_left', 'status', 'claimed_at', 'attempts'] as const;

/**
 * The deliveries of `userIds` about the items `itemKeys` (kind:id:date; through the (user_id,
 * item_key) index) or keyed `deliveryKeys` (through the (user_id, delivery_key) unique index):
 * only the rows still in play, never a student's whole history.
 */
export async function listDeliveriesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
  keys: { itemKeys: readonly string[]; deliveryKeys: readonly string[] },
) {
  if (userIds.length === 0) return [];
  const reads = [];
  for (let start = 0; start < keys.itemKeys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.itemKeys.slice(start, start + KEYS_PER_QUERY);
    reads.push(
      db.selectFrom('reminder_deliveries').select(COLUMNS).where('user_id', 'in', userIds).where('item_key', 'in', chunk).execute(),
    );
  }
  if (keys.deliveryKeys.length > 0) {
    reads.push(
      db
        .selectFrom('reminder_deliveries')
        .select(COLUMNS)
        .where('user_id', 'in', userIds)
        .where('delivery_key', 'in', keys.deliveryKeys)
        .execute(),
    );
  }
  return (await Promise.all(reads)).flat();
}

/** Keys per query, well under either engine's limit on bound parameters with a page of user ids. */
const KEYS_PER_QUERY = 2000;

/**
 * Which of `itemRefs` (kind:id) `userId` has had any delivery about, whatever the item's date then
 * (a moved deadline keeps its history).
 */
export async function listRemindedItems(db: Kysely<Database>, userId: string, itemRefs: readonly string[]): Promise<Set<string>> {
  if (itemRefs.length === 0) return new Set();
  const rows = await db
    .selectFrom('reminder_deliveries')
    .select('item_key')
    .where('user_id', '=', userId)
    .where((eb) => eb.or(itemRefs.map((ref) => eb(sql`substr(item_key, 1, ${ref.length + 1})`, '=', `${ref}:`))))
    .execute();
  const reminded = new Set(rows.map((row) => row.item_key?.split(':').slice(0, 2).join(':')));
  return new Set(itemRefs.filter((ref) => reminded.has(ref)));
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
