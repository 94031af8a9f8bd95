import type { Kysely } from 'kysely';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import type { ShareScopes, ViewableStudent } from '@campuspath/contract/sharing';
import type { ShareScope, ViewerKind } from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { listGrants } from '../../read-models/viewer-grants.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { isCounselorOf, isStudentOf } from '../high-schools/high-schools.store.ts';
import { planScopes, readScopes } from './share-scopes.ts';
import { recordShareView } from './sharing.store.ts';

/**
 * The one authorization module (architecture guide, "Roles and sharing"). Every
 * service that lets someone other than the owner read a student's data, or act as a role, asks
 * here; routes never decide access themselves.
 *
 * - A parent sees a student through a share naming them (`shares.viewer_id`), made when they
 *   accepted the student's invitation.
 * - A counselor sees a student through the share with their school (`shares.high_school_id`),
 *   only while the student still belongs to that school and the counselor still counsels it.
 * - Each read names the scope it needs; a scope switched off, a revoked share, or a student the
 *   viewer has no share with all answer the same 404 as an id that exists nowhere.
 *
 * Grants are read from the database on every request (no cache), so a switch or a revoke takes
 * effect on the viewer's next request.
 */

export const STUDENT_NOT_FOUND = /*i18n*/ 'Student not found';
export const HIGH_SCHOOL_NOT_FOUND = /*i18n*/ 'High school not found';

interface Grant {
  shareId: string;
  student: { id: string; name: string; graduationYear: number; sample: boolean };
  via: ViewerKind;
  scopes: ShareScopes;
}

/** Every grant `viewerId` holds (on one student when `studentId` is given), as parent or as counselor. */
async function grantsOf(db: Kysely<Database>, viewerId: string, studentId?: string): Promise<Grant[]> {
  const { parents, counselors } = await listGrants(db, viewerId, studentId);
  const grant = (via: ViewerKind) => (row: (typeof parents)[number]) => ({
    shareId: row.id,
    student: { id: row.student_id, name: row.name, graduationYear: row.graduation_year, sample: Boolean(row.is_demo) },
    via,
    scopes: readScopes(row.scopes),
  });
  return [...parents.map(grant('parent')), ...counselors.map(grant('counselors'))];
}

const toViewable = (grant: Grant): ViewableStudent => ({ ...grant.student, via: grant.via, scopes: planScopes(grant.scopes) });

/** The students `viewerId` may view, by name. */
export async function listViewableStudents(db: Kysely<Database>, viewerId: string): Promise<ViewableStudent[]> {
  const grants = await grantsOf(db, viewerId);
  return grants.map(toViewable).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * The student `viewerId` may view, when `scope` (if given) is shared with them; otherwise 404,
 * exactly as for a student who does not exist. Records the view ("last viewed") on the share.
 */
export async function viewableStudent(
  db: Kysely<Database>,
  viewerId: string,
  studentId: string,
  scope: ShareScope | null,
  now: Date,
): Promise<ViewableStudent> {
  const [grant] = await grantsOf(db, viewerId, studentId);
  if (!grant || (scope !== null && !grant.scopes[scope])) throw notFound(STUDENT_NOT_FOUND);
  await recordShareView(db, grant.shareId, viewerId, now.toISOString());
  return toViewable(grant);
}

/** The account's role (every account has one; 'student' for all made before roles existed). */
export async function roleOf(db: Kysely<Database>, userId: string): Promise<AccountRole> {
  return (await requireUserColumns(db, userId, ['role'])).role;
}

const ROLE_NAMES: Record<AccountRole, string> = {
  student: 'student',
  parent: 'parent or guardian',
  counselor: 'counselor',
  teacher: 'teacher',
};

/** 403 `wrong_role` unless the account is a `role` account, saying who may do `action`. */
export async function requireRole(db: Kysely<Database>, userId: string, role: AccountRole, action: string): Promise<void> {
  if ((await roleOf(db, userId)) !== role) {
    throw new HttpError(403, 'wrong_role', `Only a ${ROLE_NAMES[role]} account can ${action}.`);
  }
}

/** 404 unless `userId` is a counselor of the high school (a school they do not run is as unknown as none). */
export async function requireCounselorOf(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<void> {
  if (!(await isCounselorOf(db, userId, highSchoolId))) throw notFound(HIGH_SCHOOL_NOT_FOUND);
}

/** How `userId` belongs to the high school (its counselor, or its student); null when not at all. */
export async function membershipOf(db: Kysely<Database>, userId: string, highSchoolId: string): Promise<'counselor' | 'student' | null> {
  const [counselor, student] = await Promise.all([isCounselorOf(db, userId, highSchoolId), isStudentOf(db, userId, highSchoolId)]);
  return counselor ? 'counselor' : student ? 'student' : null;
}

/**
 * A counselor acting on a student (a task, a note): the caller must be a counselor
 * (403 otherwise) who sees the student through their school with `scope` shared (404 otherwise).
 * Returns the counselor's name, as the student will see it.
 */
export async function requireCounselorOfStudent(
  db: Kysely<Database>,
  counselorId: string,
  studentId: string,
  scope: ShareScope,
  now: Date,
): Promise<{ id: string; name: string }> {
  await requireRole(db, counselorId, 'counselor', "add to a student's plan");
  const student = await viewableStudent(db, counselorId, studentId, scope, now);
  if (student.via !== 'counselors') throw notFound(STUDENT_NOT_FOUND);
  const { name } = await requireUserColumns(db, counselorId, ['name']);
  return { id: counselorId, name };
}
