import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

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
