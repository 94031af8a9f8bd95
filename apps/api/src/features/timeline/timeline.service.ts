import type { Kysely } from 'kysely';
import { currentEntryYear, nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { DEFAULT_TIME_ZONE, dateIn, dueStatus, dueTimeLabel } from '@campuspath/contract/deadline-time';
import type { DeadlineItem } from '@campuspath/contract/deadlines';
import { sampleTitle } from '@campuspath/contract/deadlines-terms';
import type { Timeline, TimelineItem, TimelineStep } from '@campuspath/contract/timeline';
import { TIMELINE_CATEGORIES, TIMELINE_CATEGORY_LABELS, type TimelineCategory } from '@campuspath/contract/timeline-terms';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { listApplicationDecisionDates } from '../applications/applications.store.ts';
import { findUser } from '../auth/users.ts';
import { demoAccountIds } from '../auth/users.store.ts';
import { listDeadlinesOf } from '../deadlines/deadlines.service.ts';
import { findSettingsRow } from '../reminders/reminders.store.ts';

export interface TimelineDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
}

/** Every date a student could have: the reader asks for all of them, not a window. */
const ALL_DATES = { from: '1900-01-01', to: '2999-12-31' };
/** An application's decision is in (or no longer expected) once it is one of these. */
const DECIDED = new Set(['accepted', 'rejected', 'withdrawn']);

const CATEGORY_OF: Record<TimelineItem['kind'], TimelineCategory> = {
  application: 'applications',
  reply: 'decisions',
  waitlist: 'decisions',
  scholarship: 'financial-aid',
  essay: 'essays',
  recommendation: 'recommendations',
  task: 'tasks',
  decision: 'decisions',
};

/**
 * The zone the student's own items (essays, letters, tasks) fall due in: the one saved with their
 * reminder settings, else the default. Read through the reminders' store, not their services,
 * because reminders build on the timeline and not the other way round.
 */
export async function studentTimeZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await findSettingsRow(db, userId);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/**
 * Every dated item of the student with its due status at `now` in its own zone (the school's for
 * applications, the student's for the rest): the one reader behind the timeline, the bell, the
 * calendar feed and the email scheduler, so every channel tells the same story.
 */
export async function studentItems(deps: TimelineDeps, userId: string, studentZone: string, now: Date): Promise<TimelineItem[]> {
  return (await studentItemsOf(deps, [{ userId, timeZone: studentZone }], now)).get(userId) ?? [];
}

/**
 * studentItems for several students at once, in one query per kind of item (the email scheduler
 * reads a page this way). A caller that knows whether each student is a demo account says so in
 * `demo` (the scheduler's students never are): otherwise it is read, once for the page.
 */
export async function studentItemsOf(
  deps: TimelineDeps,
  students: readonly { userId: string; timeZone: string; demo?: boolean }[],
  now: Date,
): Promise<Map<string, TimelineItem[]>> {
  const userIds = students.map((student) => student.userId);
  const byUser = new Map<string, TimelineItem[]>();
  if (userIds.length === 0) return byUser;
  const readingDemo = students.every((student) => student.demo !== undefined)
    ? new Set(students.filter((student) => student.demo).map((student) => student.userId))
    : demoAccountIds(deps.db, userIds);
  const [deadlines, decisions, demo] = await Promise.all([
    listDeadlinesOf(deps, userIds, ALL_DATES, readingDemo),
    listApplicationDecisionDates(deps.db, userIds),
    readingDemo,
  ]);
  const decisionsOf = new Map<string, typeof decisions>();
  for (const row of decisions) decisionsOf.set(row.user_id, [...(decisionsOf.get(row.user_id) ?? []), row]);
  for (const { userId, timeZone: studentZone } of students) {
    const withStatus = (item: DeadlineItem): TimelineItem => {
      const timeZone = item.timeZone ?? studentZone;
      return { ...item, timeZone, ...dueStatus(item.date, timeZone, now) };
    };
    const decisionItems = (decisionsOf.get(userId) ?? []).map((row): TimelineItem => {
      const school = deps.catalog.find(String(row.school_id));
      const round = APPLICATION_ROUND_LABELS[row.round as ApplicationRound] ?? row.round;
      const timeZone = row.time_zone ?? school?.timeZone ?? studentZone;
      const status = dueStatus(row.decision_date!, timeZone, now);
      const title = `${school?.name ?? `School ${row.school_id}`} – ${round} decision expected`;
      return {
        kind: 'decision',
        id: row.id,
        title: demo.has(userId) ? sampleTitle(title) : title,
        titleParts: { school: school?.name ?? null, round: row.round, name: null },
        date: row.decision_date!,
        timeZone,
        ...status,
        // A decision is nothing the student can be late for: it is done once it is in or its date has passed.
        overdue: false,
        completed: DECIDED.has(row.status) || status.overdue,
        schoolId: row.school_id,
        sample: demo.has(userId),
      };
    });
    const items = [...(deadlines.get(userId) ?? []).map(withStatus), ...decisionItems];
    byUser.set(
      userId,
      items.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title)),
    );
  }
  return byUser;
}

function describe(items: TimelineItem[]): string {
  if (items.every((item) => item.kind === 'decision')) return 'When the college expects to send its decision.';
  const zones = new Set(items.map((item) => item.timeZone));
  const first = items[0]!;
  return zones.size === 1 ? `Due by ${dueTimeLabel(first.date, first.timeZone)}.` : "Due by 11:59 pm in each school's time zone.";
}

/**
 * The steps of the cycle (contract/timeline.ts): national dates of the graduation year, absorbing
 * the student's items of the same date and category, and the student's other items grouped by
 * date and category. A step with items completes when they all do.
 */
export function buildTimelineSteps(graduationYear: number, items: TimelineItem[], today: string): TimelineStep[] {
  const remaining = new Set(items);
  const take = (date: string, category: TimelineCategory) => {
    const taken = items.filter((item) => remaining.has(item) && item.date === date && CATEGORY_OF[item.kind] === category);
    for (const item of taken) remaining.delete(item);
    return taken;
  };

  const steps: Omit<TimelineStep, 'isActive' | 'state'>[] = nationalAdmissionsDates(graduationYear).map((entry) => {
    const own = take(entry.date, entry.category);
    return {
      id: entry.id,
      title: entry.title,
      date: entry.date,
      description: entry.description,
      // Only the student's own items can be done; a date without them has merely passed.
      isCompleted: own.length > 0 && own.every((item) => item.completed),
      category: entry.category,
      source: entry.kind,
      items: own,
    };
  });

  const groups = new Map<string, TimelineItem[]>();
  for (const item of remaining) {
    const key = `${item.date}|${CATEGORY_OF[item.kind]}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, group] of groups) {
    const [date, category] = key.split('|') as [string, TimelineCategory];
    steps.push({
      id: `yours-${category}-${date}`,
      title: group.length === 1 ? group[0]!.title : `${TIMELINE_CATEGORY_LABELS[category]}: ${group.length} items`,
      date,
      description: describe(group),
      isCompleted: group.every((item) => item.completed),
      category,
      source: 'yours',
      items: group,
    });
  }

  const sourceOrder = { national: 0, typical: 1, yours: 2 } as const;
  steps.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      sourceOrder[a.source] - sourceOrder[b.source] ||
      TIMELINE_CATEGORIES.indexOf(a.category) - TIMELINE_CATEGORIES.indexOf(b.category) ||
      a.title.localeCompare(b.title),
  );
  let activeFound = false;
  return steps.map((step) => {
    const overdue = !step.isCompleted && step.items.some((item) => item.overdue && !item.completed);
    const passed = step.source !== 'yours' && step.items.length === 0 && step.date < today;
    const isActive = !activeFound && !step.isCompleted && !passed && !overdue;
    if (isActive) activeFound = true;
    const state = step.isCompleted ? 'completed' : passed ? 'passed' : overdue ? 'overdue' : isActive ? 'current' : 'upcoming';
    return { ...step, isActive, state };
  });
}

/** GET /api/timeline for the signed-in student at `now`. */
export async function getTimeline(deps: TimelineDeps, userId: string, now: Date): Promise<Timeline> {
  const [user, timeZone] = await Promise.all([findUser(deps.db, userId), studentTimeZone(deps.db, userId)]);
  const today = dateIn(timeZone, now);
  const graduationYear = user?.graduationYear ?? currentEntryYear(new Date(`${today}T12:00:00`));
  const items = await studentItems(deps, userId, timeZone, now);
  return { graduationYear, today, timeZone, steps: buildTimelineSteps(graduationYear, items, today) };
}
