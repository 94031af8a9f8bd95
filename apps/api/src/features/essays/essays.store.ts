import type { Insertable, Kysely } from 'kysely';
import type { Database, EssayApplicationsTable, EssaysTable } from '../../db/schema.ts';

/**
 * The store of the essays and essay_applications tables (db/table-owners.ts): the student's
 * essays and which applications each is for. Versions are in essay-versions.store.ts.
 */
export async function listEssayRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('essays').selectAll().where('user_id', '=', userId).execute();
}

export async function findEssayRow(db: Kysely<Database>, userId: string, essayId: string) {
  return db.selectFrom('essays').selectAll().where('id', '=', essayId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countEssays(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('essays')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

export async function insertEssay(db: Kysely<Database>, row: Insertable<EssaysTable>): Promise<void> {
  await db.insertInto('essays').values(row).execute();
}

/** The essay's text while it is still at `version` (undefined once another save moved it on). */
export async function findEssayBodyAt(db: Kysely<Database>, userId: string, essayId: string, version: number) {
  return db
    .selectFrom('essays')
    .select('body')
    .where('id', '=', essayId)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export type EssayChanges = Partial<Pick<EssaysTable, 'title' | 'prompt' | 'body' | 'word_count' | 'max_words' | 'due_date' | 'status'>>;

/**
 * Compare-and-set: applies `changes` and moves the essay to `version + 1` only while it is at
 * `version`, in one UPDATE, so two saves of the same version cannot both win. With `startDraft`
 * and no status of its own, Not Started becomes Drafting (the first saved text starts the
 * draft) and any other status stays. Returns whether it applied.
 */
export async function updateEssayAt(
  db: Kysely<Database>,
  userId: string,
  essayId: string,
  version: number,
  changes: EssayChanges & { updated_at: string },
  { startDraft = false } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('essays')
    .set((eb) => ({
      ...changes,
      ...(changes.status === undefined && startDraft
        ? { status: eb.case().when('status', '=', 'not-started').then('drafting').else(eb.ref('status')).end() }
        : {}),
      version: version + 1,
    }))
    .where('id', '=', essayId)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the student's essay (its versions and links cascade); returns whether it existed. */
export async function deleteEssayRow(db: Kysely<Database>, userId: string, essayId: string): Promise<boolean> {
  const result = await db.deleteFrom('essays').where('id', '=', essayId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Links the essay to exactly these applications of the student. */
export async function replaceEssayLinks(
  db: Kysely<Database>,
  userId: string,
  essayId: string,
  applicationIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('essay_applications').where('essay_id', '=', essayId).where('user_id', '=', userId).execute();
  await insertEssayLinks(
    db,
    applicationIds.map((applicationId) => ({ essay_id: essayId, application_id: applicationId, user_id: userId })),
  );
}

export async function insertEssayLinks(db: Kysely<Database>, links: readonly Insertable<EssayApplicationsTable>[]): Promise<void> {
  if (links.length > 0) await db.insertInto('essay_applications').values(links).execute();
}

/** How many essays are linked to each of the student's applications (or only to `applicationId`). */
export async function countEssayLinksByApplication(db: Kysely<Database>, userId: string, applicationId?: string) {
  let query = db
    .selectFrom('essay_applications')
    .select(['application_id', (eb) => eb.fn.countAll().as('count')])
    .where('user_id', '=', userId)
    .groupBy('application_id');
  if (applicationId) query = query.where('application_id', '=', applicationId);
  return query.execute();
}

/** The essays linked to the student's application. */
export async function essayIdsLinkedTo(db: Kysely<Database>, userId: string, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('essay_applications')
    .select('essay_id')
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.essay_id);
}

/** Deletes those of `essayIds` that no application uses any more. */
export async function deleteEssaysLinkedNowhere(db: Kysely<Database>, userId: string, essayIds: readonly string[]): Promise<void> {
  if (essayIds.length === 0) return;
  await db
    .deleteFrom('essays')
    .where('user_id', '=', userId)
    .where('id', 'in', essayIds)
    .where('id', 'not in', db.selectFrom('essay_applications').select('essay_id'))
    .execute();
}

/** The student's essay statuses (the dashboard's readiness). */
export async function listEssayStatuses(db: Kysely<Database>, userId: string) {
  return db.selectFrom('essays').select(['status']).where('user_id', '=', userId).execute();
}

/** Whether the student has any essay at all. */
export async function hasEssay(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('essays').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The students' essays due from `from` to `to` (both included). */
export async function listEssaysDueBetween(db: Kysely<Database>, userIds: readonly string[], { from, to }: { from: string; to: string }) {
  return db
    .selectFrom('essays')
    .select(['user_id', 'id', 'title', 'status', 'due_date'])
    .where('user_id', 'in', userIds)
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .execute();
}

/** When each of the student's essays was created and last changed (the calendar feed's revisions). */
export async function listEssayTimes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('essays').select(['id', 'created_at', 'updated_at']).where('user_id', '=', userId).execute();
}

/** When each of these essays was created. */
export async function essayCreationTimes(db: Kysely<Database>, essayIds: readonly string[]) {
  if (essayIds.length === 0) return [];
  return db.selectFrom('essays').select(['id', 'created_at']).where('id', 'in', essayIds).execute();
}
