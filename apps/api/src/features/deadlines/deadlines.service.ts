import type { Kysely } from 'kysely';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { DeadlineItem, DeadlinesQuery } from '@campuspath/contract/deadlines';
import { DEADLINE_KINDS, sampleTitle } from '@campuspath/contract/deadlines-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { demoAccountIds } from '../auth/users.ts';

export interface DeadlinesDeps {
  db: Kysely<Database>;
  catalog: Catalog;
}

/** Application statuses from which the application counts as done (sent, or decided). */
const DONE_APPLICATION_STATUSES = new Set(['submitted', 'accepted', 'rejected', 'waitlisted']);
/** An essay with this status is done. */
const COMPLETED_ESSAY_STATUS = 'completed';
/** Letters that no longer need anything: written, or declined by the recommender. */
const CLOSED_RECOMMENDATION_STATUSES = ['completed', 'declined'];

const kindOrder = (kind: DeadlineItem['kind']) => DEADLINE_KINDS.indexOf(kind);

/** Everything the user has due from `from` to `to` (both included); see contract/deadlines.ts. */
export async function listDeadlines(deps: DeadlinesDeps, userId: string, range: DeadlinesQuery): Promise<DeadlineItem[]> {
  return (await listDeadlinesOf(deps, [userId], range)).get(userId) ?? [];
}

/**
 * listDeadlines for several users at once, in one query per kind of item (the reminder scheduler
 * reads a page of students this way): each user's items, by user id.
 */
export async function listDeadlinesOf(
  deps: DeadlinesDeps,
  userIds: readonly string[],
  { from, to }: DeadlinesQuery,
): Promise<Map<string, DeadlineItem[]>> {
  const { db, catalog } = deps;
  const byUser = new Map<string, DeadlineItem[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return byUser;
  const [applications, essays, recommendations, tasks, demo] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['user_id', 'id', 'school_id', 'round', 'status', 'deadline', 'time_zone'])
      .where('user_id', 'in', userIds)
      .where('deadline', '>=', from)
      .where('deadline', '<=', to)
      .execute(),
    db
      .selectFrom('essays')
      .select(['user_id', 'id', 'title', 'status', 'due_date'])
      .where('user_id', 'in', userIds)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
    db
      .selectFrom('letters')
      .select(['user_id', 'id', 'recommender_name', 'due_date'])
      .where('user_id', 'in', userIds)
      .where('status', 'not in', CLOSED_RECOMMENDATION_STATUSES)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
    db
      .selectFrom('tasks')
      .select(['user_id', 'id', 'title', 'completed', 'due_date'])
      .where('user_id', 'in', userIds)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
    demoAccountIds(db, userIds),
  ]);

  // A demo account's items are its sample workspace: marked as such wherever they appear.
  const add = (userId: string, item: Omit<DeadlineItem, 'sample'>) => {
    const sample = demo.has(userId);
    byUser.get(userId)?.push({ ...item, title: sample ? sampleTitle(item.title) : item.title, sample });
  };
  for (const row of applications) {
    const school = catalog.find(String(row.school_id));
    const round = APPLICATION_ROUND_LABELS[row.round as ApplicationRound] ?? row.round;
    add(row.user_id, {
      kind: 'application',
      id: row.id,
      title: `${school?.name ?? `School ${row.school_id}`} – ${round} deadline`,
      date: row.deadline!,
      completed: DONE_APPLICATION_STATUSES.has(row.status),
      schoolId: row.school_id,
      timeZone: row.time_zone ?? school?.timeZone ?? null,
    });
  }
  for (const row of essays) {
    add(row.user_id, {
      kind: 'essay',
      id: row.id,
      title: row.title,
      date: row.due_date!,
      completed: row.status === COMPLETED_ESSAY_STATUS,
      schoolId: null,
      timeZone: null,
    });
  }
  for (const row of recommendations) {
    add(row.user_id, {
      kind: 'recommendation',
      id: row.id,
      title: `Letter from ${row.recommender_name}`,
      date: row.due_date!,
      completed: false,
      schoolId: null,
      timeZone: null,
    });
  }
  for (const row of tasks) {
    add(row.user_id, {
      kind: 'task',
      id: row.id,
      title: row.title,
      date: row.due_date!,
      completed: Boolean(row.completed),
      schoolId: null,
      timeZone: null,
    });
  }
  for (const items of byUser.values()) {
    items.sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind) || a.title.localeCompare(b.title));
  }
  return byUser;
}

/**
 * The owners of open items (not done) due from `from` to `to`, in pages by user id: up to `limit`
 * owners after `after`, each with its earliest such date. The reminder scheduler's selection
 * (reminders/reminder-candidates.ts): it never reads the students with nothing due in its window.
 * Each table is read through its (date, user_id, done) index (migration 0006), so a page costs one
 * range scan of the items inside the window, whatever the number of students.
 */
export async function usersWithOpenDeadlines(
  db: Kysely<Database>,
  { from, to }: DeadlinesQuery,
  after: string,
  limit: number,
): Promise<{ userId: string; firstDue: string }[]> {
  const open = db
    .selectFrom('tasks')
    .select(['user_id', 'due_date as date'])
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .where('completed', '=', 0)
    .where('user_id', '>', after)
    .unionAll(
      db
        .selectFrom('essays')
        .select(['user_id', 'due_date as date'])
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .where('status', '<>', COMPLETED_ESSAY_STATUS)
        .where('user_id', '>', after),
    )
    .unionAll(
      db
        .selectFrom('letters')
        .select(['user_id', 'due_date as date'])
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .where('status', 'not in', CLOSED_RECOMMENDATION_STATUSES)
        .where('user_id', '>', after),
    )
    .unionAll(
      db
        .selectFrom('applications')
        .select(['user_id', 'deadline as date'])
        .where('deadline', '>=', from)
        .where('deadline', '<=', to)
        .where('status', 'not in', [...DONE_APPLICATION_STATUSES])
        .where('user_id', '>', after),
    );
  const rows = await db
    .selectFrom(open.as('open'))
    .select((eb) => ['open.user_id', eb.fn.min('open.date').as('first_due')])
    .groupBy('open.user_id')
    .orderBy('open.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, firstDue: String(row.first_due) }));
}
