import type { Kysely } from 'kysely';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { DeadlineItem, DeadlinesQuery } from '@campuspath/contract/deadlines';
import { DEADLINE_KINDS } from '@campuspath/contract/deadlines-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';

export interface DeadlinesDeps {
  db: Kysely<Database>;
  catalog: Catalog;
}

/** Application statuses from which the application counts as done (sent, or decided). */
const DONE_APPLICATION_STATUSES = new Set(['submitted', 'accepted', 'rejected', 'waitlisted']);
/** Letters that no longer need anything: written, or declined by the recommender. */
const CLOSED_RECOMMENDATION_STATUSES = ['completed', 'declined'];

const kindOrder = (kind: DeadlineItem['kind']) => DEADLINE_KINDS.indexOf(kind);

/** Everything the user has due from `from` to `to` (both included); see contract/deadlines.ts. */
export async function listDeadlines(deps: DeadlinesDeps, userId: string, { from, to }: DeadlinesQuery): Promise<DeadlineItem[]> {
  const { db, catalog } = deps;
  const [applications, essays, recommendations, tasks] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['id', 'school_id', 'round', 'status', 'deadline', 'time_zone'])
      .where('user_id', '=', userId)
      .where('deadline', '>=', from)
      .where('deadline', '<=', to)
      .execute(),
    db
      .selectFrom('essays')
      .select(['id', 'title', 'status', 'due_date'])
      .where('user_id', '=', userId)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
    db
      .selectFrom('letters')
      .select(['id', 'recommender_name', 'due_date'])
      .where('user_id', '=', userId)
      .where('status', 'not in', CLOSED_RECOMMENDATION_STATUSES)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
    db
      .selectFrom('tasks')
      .select(['id', 'title', 'completed', 'due_date'])
      .where('user_id', '=', userId)
      .where('due_date', '>=', from)
      .where('due_date', '<=', to)
      .execute(),
  ]);

  const items: DeadlineItem[] = [
    ...applications.map((row) => {
      const school = catalog.find(String(row.school_id));
      const round = APPLICATION_ROUND_LABELS[row.round as ApplicationRound] ?? row.round;
      return {
        kind: 'application' as const,
        id: row.id,
        title: `${school?.name ?? `School ${row.school_id}`} – ${round} deadline`,
        date: row.deadline!,
        completed: DONE_APPLICATION_STATUSES.has(row.status),
        schoolId: row.school_id,
        timeZone: row.time_zone ?? school?.timeZone ?? null,
      };
    }),
    ...essays.map((row) => ({
      kind: 'essay' as const,
      id: row.id,
      title: row.title,
      date: row.due_date!,
      completed: row.status === 'completed',
      schoolId: null,
      timeZone: null,
    })),
    ...recommendations.map((row) => ({
      kind: 'recommendation' as const,
      id: row.id,
      title: `Letter from ${row.recommender_name}`,
      date: row.due_date!,
      completed: false,
      schoolId: null,
      timeZone: null,
    })),
    ...tasks.map((row) => ({
      kind: 'task' as const,
      id: row.id,
      title: row.title,
      date: row.due_date!,
      completed: Boolean(row.completed),
      schoolId: null,
      timeZone: null,
    })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind) || a.title.localeCompare(b.title));
}
