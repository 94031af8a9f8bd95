import type { Kysely, Selectable } from 'kysely';
import { format, parseISO } from 'date-fns';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { CheckedDeadline, CheckedDeadlinesQuery, PutCheckedDeadlineInput } from '@campuspath/contract/checked-deadlines';
import { DEFAULT_TIME_ZONE, dueInstant } from '@campuspath/contract/deadline-time';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { CheckedDeadlinesTable } from '../../db/schema-high-school-knowledge.ts';
import { notFound, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { timeZoneForState } from '../applications/state-time-zones.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import {
  deleteCheckedDeadlineRow,
  findCheckedDeadlineFor,
  findCheckedDeadlineRow,
  insertCheckedDeadline,
  listCheckedDeadlineRows,
  updateCheckedDeadline,
} from './checked-deadlines.store.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf, requireCounselorOf } from '../sharing/access.ts';

/**
 * Counselor-checked deadlines: a high school's counselors record a college's deadline
 * for a round and cycle (one per college, round and cycle: recording it again changes it), with
 * the page they checked and when. The school's students read them; every answer carries its source
 * and says it is not official.
 */
export interface DeadlinesDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: () => Date;
}

export const DEADLINE_NOT_FOUND = /*i18n*/ 'Deadline not found';
type Row = Selectable<CheckedDeadlinesTable>;

const longDate = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');

/** One checked deadline as every page reads it; `passed` once 11:59 pm on its date in its zone has gone by at `now`. */
export function toCheckedDeadline(catalog: Catalog, school: { id: string; name: string }, row: Row, now: Date): CheckedDeadline {
  const dueAt = dueInstant(row.date, row.time_zone);
  return {
    id: row.id,
    collegeId: row.college_id,
    collegeName: catalog.find(String(row.college_id))?.name ?? `College ${row.college_id}`,
    round: row.round as ApplicationRound,
    cycle: row.cycle,
    date: row.date,
    timeZone: row.time_zone,
    dueAt: dueAt.toISOString(),
    passed: dueAt.getTime() < now.getTime(),
    previousDate: row.previous_date,
    source: {
      kind: 'counselor',
      highSchool: school,
      enteredBy: row.entered_by_name,
      checkedOn: row.checked_on,
      url: row.source_url,
      label: `From your counselor (${row.entered_by_name}, ${school.name}) – checked ${longDate(row.checked_on)} – ${row.source_url} – not official: confirm on the college's site`,
    },
    official: false,
    updatedAt: row.updated_at,
  };
}

async function schoolOf(db: Kysely<Database>, highSchoolId: string) {
  const school = await findHighSchool(db, highSchoolId);
  if (!school) throw new Error(`High school ${highSchoolId} has no row`);
  return { id: school.id, name: school.name };
}

/** The college's own zone (its campus's, from the catalogue), else its state's, else the default. */
export function collegeTimeZone(catalog: Catalog, collegeId: number): string {
  const college = catalog.find(String(collegeId));
  return college?.timeZone ?? (college ? timeZoneForState(college.state) : null) ?? DEFAULT_TIME_ZONE;
}

/** GET …/checked-deadlines: for the school's members. Students see their own cycle unless they ask for another. */
export async function listCheckedDeadlines(
  deps: DeadlinesDeps,
  userId: string,
  highSchoolId: string,
  query: CheckedDeadlinesQuery,
): Promise<CheckedDeadline[]> {
  const membership = await membershipOf(deps.db, userId, highSchoolId);
  if (!membership) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  let cycle = query.cycle;
  if (cycle === undefined && membership === 'student') {
    cycle = (await requireUserColumns(deps.db, userId, ['graduation_year'])).graduation_year;
  }
  const filter = { collegeIds: query.college === undefined ? undefined : [query.college], round: query.round, cycle };
  const [school, rows] = await Promise.all([schoolOf(deps.db, highSchoolId), listCheckedDeadlineRows(deps.db, highSchoolId, filter)]);
  return rows
    .map((row) => toCheckedDeadline(deps.catalog, school, row, deps.now()))
    .sort((a, b) => a.date.localeCompare(b.date) || a.collegeName.localeCompare(b.collegeName) || a.round.localeCompare(b.round));
}

export interface DeadlineEntry {
  collegeId: number;
  round: ApplicationRound;
  cycle: number;
  date: string;
  timeZone: string;
  sourceUrl: string;
  checkedOn: string;
}

/** Fills in what a counselor may leave out: the coming cycle, the college's zone, today as the checked date. */
export function completeEntry(deps: DeadlinesDeps, input: PutCheckedDeadlineInput): DeadlineEntry {
  const college = deps.catalog.find(String(input.collegeId));
  if (!college || college.id !== input.collegeId) {
    throw refuseField('collegeId', /*i18n*/ 'Choose a college from the catalogue', {
      message: /*i18n*/ 'Invalid field "collegeId": No college in the catalogue has this id',
    });
  }
  const now = deps.now();
  return {
    collegeId: college.id,
    round: input.round,
    cycle: input.cycle ?? currentEntryYear(now),
    date: input.date,
    timeZone: input.timeZone ?? collegeTimeZone(deps.catalog, college.id),
    sourceUrl: input.sourceUrl,
    checkedOn: input.checkedOn ?? now.toISOString().slice(0, 10),
  };
}

/** Records the entry for its college, round and cycle, or changes the one recorded (keeping the date it replaces). */
export async function upsertDeadline(
  db: Kysely<Database>,
  highSchoolId: string,
  counselor: { id: string; name: string },
  entry: DeadlineEntry,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const find = () => findCheckedDeadlineFor(db, highSchoolId, entry.collegeId, entry.round, entry.cycle);
  const fields = {
    date: entry.date,
    time_zone: entry.timeZone,
    source_url: entry.sourceUrl,
    checked_on: entry.checkedOn,
    entered_by: counselor.id,
    entered_by_name: counselor.name,
    updated_at: at,
  };
  const update = async (existing: Row) => {
    const previous = existing.date !== entry.date ? existing.date : existing.previous_date;
    await updateCheckedDeadline(db, existing.id, { ...fields, previous_date: previous });
    return existing.id;
  };
  const existing = await find();
  if (existing) return update(existing);
  const id = newId();
  try {
    await insertCheckedDeadline(db, {
      id,
      high_school_id: highSchoolId,
      college_id: entry.collegeId,
      round: entry.round,
      cycle: entry.cycle,
      previous_date: null,
      created_at: at,
      ...fields,
    });
    return id;
  } catch (error) {
    const raced = isUniqueViolation(error) ? await find() : undefined;
    if (!raced) throw error;
    return update(raced);
  }
}

export async function counselorName(db: Kysely<Database>, userId: string): Promise<{ id: string; name: string }> {
  const { name } = await requireUserColumns(db, userId, ['name']);
  return { id: userId, name };
}

export async function readDeadline(deps: DeadlinesDeps, highSchoolId: string, id: string): Promise<CheckedDeadline> {
  const [school, row] = await Promise.all([schoolOf(deps.db, highSchoolId), findCheckedDeadlineRow(deps.db, id)]);
  if (!row) throw new Error(`Checked deadline ${id} has no row`);
  return toCheckedDeadline(deps.catalog, school, row, deps.now());
}

/** PUT …/checked-deadlines (counselors of the school). */
export async function putCheckedDeadline(
  deps: DeadlinesDeps,
  userId: string,
  highSchoolId: string,
  input: PutCheckedDeadlineInput,
): Promise<CheckedDeadline> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const entry = completeEntry(deps, input);
  const id = await upsertDeadline(deps.db, highSchoolId, await counselorName(deps.db, userId), entry, deps.now());
  return readDeadline(deps, highSchoolId, id);
}

export async function deleteCheckedDeadline(deps: DeadlinesDeps, userId: string, highSchoolId: string, deadlineId: string): Promise<void> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  if (!(await deleteCheckedDeadlineRow(deps.db, highSchoolId, deadlineId))) throw notFound(DEADLINE_NOT_FOUND);
}
