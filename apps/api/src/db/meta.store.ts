import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The store of the meta table (db/table-owners.ts): the app's own settings, key by key. */
export async function writeMeta(db: Kysely<Database>, values: Record<string, string>, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('meta')
      .values({ key, value, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
      .execute();
  }
}

export async function readMeta(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Stores `value` under `key` unless the key is already set (the first writer wins), then reads back what is stored. */
export async function writeMetaOnce(db: Kysely<Database>, key: string, value: string, now: Date): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
