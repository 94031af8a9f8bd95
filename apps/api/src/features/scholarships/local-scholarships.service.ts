import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { LocalScholarship, MyLocalScholarshipsResponse, localScholarshipBodySchema } from '@campuspath/contract/scholarships';
import { LOCAL_SCHOLARSHIPS_FULL_MESSAGE, LOCAL_SCHOLARSHIPS_MAX } from '@campuspath/contract/scholarships-terms';
import type { Database } from '../../db/schema.ts';
import type { LocalScholarshipsTable } from '../../db/schema-scholarships.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { findStudentSchool, lockHighSchool } from '../high-schools/high-schools.store.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf, requireCounselorOf } from '../sharing/access.ts';
import {
  countLocalScholarships,
  deleteLocalScholarshipRow,
  findLocalScholarshipRow,
  insertLocalScholarship,
  listLocalScholarshipRows,
  updateLocalScholarshipRow,
} from './local-scholarships.store.ts';
import { listScholarshipRows } from './scholarships.store.ts';

/**
 * Local scholarships: a high school's counselors post the ones they know of (community
 * foundations, employers, civic groups), each with its sponsor, eligibility, deadline, link and
 * the day they last checked it; the school's students read them and add one to their own list.
 * Nobody else sees them: a school the reader does not belong to answers 404, like none at all.
 */
export interface LocalScholarshipsDeps {
  db: Kysely<Database>;
  now: Clock;
}

export type LocalScholarshipInput = z.output<typeof localScholarshipBodySchema>;
export const LOCAL_SCHOLARSHIP_NOT_FOUND = /*i18n*/ 'Scholarship not found';

function toLocal(row: Selectable<LocalScholarshipsTable>): LocalScholarship {
  return {
    id: row.id,
    highSchoolId: row.high_school_id,
    name: row.name,
    sponsor: row.sponsor,
    amount: row.amount === null ? null : Number(row.amount),
    eligibility: row.eligibility,
    deadline: row.deadline,
    link: row.link,
    checkedOn: row.checked_on,
    postedBy: row.posted_by_name,
    updatedAt: row.updated_at,
  };
}

/** By deadline (none last), then name. */
const byDeadline = (a: LocalScholarship, b: LocalScholarship) =>
  (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

async function listOfSchool(db: Kysely<Database>, highSchoolId: string): Promise<LocalScholarship[]> {
  return (await listLocalScholarshipRows(db, highSchoolId)).map(toLocal).sort(byDeadline);
}

/** GET /high-schools/:id/local-scholarships: for the school's counselors and students. */
export async function listLocalScholarships(
  deps: LocalScholarshipsDeps,
  userId: string,
  highSchoolId: string,
): Promise<LocalScholarship[]> {
  if (!(await membershipOf(deps.db, userId, highSchoolId))) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  return listOfSchool(deps.db, highSchoolId);
}

/** GET /local-scholarships: the reader's own school's listings, each saying whether it is on their list; none without a school. */
export async function myLocalScholarships(deps: LocalScholarshipsDeps, userId: string): Promise<MyLocalScholarshipsResponse> {
  const school = await findStudentSchool(deps.db, userId);
  if (!school) return { highSchool: null, scholarships: [] };
  const [listings, mine] = await Promise.all([listOfSchool(deps.db, school.id), listScholarshipRows(deps.db, userId)]);
  const added = new Set(mine.map((row) => row.local_scholarship_id));
  return {
    highSchool: { id: school.id, name: school.name },
    scholarships: listings.map((listing) => ({ ...listing, added: added.has(listing.id) })),
  };
}

/** One of the school's listings, for one of its students adding it (404 for any other reader). */
export async function requireListingOfStudentSchool(db: Kysely<Database>, userId: string, localScholarshipId: string) {
  const school = await findStudentSchool(db, userId);
  const row = school ? await findLocalScholarshipRow(db, school.id, localScholarshipId) : undefined;
  if (!school || !row) throw notFound(LOCAL_SCHOLARSHIP_NOT_FOUND);
  return { row, schoolName: school.name };
}

const fieldsOf = (input: LocalScholarshipInput) => ({
  name: input.name,
  sponsor: input.sponsor,
  amount: input.amount,
  eligibility: input.eligibility,
  deadline: input.deadline,
  link: input.link,
  checked_on: input.checkedOn,
});

async function requireListing(db: Kysely<Database>, highSchoolId: string, id: string): Promise<LocalScholarship> {
  const row = await findLocalScholarshipRow(db, highSchoolId, id);
  if (!row) throw notFound(LOCAL_SCHOLARSHIP_NOT_FOUND);
  return toLocal(row);
}

/** POST: a counselor of the school posts one (at most LOCAL_SCHOLARSHIPS_MAX a school, checked under the school's lock). */
export async function postLocalScholarship(
  deps: LocalScholarshipsDeps,
  userId: string,
  highSchoolId: string,
  input: LocalScholarshipInput,
): Promise<LocalScholarship> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const { name } = await requireUserColumns(deps.db, userId, ['name']);
  const id = newId();
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockHighSchool(trx, highSchoolId);
    requireRoom(await countLocalScholarships(trx, highSchoolId), LOCAL_SCHOLARSHIPS_MAX, LOCAL_SCHOLARSHIPS_FULL_MESSAGE);
    await insertLocalScholarship(trx, {
      id,
      high_school_id: highSchoolId,
      ...fieldsOf(input),
      posted_by: userId,
      posted_by_name: name,
      created_at: at,
      updated_at: at,
    });
  });
  return requireListing(deps.db, highSchoolId, id);
}

/** PUT: a counselor of the school replaces a listing's fields (students' copies keep what they added). */
export async function replaceLocalScholarship(
  deps: LocalScholarshipsDeps,
  userId: string,
  highSchoolId: string,
  id: string,
  input: LocalScholarshipInput,
): Promise<LocalScholarship> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const { name } = await requireUserColumns(deps.db, userId, ['name']);
  const changes = { ...fieldsOf(input), posted_by: userId, posted_by_name: name, updated_at: deps.now().toISOString() };
  if (!(await updateLocalScholarshipRow(deps.db, highSchoolId, id, changes))) throw notFound(LOCAL_SCHOLARSHIP_NOT_FOUND);
  return requireListing(deps.db, highSchoolId, id);
}

export async function deleteLocalScholarship(deps: LocalScholarshipsDeps, userId: string, highSchoolId: string, id: string): Promise<void> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  if (!(await deleteLocalScholarshipRow(deps.db, highSchoolId, id))) throw notFound(LOCAL_SCHOLARSHIP_NOT_FOUND);
}
