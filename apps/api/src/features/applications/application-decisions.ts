import type { Kysely, Selectable, Updateable } from 'kysely';
import type { CounselorReplyDeadlineInput, UpdateApplicationInput } from '@campuspath/contract/applications';
import type { ApplicationStatus } from '@campuspath/contract/applications-terms';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { DEFAULT_TIME_ZONE, dateIn } from '@campuspath/contract/deadline-time';
import { WAITLIST_GUIDE, defaultReplyDeadline, isDecisionStatus, waitlistTaskTitle } from '@campuspath/contract/decisions-terms';
import { TASKS_MAX } from '@campuspath/contract/tasks-terms';
import type { ApplicationsTable, Database } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { findUser } from '../auth/users.ts';
import { findSettingsRow } from '../reminders/reminders.store.ts';
import { countTasks, insertTasks } from '../tasks/tasks.store.ts';
import { clearAttendingExcept } from './applications.store.ts';

type ApplicationRow = Selectable<ApplicationsTable>;

/** Statuses before any decision: an application back in one of them has not been deferred yet. */
const UNDECIDED_STATUSES: readonly ApplicationStatus[] = ['drafting', 'in-progress', 'submitted'];

/**
 * The decision-season columns a change sets (docs/decisions-and-money.md), or a 400 naming the
 * field: attending and a paid deposit belong to an accepted offer only; the college's own reply
 * date comes with its source; an offer starts with the common May 1 default; the day a decision
 * status is first set is recorded unless the student gives another.
 */
export async function decisionChanges(
  db: Kysely<Database>,
  userId: string,
  row: ApplicationRow,
  input: UpdateApplicationInput,
  now: Date,
): Promise<Updateable<ApplicationsTable>> {
  const status = (input.status ?? row.status) as ApplicationStatus;
  const statusChanged = input.status !== undefined && input.status !== row.status;
  if (input.attending && status !== 'accepted') {
    throw refuseField('attending', /*i18n*/ 'Only an accepted offer can be the college you attend. Mark the application Accepted first.');
  }
  if (input.depositPaid && status !== 'accepted') {
    throw refuseField('depositPaid', /*i18n*/ 'A deposit goes with an accepted offer. Mark the application Accepted first.');
  }
  const changes: Updateable<ApplicationsTable> = {};
  if (input.decidedOn !== undefined) changes.decided_on = input.decidedOn;
  else if (statusChanged && isDecisionStatus(status)) changes.decided_on = await studentToday(db, userId, now);
  // Kept through deferred -> accepted, rejected or waitlisted, so a history row built from the final
  // decision records the deferral before it; cleared when the application goes back before any
  // decision (a deferral marked by mistake, or the application reopened).
  if (statusChanged && status === 'deferred') changes.was_deferred = 1;
  else if (statusChanged && UNDECIDED_STATUSES.includes(status)) changes.was_deferred = 0;

  const defaultDeadline = () => defaultReplyDeadlineOf(db, userId, now);
  if (input.replyDeadline === null) {
    changes.reply_deadline = status === 'accepted' ? await defaultDeadline() : null;
    changes.reply_deadline_source = null;
  } else if (input.replyDeadline !== undefined) {
    const source = input.replyDeadlineSource ?? null;
    if (source === null) {
      throw refuseField('replyDeadlineSource', /*i18n*/ 'Say where the college gives this date (its admission letter, portal or website).');
    }
    changes.reply_deadline = input.replyDeadline;
    changes.reply_deadline_source = source;
  } else if (input.replyDeadlineSource !== undefined && row.reply_deadline_source !== null) {
    if (input.replyDeadlineSource === null) throw refuseField('replyDeadlineSource', /*i18n*/ 'Say where the college gives this date.');
    changes.reply_deadline_source = input.replyDeadlineSource;
  } else if (status === 'accepted' && row.reply_deadline === null) {
    changes.reply_deadline = await defaultDeadline();
  }

  // The student's own entry is theirs: no longer shown as recorded by a counselor.
  if (changes.reply_deadline !== undefined || changes.reply_deadline_source !== undefined) changes.reply_deadline_by_name = null;

  if (input.depositPaid !== undefined) changes.deposit_paid = input.depositPaid ? 1 : 0;
  if (input.attending !== undefined) changes.attending = input.attending ? 1 : 0;
  else if (status !== 'accepted' && row.attending) changes.attending = 0;
  if (input.waitlistReplyDate !== undefined) changes.waitlist_reply_date = input.waitlistReplyDate;
  return changes;
}

/**
 * The reply-date columns a counselor's entry sets on an accepted application (a 400 naming the
 * field for a date without its source): the college's date recorded as theirs, or back to the
 * common default, which nobody recorded.
 */
export async function counselorReplyDeadlineChanges(
  db: Kysely<Database>,
  userId: string,
  input: CounselorReplyDeadlineInput,
  counselorName: string,
  now: Date,
): Promise<Updateable<ApplicationsTable>> {
  if (input.replyDeadline === null) {
    return { reply_deadline: await defaultReplyDeadlineOf(db, userId, now), reply_deadline_source: null, reply_deadline_by_name: null };
  }
  const source = input.replyDeadlineSource ?? null;
  if (source === null) {
    throw refuseField('replyDeadlineSource', /*i18n*/ 'Say where the college gives this date (its admission letter, portal or website).');
  }
  return { reply_deadline: input.replyDeadline, reply_deadline_source: source, reply_deadline_by_name: counselorName };
}

/**
 * The student's calendar day at `now`, in the zone saved with their reminder settings (else the
 * default): a decision read on a Californian evening came that day, not on the next UTC day.
 */
async function studentToday(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const settings = await findSettingsRow(db, userId);
  return dateIn(settings?.time_zone ?? DEFAULT_TIME_ZONE, now);
}

/** May 1 of the year the student starts college: their graduation year, else the season's entry year. */
async function defaultReplyDeadlineOf(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const user = await findUser(db, userId);
  return defaultReplyDeadline(user?.graduationYear ?? currentEntryYear(now));
}

/** The decision columns of an application created with `status`: as if its status had just been set. */
export async function createdDecisionColumns(db: Kysely<Database>, userId: string, status: ApplicationStatus, now: Date) {
  return {
    decided_on: isDecisionStatus(status) ? await studentToday(db, userId, now) : null,
    was_deferred: status === 'deferred' ? 1 : 0,
    reply_deadline: status === 'accepted' ? await defaultReplyDeadlineOf(db, userId, now) : null,
  };
}

/**
 * What follows a change, in its transaction: attending one college clears the choice elsewhere,
 * and an application newly waitlisted gets a task to confirm interest, with a short guide (none
 * when the task list is full, as for every task the product adds).
 */
export async function afterDecisionChange(
  trx: Kysely<Database>,
  userId: string,
  row: Pick<ApplicationRow, 'id' | 'status'>,
  input: Pick<UpdateApplicationInput, 'attending' | 'status'>,
  schoolName: string,
  nowIso: string,
): Promise<void> {
  if (input.attending) await clearAttendingExcept(trx, userId, row.id);
  if (input.status !== 'waitlisted' || row.status === 'waitlisted') return;
  if ((await countTasks(trx, userId)) >= TASKS_MAX) return;
  await insertTasks(trx, [
    {
      id: newId(),
      user_id: userId,
      title: waitlistTaskTitle(schoolName),
      due_date: null,
      category: 'application',
      priority: 'high',
      completed: 0,
      notes: WAITLIST_GUIDE,
      created_at: nowIso,
      updated_at: nowIso,
    },
  ]);
}
