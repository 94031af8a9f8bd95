import type { Kysely } from 'kysely';
import { ROSTER_MAX_TEACHERS, type RosterTeacher, type SchoolTeachersResponse } from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf } from '../sharing/access.ts';
import type { RosterRow, RosterTeacherRow } from './roster-rows.ts';
import { insertRosterLines } from './roster-lines.store.ts';
import { listRosterTeachers, updateRosterTeacher } from './roster-teachers.store.ts';

/**
 * The teachers of a school's roster: imported with its students (a simple file's role column,
 * OneRoster's role teacher), matched by address so the same file again changes nothing, and read
 * by the school's students when they ask a teacher for a letter.
 */

export interface TeacherCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * Adds the file's new teachers and renames the changed ones, inside the import's transaction. An
 * address already a student's on this roster is refused: one person is one line, and which they
 * are is the counselor's to settle by removing the student first.
 */
export async function storeRosterTeachers(
  trx: Kysely<Database>,
  highSchoolId: string,
  rows: readonly RosterTeacherRow[],
  students: { stored: ReadonlySet<string>; file: readonly RosterRow[] },
  at: string,
): Promise<TeacherCounts> {
  const stored = new Map((await listRosterTeachers(trx, highSchoolId)).map((teacher) => [teacher.email, teacher]));
  const student = rows.find((row) => students.stored.has(row.email));
  if (student) {
    throw new HttpError(
      409,
      'roster_role_conflict',
      `${student.email} (row ${student.line}) is on the roster as a student. Remove the student first to list them as a teacher.`,
    );
  }
  const teacher = students.file.find((row) => stored.has(row.email));
  if (teacher) {
    throw new HttpError(
      409,
      'roster_role_conflict',
      `${teacher.email} (row ${teacher.line}) is on the roster as a teacher, so cannot be a student too. Check the row’s role.`,
    );
  }
  const fresh = rows.filter((row) => !stored.has(row.email));
  const changed = rows.filter((row) => stored.has(row.email) && stored.get(row.email)!.name !== row.name);
  if (stored.size + fresh.length > ROSTER_MAX_TEACHERS) {
    throw new HttpError(
      409,
      'roster_full',
      `The roster would hold ${(stored.size + fresh.length).toLocaleString('en-US')} teachers; it holds at most ${ROSTER_MAX_TEACHERS.toLocaleString('en-US')}.`,
    );
  }
  await insertRosterLines(
    trx,
    'teachers',
    fresh.map((row) => ({ id: newId(), high_school_id: highSchoolId, email: row.email, name: row.name, created_at: at, updated_at: at })),
  );
  for (const row of changed) await updateRosterTeacher(trx, stored.get(row.email)!.id, { name: row.name, updated_at: at });
  return { added: fresh.length, updated: changed.length, unchanged: rows.length - fresh.length - changed.length };
}

export async function rosterTeachersOf(db: Kysely<Database>, highSchoolId: string): Promise<RosterTeacher[]> {
  const rows = await listRosterTeachers(db, highSchoolId);
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, sample: Number(row.is_sample) === 1 }));
}

/**
 * GET /high-schools/:id/teachers: the school's rostered teachers, for a student of the school to
 * pick when asking for a letter (and for its counselors); anyone else is told no such school.
 */
export async function readSchoolTeachers(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<SchoolTeachersResponse> {
  if (!(await membershipOf(db, userId, highSchoolId))) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  return { teachers: await rosterTeachersOf(db, highSchoolId) };
}
