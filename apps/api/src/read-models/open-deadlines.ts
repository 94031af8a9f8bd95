import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DeadlinesQuery } from '@campuspath/contract/deadlines';
import type { Database } from '../db/schema.ts';

/**
 * Read model `open-deadlines` (tasks, essays, letters, applications, scholarships): the students with something
 * not done due inside a window, the reminder scheduler's selection of whom to look at
 * (features/reminders/reminder-candidates.ts): one source per kind of dated item, each paging
 * through its open items inside the window, so it never reads the students with nothing due. What
 * counts as done is defined here, and the deadlines feature uses the same definitions.
 */

/** Application statuses from which the application counts as done (sent, decided or withdrawn). */
export const DONE_APPLICATION_STATUSES = new Set(['submitted', 'deferred', 'accepted', 'rejected', 'waitlisted', 'withdrawn']);
/** An accepted application's reply and deposit date is open until the deposit is paid (or the offer declined: withdrawn). */
export const isReplyOpen = (row: { status: string; deposit_paid: number }): boolean => row.status === 'accepted' && !row.deposit_paid;
/** A waitlist's reply-by date is open while the application is on the waitlist. */
export const isWaitlistOpen = (row: { status: string }): boolean => row.status === 'waitlisted';
/** An essay with this status is done. */
export const COMPLETED_ESSAY_STATUS = 'completed';
/** A scholarship's deadline is open while the student has not applied yet. */
export const OPEN_SCHOLARSHIP_STATUS = 'planned';
/** Letters that no longer need anything: written, or declined by the recommender. */
export const CLOSED_RECOMMENDATION_STATUSES = ['completed', 'declined'];

/** Where a source's page of open items ends: the next page starts after this (date, owner). */
export interface OpenItemCursor {
  date: string;
  userId: string;
}

/** One kind of dated item the reminder scheduler looks at, read through its partial index (migrations 0016, 0020, 0022). */
export interface OpenItemSource {
  kind: string;
  /**
   * Up to `limit` (owner, date) pairs of this kind's open items due from `from` to `to`, in (date,
   * owner) order after `cursor`: one range scan of at most `limit` index entries, whatever the
   * number of students or of done items.
   */
  page(db: Kysely<Database>, window: DeadlinesQuery, cursor: OpenItemCursor | null, limit: number): Promise<OpenItemCursor[]>;
}

type DatedQuery = SelectQueryBuilder<Database, 'tasks' | 'essays' | 'letters' | 'applications' | 'scholarships', object>;

/**
 * A source over the table `from` selects from: `open` must be, word for word, the predicate of
 * the table's partial index in migration 0016, 0020 or 0022 (SQLite uses a partial index only for a query
 * repeating it).
 */
function openItemsOf(
  kind: string,
  from: (db: Kysely<Database>) => DatedQuery,
  dateColumn: 'due_date' | 'deadline' | 'reply_deadline' | 'waitlist_reply_date',
  open: string,
): OpenItemSource {
  const date = sql.ref<string>(dateColumn);
  return {
    kind,
    async page(db, window, cursor, limit) {
      const rows = await from(db)
        .select(['user_id', date.as('date')])
        .where(sql.raw<boolean>(open))
        .where(cursor ? sql<boolean>`(${date}, user_id) > (${cursor.date}, ${cursor.userId})` : sql<boolean>`${date} >= ${window.from}`)
        .where(date, '<=', window.to)
        .orderBy(date)
        .orderBy('user_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ userId: row.user_id, date: String(row.date) }));
    },
  };
}

/**
 * Every kind of dated item a reminder can be about. A new kind adds its source here (with its
 * partial index in a migration); the scheduler reads each in turn.
 */
export const OPEN_ITEM_SOURCES: readonly OpenItemSource[] = [
  openItemsOf('tasks', (db) => db.selectFrom('tasks'), 'due_date', 'completed = 0'),
  openItemsOf('essays', (db) => db.selectFrom('essays'), 'due_date', "status <> 'completed'"),
  openItemsOf('letters', (db) => db.selectFrom('letters'), 'due_date', "status NOT IN ('completed', 'declined')"),
  openItemsOf('applications', (db) => db.selectFrom('applications'), 'deadline', "status IN ('drafting', 'in-progress')"),
  openItemsOf('replies', (db) => db.selectFrom('applications'), 'reply_deadline', "status = 'accepted' AND deposit_paid = 0"),
  openItemsOf('waitlists', (db) => db.selectFrom('applications'), 'waitlist_reply_date', "status = 'waitlisted'"),
  openItemsOf('scholarships', (db) => db.selectFrom('scholarships'), 'deadline', "status = 'planned'"),
];
