import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, addDaysIso, dateIn, dueStatus } from '@campuspath/contract/deadline-time';
import {
  checklistMissingItems,
  isApplicationOpen,
  type ApplicationRound,
  type ApplicationStatus,
} from '@campuspath/contract/applications-terms';
import { checklistItemSchema } from '@campuspath/contract/applications';
import type { ClassDeadline, ClassDeadlinesQuery, ClassDeadlinesResponse } from '@campuspath/contract/class-deadlines';
import { CLASS_DEADLINE_OVERDUE_MAX, CLASS_DEADLINE_UPCOMING_MAX } from '@campuspath/contract/class-deadlines-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { listSharingStudents } from '../../read-models/caseload-students.ts';
import { listSavedTimeZones } from '../reminders/reminders.store.ts';
import { pageApplicationsDue } from '../applications/applications.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { readScopes } from '../sharing/share-scopes.ts';

/**
 * The class-wide deadline view: the applications of every student of the school who shares their
 * saved colleges and applications (the `colleges` switch) with its counselors. The same few
 * queries whatever the size of the school: the sharing students, then one bounded page each (its
 * total counted in the same query) of the two edge days, upcoming and overdue applications, and the
 * edge days' time zones (npm run bench:caseload measures it for 400 students).
 */
export interface ClassDeadlinesDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: () => Date;
}

export interface ApplicantStudent {
  id: string;
  name: string;
}

/** The school's students who share their applications with its counselors, by name. */
export async function listSharingApplicants(db: Kysely<Database>, highSchoolId: string): Promise<ApplicantStudent[]> {
  const students = await listSharingStudents(db, highSchoolId);
  return students
    .filter((student) => readScopes(student.scopes).colleges)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export interface ClassApplicationRow {
  id: string;
  user_id: string;
  school_id: number;
  round: string;
  status: string;
  deadline: string | null;
  time_zone: string | null;
  checklist: string;
}

/** One application as the view and the CSV name it: the student, the college, what is missing. */
export function toClassDeadline(catalog: Catalog, names: ReadonlyMap<string, string>, row: ClassApplicationRow): ClassDeadline {
  const school = catalog.find(String(row.school_id));
  const status = row.status as ApplicationStatus;
  return {
    applicationId: row.id,
    studentId: row.user_id,
    studentName: names.get(row.user_id) ?? '',
    collegeId: row.school_id,
    collegeName: school && school.id === row.school_id ? school.name : null,
    round: row.round as ApplicationRound,
    deadline: row.deadline ?? '',
    status,
    // Only an open application has items missing: the checklist of any other is not read at all.
    missing: isApplicationOpen(status) ? checklistMissingItems(status, readJsonList(row.checklist, checklistItemSchema)) : [],
  };
}

/** More applications than two days of a 5,000-student school hold: the reads stay bounded. */
const EDGE_DAYS_MAX = 5_000;

/**
 * Whether each application of the two days around today's date in UTC is overdue, decided in its
 * own zone as everywhere else in the product (the application's, else its college's, else the
 * student's): on those two days a deadline has passed in one zone and not yet in another. Every
 * earlier day is past in all zones and every later one in none.
 */
async function splitEdgeDays(deps: ClassDeadlinesDeps, ids: readonly string[], utcToday: string) {
  const edge = await pageApplicationsDue(deps.db, ids, { from: addDaysIso(utcToday, -1), to: utcToday }, EDGE_DAYS_MAX);
  const zones = await listSavedTimeZones(deps.db, [...new Set(edge.rows.map((row) => row.user_id))]);
  const zoneOf = (row: ClassApplicationRow) =>
    row.time_zone ?? deps.catalog.find(String(row.school_id))?.timeZone ?? zones.get(row.user_id) ?? DEFAULT_TIME_ZONE;
  const passed = new Set(edge.rows.filter((row) => dueStatus(row.deadline!, zoneOf(row), deps.now()).overdue));
  return {
    overdue: [...passed].filter((row) => OPEN_STATUSES.has(row.status)),
    upcoming: edge.rows.filter((row) => !passed.has(row)),
  };
}

const OPEN_STATUSES = new Set(['drafting', 'in-progress']);

export async function classDeadlines(
  deps: ClassDeadlinesDeps,
  counselorId: string,
  highSchoolId: string,
  query: ClassDeadlinesQuery,
): Promise<ClassDeadlinesResponse> {
  await requireCounselorOf(deps.db, counselorId, highSchoolId);
  const students = await listSharingApplicants(deps.db, highSchoolId);
  const names = new Map(students.map((student) => [student.id, student.name]));
  const ids = [...names.keys()];
  // The window runs in the counselor's days (it always covers the two edge days); whether one application is overdue is its own zone's call.
  const now = deps.now();
  const utcToday = dateIn('UTC', now);
  const today = dateIn((await listSavedTimeZones(deps.db, [counselorId])).get(counselorId) ?? DEFAULT_TIME_ZONE, now);
  const until = addDaysIso(today, query.weeks * 7 - 1);
  const [edge, later, earlier] = await Promise.all([
    splitEdgeDays(deps, ids, utcToday),
    pageApplicationsDue(deps.db, ids, { from: addDaysIso(utcToday, 1), to: until }, CLASS_DEADLINE_UPCOMING_MAX),
    pageApplicationsDue(deps.db, ids, { before: addDaysIso(utcToday, -1), openOnly: true }, CLASS_DEADLINE_OVERDUE_MAX),
  ]);
  // Within one day, students by name (each page is in deadline order already).
  const named = (rows: ClassApplicationRow[], max: number) =>
    rows
      .slice(0, max)
      .map((row) => toClassDeadline(deps.catalog, names, row))
      .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.studentName.localeCompare(b.studentName));
  return {
    today,
    until,
    sharingStudents: students.length,
    upcoming: {
      applications: named([...edge.upcoming, ...later.rows], CLASS_DEADLINE_UPCOMING_MAX),
      total: edge.upcoming.length + later.total,
    },
    overdue: {
      applications: named([...earlier.rows, ...edge.overdue], CLASS_DEADLINE_OVERDUE_MAX),
      total: earlier.total + edge.overdue.length,
    },
  };
}
