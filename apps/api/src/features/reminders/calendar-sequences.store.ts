import type { Insertable, Kysely } from 'kysely';
import type { CalendarSequencesTable, Database } from '../../db/schema.ts';

/**
 * The store of the calendar_sequences table (db/table-owners.ts): each calendar event's last
 * served fingerprint and SEQUENCE (calendar-sequences.ts says how they move).
 */
export async function listCalendarSequences(db: Kysely<Database>, userId: string) {
  return db.selectFrom('calendar_sequences').select(['item_key', 'fingerprint', 'sequence']).where('user_id', '=', userId).execute();
}

/** Records each event's new fingerprint and SEQUENCE, replacing what it said before. */
export async function saveCalendarSequences(db: Kysely<Database>, rows: readonly Insertable<CalendarSequencesTable>[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('calendar_sequences')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'item_key']).doUpdateSet({ fingerprint: row.fingerprint, sequence: row.sequence }),
      )
      .execute();
  }
}
