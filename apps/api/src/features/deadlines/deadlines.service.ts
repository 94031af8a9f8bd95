import type { Kysely } from 'kysely';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { DeadlineItem, DeadlinesQuery } from '@campuspath/contract/deadlines';
import { DEADLINE_KINDS, sampleTitle } from '@campuspath/contract/deadlines-terms';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { replyTitle, waitlistReplyTitle } from '@campuspath/contract/decisions-terms';
import { scholarshipDeadlineTitle } from '@campuspath/contract/scholarships-terms';
import {
  CLOSED_RECOMMENDATION_STATUSES,
  COMPLETED_ESSAY_STATUS,
  DONE_APPLICATION_STATUSES,
  isReplyOpen,
  isWaitlistOpen,
  OPEN_SCHOLARSHIP_STATUS,
} from '../../read-models/open-deadlines.ts';
import { listApplicationsDueBetween, listDecisionDatesBetween } from '../applications/applications.store.ts';
import { demoAccountIds } from '../auth/users.store.ts';
import { listEssaysDueBetween } from '../essays/essays.store.ts';
import { listOpenLettersDueBetween } from '../letters/letters.store.ts';
import { listScholarshipsDueBetween } from '../scholarships/scholarships.store.ts';
import { listTasksDueBetween } from '../tasks/tasks.store.ts';

export interface DeadlinesDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
}

const kindOrder = (kind: DeadlineItem['kind']) => DEADLINE_KINDS.indexOf(kind);

/** Everything the user has due from `from` to `to` (both included); see contract/deadlines.ts. */
export async function listDeadlines(deps: DeadlinesDeps, userId: string, range: DeadlinesQuery): Promise<DeadlineItem[]> {
  return (await listDeadlinesOf(deps, [userId], range)).get(userId) ?? [];
}

/**
 * listDeadlines for several users at once, in one query per kind of item (the reminder scheduler
 * reads a page of students this way): each user's items, by user id. The demo accounts among
 * them are read here unless the caller has them, or is reading them, already (`knownDemo`).
 */
export async function listDeadlinesOf(
  deps: DeadlinesDeps,
  userIds: readonly string[],
  { from, to }: DeadlinesQuery,
  knownDemo?: ReadonlySet<string> | Promise<ReadonlySet<string>>,
): Promise<Map<string, DeadlineItem[]>> {
  const { db, catalog } = deps;
  const byUser = new Map<string, DeadlineItem[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return byUser;
  const range = { from, to };
  const [applications, replies, waitlists, scholarships, essays, recommendations, tasks, demo] = await Promise.all([
    listApplicationsDueBetween(db, userIds, range),
    listDecisionDatesBetween(db, userIds, 'reply_deadline', range),
    listDecisionDatesBetween(db, userIds, 'waitlist_reply_date', range),
    listScholarshipsDueBetween(db, userIds, range),
    listEssaysDueBetween(db, userIds, range),
    listOpenLettersDueBetween(db, userIds, range, CLOSED_RECOMMENDATION_STATUSES),
    listTasksDueBetween(db, userIds, range),
    knownDemo ?? demoAccountIds(db, userIds),
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
      titleParts: { school: school?.name ?? null, round: row.round, name: null },
      date: row.deadline!,
      completed: DONE_APPLICATION_STATUSES.has(row.status),
      schoolId: row.school_id,
      timeZone: row.time_zone ?? school?.timeZone ?? null,
    });
  }
  // An accepted application's reply date, then a waitlist's: shown only while the application is
  // in that state (a reply date kept from an offer later declined is no longer the student's).
  const decisionDates = [
    { rows: replies.filter((row) => row.status === 'accepted'), kind: 'reply' as const, title: replyTitle, open: isReplyOpen },
    { rows: waitlists.filter(isWaitlistOpen), kind: 'waitlist' as const, title: waitlistReplyTitle, open: isWaitlistOpen },
  ];
  for (const { rows, kind, title, open } of decisionDates) {
    for (const row of rows) {
      const school = catalog.find(String(row.school_id));
      add(row.user_id, {
        kind,
        id: row.id,
        title: title(school?.name ?? `School ${row.school_id}`),
        titleParts: { school: school?.name ?? null, round: null, name: null },
        date: String(row.date),
        completed: !open(row),
        schoolId: row.school_id,
        timeZone: row.time_zone ?? school?.timeZone ?? null,
      });
    }
  }
  // A scholarship's deadline is the student's own (their zone); done once they have applied.
  for (const row of scholarships) {
    add(row.user_id, {
      kind: 'scholarship',
      id: row.id,
      title: scholarshipDeadlineTitle(row.name),
      titleParts: { school: null, round: null, name: row.name },
      date: row.deadline!,
      completed: row.status !== OPEN_SCHOLARSHIP_STATUS,
      schoolId: null,
      timeZone: null,
    });
  }
  for (const row of essays) {
    add(row.user_id, {
      kind: 'essay',
      id: row.id,
      title: row.title,
      titleParts: null,
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
      titleParts: { school: null, round: null, name: row.recommender_name },
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
      titleParts: null,
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
