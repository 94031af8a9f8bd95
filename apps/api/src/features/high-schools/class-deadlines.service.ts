import type { Kysely } from 'kysely';
import { checklistMissingItems, type ApplicationRound, type ApplicationStatus } from '@campuspath/contract/applications-terms';
import { checklistItemSchema } from '@campuspath/contract/applications';
import type { ClassDeadline, ClassDeadlinesQuery, ClassDeadlinesResponse } from '@campuspath/contract/class-deadlines';
import { CLASS_DEADLINE_OVERDUE_MAX, CLASS_DEADLINE_UPCOMING_MAX } from '@campuspath/contract/class-deadlines-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { listSharingStudents } from '../../read-models/caseload-students.ts';
import { pageApplicationsDue } from '../applications/applications.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { readScopes } from '../sharing/share-scopes.ts';

/**
 * The class-wide deadline view: the applications of every student of the school who shares their
 * saved colleges and applications (the `colleges` switch) with its counselors. Three queries
 * whatever the size of the school: the sharing students, then one bounded page each of upcoming
 * and overdue applications, read through the deadline index (npm run bench:class-deadlines).
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
    missing: checklistMissingItems(status, readJsonList(row.checklist, checklistItemSchema)),
  };
}

const DAY_MS = 86_400_000;

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
  // Days in UTC, as the caseload's "due" and "overdue" counts.
  const now = deps.now().getTime();
  const today = new Date(now).toISOString().slice(0, 10);
  const until = new Date(now + (query.weeks * 7 - 1) * DAY_MS).toISOString().slice(0, 10);
  const [upcoming, overdue] = await Promise.all([
    pageApplicationsDue(deps.db, ids, { from: today, to: until }, CLASS_DEADLINE_UPCOMING_MAX),
    pageApplicationsDue(deps.db, ids, { before: today, openOnly: true }, CLASS_DEADLINE_OVERDUE_MAX),
  ]);
  // Within one day, students by name (the page is in deadline order already).
  const named = (rows: ClassApplicationRow[]) =>
    rows
      .map((row) => toClassDeadline(deps.catalog, names, row))
      .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.studentName.localeCompare(b.studentName));
  return {
    today,
    until,
    sharingStudents: students.length,
    upcoming: { applications: named(upcoming.rows), total: upcoming.total },
    overdue: { applications: named(overdue.rows), total: overdue.total },
  };
}
