import type { Kysely } from 'kysely';
import { format, parseISO } from 'date-fns';
import type { Application } from '@campuspath/contract/applications';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { DeadlineUpdate } from '@campuspath/contract/checked-deadlines';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { notFound, refuseField } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { requireApplication, requireOwnedApplication } from '../applications/applications.service.ts';
import { listApplicationsIn, updateApplicationRow } from '../applications/applications.store.ts';
import { followApplicationDeadlines } from '../applications/plan-task-dates.ts';
import { findUserColumns } from '../auth/users.store.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { findStudentSchool } from '../high-schools/high-schools.store.ts';
import { toCheckedDeadline } from './checked-deadlines.service.ts';
import { listCheckedDeadlineRows, listDismissals, upsertDismissal } from './checked-deadlines.store.ts';

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
  now: Clock;
}

/** Applications still being prepared: a submitted or decided one is past its deadline's use. */
const OPEN_STATUSES = ['drafting', 'in-progress'];
const NO_UPDATE = /*i18n*/ 'This application has no deadline update from your counselor';
const longDate = (isoDate: string | null) => (isoDate ? format(parseISO(isoDate), 'MMM d, yyyy') : 'no date');

export async function listDeadlineUpdates(deps: DeadlineUpdatesDeps, userId: string, applicationId?: string): Promise<DeadlineUpdate[]> {
  const [studentSchool, account] = await Promise.all([
    findStudentSchool(deps.db, userId),
    findUserColumns(deps.db, userId, ['graduation_year']),
  ]);
  if (!studentSchool || !account) return [];
  const applications = await listApplicationsIn(deps.db, userId, OPEN_STATUSES, applicationId);
  if (applications.length === 0) return [];
  const [entries, dismissals] = await Promise.all([
    listCheckedDeadlineRows(deps.db, studentSchool.id, {
      cycle: account.graduation_year,
      collegeIds: applications.map((application) => application.school_id),
    }),
    listDismissals(deps.db, userId),
  ]);
  const school = { id: studentSchool.id, name: studentSchool.name };
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
    throw refuseField('date', message, { status: 409, code: 'deadline_changed' });
  }
  const at = deps.now().toISOString();
  // Under the student's lock, as every change to their applications: the plan dates read them all.
  await withStudentLock(deps.db, userId, async (trx) => {
    await updateApplicationRow(trx, userId, applicationId, {
      deadline: update.deadline.date,
      time_zone: update.deadline.timeZone,
      updated_at: at,
    });
    await followApplicationDeadlines(trx, userId, at);
  });
  return requireApplication(deps, userId, applicationId);
}

/** The student keeps their own date; the same counselor date is not offered again (a new one is). */
export async function dismissDeadlineUpdate(deps: DeadlineUpdatesDeps, userId: string, applicationId: string): Promise<void> {
  const update = await requireUpdate(deps, userId, applicationId);
  await upsertDismissal(deps.db, {
    application_id: applicationId,
    deadline_id: update.deadline.id,
    user_id: userId,
    date: update.deadline.date,
    time_zone: update.deadline.timeZone,
    dismissed_at: deps.now().toISOString(),
  });
}
