import type { Kysely, Selectable } from 'kysely';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import {
  ROSTER_MAX_STUDENTS,
  ROSTER_STATUSES,
  type RosterImportResponse,
  type RosterRejected,
  type RosterResponse,
  type RosterStatus,
  type RosterStudent,
} from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import type { RosterStudentsTable } from '../../db/schema-sharing.ts';
import { inCsvCheckSlot, type CsvUpload } from '../../lib/csv-upload.ts';
import { notFound, HttpError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { compareNames } from '../../lib/name-order.ts';
import { listSchoolMembers } from '../../read-models/school-members.ts';
import { readScopes } from '../sharing/share-scopes.ts';
import { deliverSchoolPlans } from '../class-plans/plan-delivery.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import { checkRosterUpload } from './roster-upload-check.ts';
import type { RosterRow, RosterTeacherRow } from './roster-rows.ts';
import { rosterTeacherLinesOf } from './roster-teacher-invitations.service.ts';
import { storeRosterTeachers } from './roster-teachers.service.ts';
import { deleteRosterLine, insertRosterLines } from './roster-lines.store.ts';
import { listRosterStudents, updateRosterStudents } from './rosters.store.ts';

/**
 * A school's roster: a counselor imports a file, checked whole (roster-file-check.ts) and stored
 * all or nothing; the same file again changes nothing, and a changed line updates the student it
 * names by address. Reading it tells each student's place: not invited, invited, joined, sharing.
 */
export interface RosterDeps {
  db: Kysely<Database>;
  now: () => Date;
}

export const ROSTER_STUDENT_NOT_FOUND = /*i18n*/ 'Student not found on this roster';

export type RosterImportOutcome = { ok: true; response: RosterImportResponse } | { ok: false; rejected: RosterRejected };

const differs = (stored: Selectable<RosterStudentsTable>, row: RosterRow) =>
  stored.name !== row.name ||
  stored.graduation_year !== row.graduationYear ||
  stored.student_number !== row.studentNumber ||
  stored.group_name !== row.group;

/** Adds the new students and updates the changed ones in one transaction; counts each kind. */
async function storeRoster(deps: RosterDeps, highSchoolId: string, rows: readonly RosterRow[], teacherRows: readonly RosterTeacherRow[]) {
  return deps.db.transaction().execute(async (trx) => {
    const stored = new Map((await listRosterStudents(trx, highSchoolId)).map((row) => [row.email, row]));
    const at = deps.now().toISOString();
    const fresh = rows.filter((row) => !stored.has(row.email));
    const changed = rows.filter((row) => {
      const line = stored.get(row.email);
      return line !== undefined && differs(line, row);
    });
    const teachers = await storeRosterTeachers(trx, highSchoolId, teacherRows, { stored: new Set(stored.keys()), file: rows }, at);
    if (stored.size + fresh.length > ROSTER_MAX_STUDENTS) {
      throw new HttpError(
        409,
        'roster_full',
        `The roster would hold ${(stored.size + fresh.length).toLocaleString('en-US')} students; it holds at most ${ROSTER_MAX_STUDENTS.toLocaleString('en-US')}. Remove students who left first.`,
      );
    }
    await insertRosterLines(
      trx,
      'students',
      fresh.map((row) => ({
        id: newId(),
        high_school_id: highSchoolId,
        email: row.email,
        name: row.name,
        graduation_year: row.graduationYear,
        student_number: row.studentNumber,
        group_name: row.group,
        created_at: at,
        updated_at: at,
      })),
    );
    await updateRosterStudents(
      trx,
      highSchoolId,
      changed.map((row) => ({
        id: stored.get(row.email)!.id,
        fields: {
          name: row.name,
          graduation_year: row.graduationYear,
          student_number: row.studentNumber,
          group_name: row.group,
          updated_at: at,
        },
      })),
    );
    // Joined students the file places in a group get that group's class plans.
    if (fresh.length + changed.length > 0) await deliverSchoolPlans(trx, highSchoolId, at);
    return { added: fresh.length, updated: changed.length, unchanged: rows.length - fresh.length - changed.length, teachers };
  });
}

/**
 * POST …/roster/imports: the caller's access is checked before the upload is read (`readUpload`):
 * one CSV, or a OneRoster export (its zip or its CSV files), whose orgs.csv must name this school.
 */
export async function importRoster(
  deps: RosterDeps,
  userId: string,
  highSchoolId: string,
  readUpload: () => Promise<CsvUpload[]>,
): Promise<RosterImportOutcome> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const school = await findHighSchool(deps.db, highSchoolId);
  if (!school) throw notFound(ROSTER_STUDENT_NOT_FOUND);
  const uploads = await readUpload();
  return inCsvCheckSlot(async (): Promise<RosterImportOutcome> => {
    const { rows, teachers, report } = await checkRosterUpload(uploads, school.name, deps.now());
    if (report.problemCount > 0) {
      const count = report.problemCount;
      const message = `Nothing was imported: the upload has ${count.toLocaleString('en-US')} problem${count === 1 ? '' : 's'}. Fix ${count === 1 ? 'it' : 'them'} and import the whole roster again.`;
      return { ok: false, rejected: { error: 'roster_rejected', message, report } };
    }
    try {
      return { ok: true, response: { report, ...(await storeRoster(deps, highSchoolId, rows, teachers)) } };
    } catch (error) {
      // The same file imported at the same moment by another request: what it added is this file's.
      if (!isUniqueViolation(error)) throw error;
      return { ok: true, response: { report, ...(await storeRoster(deps, highSchoolId, rows, teachers)) } };
    }
  });
}

/** Every rostered student with their place, and the students who joined without being on it. */
export async function readRoster(deps: RosterDeps, userId: string, highSchoolId: string): Promise<RosterResponse> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const [lines, members, teachers] = await Promise.all([
    listRosterStudents(deps.db, highSchoolId),
    listSchoolMembers(deps.db, highSchoolId),
    rosterTeacherLinesOf(deps.db, highSchoolId),
  ]);
  // A roster line is matched by a verified address only: anyone can type an address at sign-up,
  // and an unverified one must not show as the rostered student having joined.
  const memberOf = new Map(members.flatMap((member) => (member.email_verified_at ? [[member.email.toLowerCase(), member] as const] : [])));
  const counts = Object.fromEntries(ROSTER_STATUSES.map((status) => [status, 0])) as Record<RosterStatus, number>;
  const rostered = new Set<string>();
  const students = lines.map((line): RosterStudent => {
    const member = memberOf.get(line.email);
    if (member) rostered.add(member.id);
    const on = member?.scopes ? readScopes(member.scopes) : null;
    // The plan's switches only: who agreed to the school history is not a counselor's to see.
    const scopes = on ? PLAN_SCOPES.filter((scope) => on[scope]) : [];
    const status: RosterStatus = member ? (scopes.length > 0 ? 'sharing' : 'joined') : line.invited_at ? 'invited' : 'not_invited';
    counts[status] += 1;
    return {
      id: line.id,
      name: line.name,
      email: line.email,
      graduationYear: line.graduation_year,
      studentNumber: line.student_number,
      group: line.group_name,
      status,
      invitedAt: line.invited_at,
      scopes,
      sample: Number(line.is_sample) === 1,
    };
  });
  const unrostered = members
    .filter((member) => !rostered.has(member.id))
    .map((member) => ({
      name: member.name,
      graduationYear: member.graduation_year,
      sharing: member.scopes !== null && PLAN_SCOPES.some((scope) => readScopes(member.scopes!)[scope]),
    }))
    .sort((a, b) => compareNames(a.name, b.name));
  return { students, teachers, counts, unrostered };
}

/** Takes one student off the roster: their account, if any, and everything in it stay as they are. */
export async function removeRosterStudent(deps: RosterDeps, userId: string, highSchoolId: string, studentId: string): Promise<void> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  if (!(await deleteRosterLine(deps.db, 'students', highSchoolId, studentId))) throw notFound(ROSTER_STUDENT_NOT_FOUND);
}
