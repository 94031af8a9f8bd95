import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LocalScholarshipsTable } from '../../db/schema-scholarships.ts';

/**
 * The store of the local_scholarships table (db/table-owners.ts): the scholarships a high
 * school's counselors post for its students. Rows go with the school (cascade); a student's copy
 * keeps its own row (its link to the listing becomes null).
 */
export async function listLocalScholarshipRows(db: Kysely<Database>, highSchoolId: string) {
  return db.selectFrom('local_scholarships').selectAll().where('high_school_id', '=', highSchoolId).execute();
}

export async function findLocalScholarshipRow(db: Kysely<Database>, highSchoolId: string, id: string) {
  return db.selectFrom('local_scholarships').selectAll().where('id', '=', id).where('high_school_id', '=', highSchoolId).executeTakeFirst();
}

export async function countLocalScholarships(db: Kysely<Database>, highSchoolId: string): Promise<number> {
  const row = await db
    .selectFrom('local_scholarships')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertLocalScholarship(db: Kysely<Database>, row: Insertable<LocalScholarshipsTable>): Promise<void> {
  await db.insertInto('local_scholarships').values(row).execute();
}

export async function updateLocalScholarshipRow(
  db: Kysely<Database>,
  highSchoolId: string,
  id: string,
  changes: Updateable<LocalScholarshipsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('local_scholarships')
    .set(changes)
    .where('id', '=', id)
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLocalScholarshipRow(db: Kysely<Database>, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('local_scholarships')
    .where('id', '=', id)
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
