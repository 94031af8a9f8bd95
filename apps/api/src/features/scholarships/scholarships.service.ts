import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Scholarship, createScholarshipBodySchema, updateScholarshipBodySchema } from '@campuspath/contract/scholarships';
import {
  ALREADY_ADDED_MESSAGE,
  SCHOLARSHIPS_FULL_MESSAGE,
  SCHOLARSHIPS_MAX,
  type ScholarshipStatus,
} from '@campuspath/contract/scholarships-terms';
import type { Renewable } from '@campuspath/contract/offers-terms';
import type { Database } from '../../db/schema.ts';
import type { ScholarshipsTable } from '../../db/schema-scholarships.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { requireRole, viewableStudent } from '../sharing/access.ts';
import { requireListingOfStudentSchool } from './local-scholarships.service.ts';
import {
  countScholarships,
  deleteScholarshipRow,
  findScholarshipFromLocal,
  findScholarshipRow,
  insertScholarship,
  listScholarshipRows,
  updateScholarshipRow,
} from './scholarships.store.ts';

/**
 * The student's own outside scholarships: what they applied for, were awarded or not, with the
 * deadline (reminded like every other date while not applied yet) and whether it renews. Awarded
 * ones count as outside grants in their aid offers (features/offers/outside-scholarships.ts). A
 * parent or counselor reads them with the costs scope, the scope of the money pages.
 */
export interface ScholarshipsDeps {
  db: Kysely<Database>;
  now: Clock;
}

export type CreateScholarshipInput = z.output<typeof createScholarshipBodySchema>;
export type UpdateScholarshipInput = z.output<typeof updateScholarshipBodySchema>;
export const SCHOLARSHIP_NOT_FOUND = /*i18n*/ 'Scholarship not found';

function toScholarship(row: Selectable<ScholarshipsTable>): Scholarship {
  return {
    id: row.id,
    name: row.name,
    amount: Number(row.amount),
    renewable: row.renewable as Renewable,
    status: row.status as ScholarshipStatus,
    deadline: row.deadline,
    link: row.link,
    notes: row.notes,
    fromLocal: row.from_high_school_name === null ? null : { id: row.local_scholarship_id, highSchoolName: row.from_high_school_name },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** By deadline (none last), then name. */
export async function listScholarships(deps: ScholarshipsDeps, userId: string): Promise<Scholarship[]> {
  const rows = await listScholarshipRows(deps.db, userId);
  return rows
    .map(toScholarship)
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export async function requireScholarship(deps: ScholarshipsDeps, userId: string, id: string): Promise<Scholarship> {
  const row = await findScholarshipRow(deps.db, userId, id);
  if (!row) throw notFound(SCHOLARSHIP_NOT_FOUND);
  return toScholarship(row);
}

type NewRow = Omit<ScholarshipsTable, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

async function insertUnderCap(deps: ScholarshipsDeps, userId: string, fields: NewRow): Promise<Scholarship> {
  const id = newId();
  const at = deps.now().toISOString();
  await withStudentLock(deps.db, userId, async (trx) => {
    requireRoom(await countScholarships(trx, userId), SCHOLARSHIPS_MAX, SCHOLARSHIPS_FULL_MESSAGE);
    await insertScholarship(trx, { id, user_id: userId, ...fields, created_at: at, updated_at: at });
  });
  return requireScholarship(deps, userId, id);
}

/** A scholarship is the student's own record: a parent or counselor reads it with the costs scope, never adds one (403). */
export async function createScholarship(deps: ScholarshipsDeps, userId: string, input: CreateScholarshipInput): Promise<Scholarship> {
  await requireRole(deps.db, userId, 'student', 'record a scholarship');
  return insertUnderCap(deps, userId, { ...input, local_scholarship_id: null, from_high_school_name: null });
}

/**
 * Adds one of the student's school's local scholarships to their list, in one click: its name,
 * amount (0 when the listing gives none), deadline and link, not applied yet. Once only (409).
 */
export async function addLocalScholarship(deps: ScholarshipsDeps, userId: string, localScholarshipId: string): Promise<Scholarship> {
  const { row, schoolName } = await requireListingOfStudentSchool(deps.db, userId, localScholarshipId);
  const already = () => refuseField('localScholarshipId', ALREADY_ADDED_MESSAGE, { status: 409, code: 'already_added' });
  if (await findScholarshipFromLocal(deps.db, userId, row.id)) throw already();
  try {
    return await insertUnderCap(deps, userId, {
      name: row.name,
      amount: row.amount === null ? 0 : Number(row.amount),
      renewable: 'unknown',
      status: 'planned',
      deadline: row.deadline,
      link: row.link,
      notes: `From ${row.sponsor}.`,
      local_scholarship_id: row.id,
      from_high_school_name: schoolName,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw already();
    throw error;
  }
}

export async function updateScholarship(
  deps: ScholarshipsDeps,
  userId: string,
  id: string,
  input: UpdateScholarshipInput,
): Promise<Scholarship> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const updated = await updateScholarshipRow(deps.db, userId, id, { ...changes, updated_at: deps.now().toISOString() });
  if (!updated) throw notFound(SCHOLARSHIP_NOT_FOUND);
  return requireScholarship(deps, userId, id);
}

export async function deleteScholarship(deps: ScholarshipsDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteScholarshipRow(deps.db, userId, id))) throw notFound(SCHOLARSHIP_NOT_FOUND);
}

/** A student's scholarships as a parent or counselor with the costs scope reads them (404 otherwise). */
export async function studentScholarships(deps: ScholarshipsDeps, viewerId: string, studentId: string): Promise<Scholarship[]> {
  await viewableStudent(deps.db, viewerId, studentId, 'costs', deps.now());
  return listScholarships(deps, studentId);
}
