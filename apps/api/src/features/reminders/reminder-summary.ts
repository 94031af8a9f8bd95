import type { Kysely } from 'kysely';
import { addDaysIso, dateIn, instantAt } from '@campuspath/contract/deadline-time';
import { clockMinutes, DAILY_SUMMARY_FROM, URGENT_REMINDER_DAYS } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Database } from '../../db/schema.ts';
import { applicationCreationTimes } from '../applications/applications.store.ts';
import { essayCreationTimes } from '../essays/essays.store.ts';
import { letterCreationTimes } from '../letters/letters.store.ts';
import { scholarshipCreationTimes } from '../scholarships/scholarships.store.ts';
import { taskCreationTimes } from '../tasks/tasks.store.ts';
import { listRemindedItems } from './reminder-deliveries.store.ts';
import type { KnownDeliveries } from './reminder-ledger.ts';
import type { ResolvedSettings } from './reminder-settings.ts';

/**
 * The daily summary: a student entering ten applications in one sitting got ten
 * emails, one per item, each at the next tick. Now a newly added item's first reminder waits for
 * the next daily summary (when the student's quiet hours end, else DAILY_SUMMARY_FROM local),
 * unless the item is due within URGENT_REMINDER_DAYS; the scheduler then sends whatever a tick has
 * for a student as one email. Nothing extra is stored: an item is new when it was created after
 * the latest summary time, and its first reminder is the one with no delivery for the item yet.
 */

/** The latest summary time at or before `now` in the student's zone. */
export function latestSummaryAt(settings: Pick<ResolvedSettings, 'timeZone' | 'quietHours'>, now: Date): Date {
  const minutes = clockMinutes(settings.quietHours?.end ?? DAILY_SUMMARY_FROM);
  const today = dateIn(settings.timeZone, now);
  const at = instantAt(today, Math.floor(minutes / 60), minutes % 60, settings.timeZone);
  if (at.getTime() <= now.getTime()) return at;
  return instantAt(addDaysIso(today, -1), Math.floor(minutes / 60), minutes % 60, settings.timeZone);
}

/** When the items of each store were created, by id (one query by primary key). */
const CREATION_TIMES = {
  applications: applicationCreationTimes,
  essays: essayCreationTimes,
  letters: letterCreationTimes,
  tasks: taskCreationTimes,
  scholarships: scholarshipCreationTimes,
} as const;

const STORE_OF = {
  application: 'applications',
  decision: 'applications',
  reply: 'applications',
  waitlist: 'applications',
  essay: 'essays',
  recommendation: 'letters',
  task: 'tasks',
  scholarship: 'scholarships',
} as const satisfies Record<TimelineItem['kind'], keyof typeof CREATION_TIMES>;

/** Ids per lookup of creation times: a page of students' items stays well under either engine's parameter limit. */
const IDS_PER_QUERY = 2000;

/** When each item was created, by `kind:id` (one query per kind among `items` and IDS_PER_QUERY ids, by primary key). */
async function createdAtOf(db: Kysely<Database>, items: readonly TimelineItem[]): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  const stores = new Map<keyof typeof CREATION_TIMES, TimelineItem[]>();
  for (const item of items) {
    const ofStore = stores.get(STORE_OF[item.kind]);
    if (ofStore) ofStore.push(item);
    else stores.set(STORE_OF[item.kind], [item]);
  }
  await Promise.all(
    [...stores].map(async ([store, ofStore]) => {
      const ids = [...new Set(ofStore.map((item) => item.id))];
      const rows = [];
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        rows.push(...(await CREATION_TIMES[store](db, ids.slice(start, start + IDS_PER_QUERY))));
      }
      const byId = new Map(rows.map((row) => [row.id, row.created_at]));
      for (const item of ofStore) {
        const at = byId.get(item.id);
        if (at) created.set(`${item.kind}:${item.id}`, at);
      }
    }),
  );
  return created;
}

/** A student of a page with the reminders due now and the deliveries the ledger knows of (reminder-scheduler.ts). */
export interface DueStudent {
  userId: string;
  settings: Pick<ResolvedSettings, 'timeZone' | 'quietHours'>;
  due: readonly { item: TimelineItem }[];
  known: KnownDeliveries;
}

/**
 * The reminders among each student's `due` that wait for the next daily summary, for a page of
 * students at once: first reminders (no delivery for the item yet, whatever its date) of items due
 * in more than URGENT_REMINDER_DAYS that were created after the student's latest summary time.
 * `known` holds the deliveries of the items' current dates; only for items created since the
 * summary does it look for deliveries at an earlier date (one query for the page, rarely run).
 * Reads creation times (one query per kind of item for the page) only when there are such candidates.
 */
export async function heldForSummary(db: Kysely<Database>, students: readonly DueStudent[], now: Date): Promise<Set<TimelineItem>> {
  const firsts = students.flatMap((student) => {
    const remindedAtThisDate = new Set<string>();
    for (const row of student.known.values()) if (row.item_key) remindedAtThisDate.add(row.item_key);
    return student.due
      .map(({ item }) => item)
      .filter((item) => item.daysLeft > URGENT_REMINDER_DAYS && !remindedAtThisDate.has(`${item.kind}:${item.id}:${item.date}`))
      .map((item) => ({ student, item }));
  });
  if (firsts.length === 0) return new Set();
  const created = await createdAtOf(
    db,
    firsts.map(({ item }) => item),
  );
  const recent = firsts.filter(
    ({ student, item }) => Date.parse(created.get(`${item.kind}:${item.id}`) ?? '') > latestSummaryAt(student.settings, now).getTime(),
  );
  if (recent.length === 0) return new Set();
  const remindedBefore = await listRemindedItems(
    db,
    [...new Set(recent.map(({ student }) => student.userId))],
    [...new Set(recent.map(({ item }) => `${item.kind}:${item.id}`))],
  );
  return new Set(
    recent.filter(({ student, item }) => !remindedBefore.has(`${student.userId} ${item.kind}:${item.id}`)).map(({ item }) => item),
  );
}
