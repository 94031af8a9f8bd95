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
 * Which of `itemRefs` (kind:id) each of `userIds` has had any delivery about, whatever the item's
 * date then (a moved deadline keeps its history): `userId kind:id` strings, one query per
 * KEYS_PER_QUERY refs.
 */
export async function listRemindedItems(
  db: Kysely<Database>,
  userIds: readonly string[],
  itemRefs: readonly string[],
): Promise<Set<string>> {
  const reminded = new Set<string>();
  if (userIds.length === 0) return reminded;
  for (let start = 0; start < itemRefs.length; start += REFS_PER_QUERY) {
    const chunk = itemRefs.slice(start, start + REFS_PER_QUERY);
    const rows = await db
      .selectFrom('reminder_deliveries')
      .select(['user_id', 'item_key'])
      .where('user_id', 'in', userIds)
      .where((eb) => eb.or(chunk.map((ref) => eb(sql`substr(item_key, 1, ${ref.length + 1})`, '=', `${ref}:`))))
      .execute();
    for (const row of rows) reminded.add(`${row.user_id} ${row.item_key?.split(':').slice(0, 2).join(':')}`);
  }
  return reminded;
}

/** Item refs per lookup of earlier reminders (each is an OR branch with two parameters). */
const REFS_PER_QUERY = 200;

/**
 * Inserts claims, each unless one exists for its (user_id, delivery_key), in one statement per
 * CLAIMS_PER_INSERT rows: returns the ids of the rows these inserts wrote (the claims this process won).
 */
export async function insertClaims(db: Kysely<Database>, claims: readonly Insertable<ReminderDeliveriesTable>[]): Promise<Set<string>> {
  const won = new Set<string>();
  // One order for every process: two PostgreSQL inserts racing on the same keys then wait on each
  // other's rows in the same sequence and cannot deadlock.
  const orderOf = (claim: Insertable<ReminderDeliveriesTable>) => `${claim.user_id}\u0000${claim.delivery_key}`;
  const ordered = [...claims].sort((a, b) => (orderOf(a) < orderOf(b) ? -1 : orderOf(a) > orderOf(b) ? 1 : 0));
  for (let start = 0; start < ordered.length; start += CLAIMS_PER_INSERT) {
    const rows = await db
      .insertInto('reminder_deliveries')
      .values(ordered.slice(start, start + CLAIMS_PER_INSERT))
      .onConflict((conflict) => conflict.columns(['user_id', 'delivery_key']).doNothing())
      .returning('id')
      .execute();
    for (const { id } of rows) won.add(id);
  }
  return won;
}

/** Claims per insert: 11 parameters a row, well under either engine's limit on bound parameters. */
const CLAIMS_PER_INSERT = 200;

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

/** Records how the deliveries `ids` claimed by `instanceId` ended, in one statement (the caller chunks `ids`). */
export async function finishClaims(
  db: Kysely<Database>,
  ids: readonly string[],
  instanceId: string,
  changes: Updateable<ReminderDeliveriesTable>,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('reminder_deliveries').set(changes).where('id', 'in', ids).where('claimed_by', '=', instanceId).execute();
}
