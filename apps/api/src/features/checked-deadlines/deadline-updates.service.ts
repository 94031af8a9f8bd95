import type { Kysely } from 'kysely';
import { format, parseISO } from 'date-fns';
import type { Application } from '@campuspath/contract/applications';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { DeadlineUpdate } from '@campuspath/contract/checked-deadlines';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { requireApplication, requireOwnedApplication } from '../applications/applications.service.ts';
import { toCheckedDeadline } from './checked-deadlines.service.ts';

/**
 * Offers to update a student's application from their counselors' checked deadline:
 * an application not yet submitted whose college, round and cycle (the student's graduation year)
 * the student's high school has a checked deadline for, and whose own deadline (or zone) differs.
 * Nothing changes on its own: the student accepts (the application takes the counselor's date and
 * zone) or keeps their date (a dismissal, remembered for that date: a later change offers again).
 * The offers are worked out when read, like the bell, so a counselor's change shows at once.
 */
export interface DeadlineUpdatesDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: () => Date;
}

/** Applications still being prepared: a submitted or decided one is past its deadline's use. */
const OPEN_STATUSES = ['drafting', 'in-progress'];
const NO_UPDATE = 'This application has no deadline update from your counselor';
const longDate = (isoDate: string | null) => (isoDate ? format(parseISO(isoDate), 'MMM d, yyyy') : 'no date');

export async function listDeadlineUpdates(deps: DeadlineUpdatesDeps, userId: string, applicationId?: string): Promise<DeadlineUpdate[]> {
  const student = await deps.db
    .selectFrom('high_school_students')
    .innerJoin('users', 'users.id', 'high_school_students.user_id')
    .innerJoin('high_schools', 'high_schools.id', 'high_school_students.high_school_id')
    .select(['high_schools.id as school_id', 'high_schools.name as school_name', 'users.graduation_year'])
    .where('high_school_students.user_id', '=', userId)
    .executeTakeFirst();
  if (!student) return [];
  let applicationsQuery = deps.db
    .selectFrom('applications')
    .select(['id', 'school_id', 'round', 'deadline', 'time_zone'])
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_STATUSES);
  if (applicationId) applicationsQuery = applicationsQuery.where('id', '=', applicationId);
  const applications = await applicationsQuery.execute();
  if (applications.length === 0) return [];
  const [entries, dismissals] = await Promise.all([
    deps.db
      .selectFrom('checked_deadlines')
      .selectAll()
      .where('high_school_id', '=', student.school_id)
      .where('cycle', '=', student.graduation_year)
      .where(
        'college_id',
        'in',
        applications.map((application) => application.school_id),
      )
      .execute(),
    deps.db.selectFrom('deadline_update_dismissals').selectAll().where('user_id', '=', userId).execute(),
  ]);
  const school = { id: student.school_id, name: student.school_name };
  const updates: DeadlineUpdate[] = [];
  for (const application of applications) {
    const entry = entries.find((row) => row.college_id === application.school_id && row.round === application.round);
    if (!entry) continue;
    const differs = application.deadline !== entry.date || (application.time_zone !== null && application.time_zone !== entry.time_zone);
    if (!differs) continue;
    const dismissed = dismissals.some(
      (row) =>
        row.application_id === application.id &&
        row.deadline_id === entry.id &&
        row.date === entry.date &&
        row.time_zone === entry.time_zone,
    );
    if (dismissed) continue;
    const deadline = toCheckedDeadline(deps.catalog, school, entry, deps.now());
    const round = APPLICATION_ROUND_LABELS[application.round as ApplicationRound] ?? application.round;
    const zone = application.deadline === entry.date ? ` (in ${entry.time_zone})` : '';
    updates.push({
      applicationId: application.id,
      collegeId: application.school_id,
      collegeName: deadline.collegeName,
      round: application.round as ApplicationRound,
      yourDeadline: application.deadline,
      yourTimeZone: application.time_zone,
      deadline,
      message: `${entry.entered_by_name} (${school.name}) checked ${deadline.collegeName}'s ${round} deadline: ${longDate(entry.date)}${zone}; your application says ${longDate(application.deadline)}.`,
    });
  }
  return updates.sort((a, b) => a.deadline.date.localeCompare(b.deadline.date) || a.collegeName.localeCompare(b.collegeName));
}

async function requireUpdate(deps: DeadlineUpdatesDeps, userId: string, applicationId: string): Promise<DeadlineUpdate> {
  await requireOwnedApplication(deps.db, userId, applicationId);
  const [update] = await listDeadlineUpdates(deps, userId, applicationId);
  if (!update) throw notFound(NO_UPDATE);
  return update;
}

/** The student takes the counselor's date: `date` is the one the offer showed (409 when it has changed since). */
export async function acceptDeadlineUpdate(
  deps: DeadlineUpdatesDeps & { storage: FileStorage },
  userId: string,
  applicationId: string,
  date: string,
): Promise<Application> {
  const update = await requireUpdate(deps, userId, applicationId);
  if (update.deadline.date !== date) {
    const message = `Your counselor changed this date again: it is now ${longDate(update.deadline.date)}. Check it and accept that one.`;
    throw new HttpError(409, 'deadline_changed', message, { date: message });
  }
  await deps.db
    .updateTable('applications')
    .set({ deadline: update.deadline.date, time_zone: update.deadline.timeZone, updated_at: nowIso() })
    .where('id', '=', applicationId)
    .where('user_id', '=', userId)
    .execute();
  return requireApplication(deps, userId, applicationId);
}

/** The student keeps their own date; the same counselor date is not offered again (a new one is). */
export async function dismissDeadlineUpdate(deps: DeadlineUpdatesDeps, userId: string, applicationId: string): Promise<void> {
  const update = await requireUpdate(deps, userId, applicationId);
  const values = { date: update.deadline.date, time_zone: update.deadline.timeZone, dismissed_at: nowIso() };
  await deps.db
    .insertInto('deadline_update_dismissals')
    .values({ application_id: applicationId, deadline_id: update.deadline.id, user_id: userId, ...values })
    .onConflict((conflict) => conflict.columns(['application_id', 'deadline_id']).doUpdateSet(values))
    .execute();
}
