import type { Kysely } from 'kysely';
import { addDaysIso, dueStatus, minutesIn } from '@campuspath/contract/deadline-time';
import { pagePaths } from '@campuspath/contract/page-paths';
import { inQuietHours } from '@campuspath/contract/reminders-terms';
import { isEmailSafeName } from '@campuspath/contract/sharing-terms';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { listEmailableTeachers } from '../../read-models/reminder-recipients.ts';
import { listUserColumns } from '../auth/users.store.ts';
import { listStoppedTeacherEmails } from '../letter-requests/letter-request-invitations.store.ts';
import { listOpenAcceptedCollegesDue, type OpenCollegeCursor } from '../letter-requests/letter-requests.store.ts';
import { candidateFrom, type Candidate, type CandidateRow } from './reminder-candidates.ts';
import { batchEmailId, claimDelivery, knownDeliveriesOf, sendClaimed, type LedgerDeps } from './reminder-ledger.ts';
import type { LedgerPass } from './reminder-scheduler.ts';
import { alreadyCovered } from './reminder-stages.ts';
import { teacherDeadlineReminderEmail, type TeacherLetterDue } from './teacher-deadline-reminder-email.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * Reminders to a teacher before each deadline of the letters they accepted (docs/schools.md,
 * "Reminders to the teacher"): for each college of an accepted request not yet marked submitted,
 * one email 7 days and one 1 day before the college's deadline (days counted in the teacher's
 * zone, as a student's are in theirs; the smallest stage at or above the days left, so a request
 * accepted 3 days before still gets its "7 days" reminder, then the "1 day" one).
 *
 * Exactly once, through the reminder ledger: each reminder is a row of the teacher's keyed by
 * request, college, deadline and stage, claimed before the email goes out, so two schedulers on one
 * database send it once. What a tick reads: the open colleges of accepted requests due in the next
 * days, in pages through a partial index (migration 0029), with the teachers, their settings and
 * the ledger rows of those reminders a page at a time; at most TEACHER_REMINDERS_PER_TICK
 * reminders are claimed a tick. Nothing goes to an address that chose "Stop these emails", to a
 * teacher who turned reminder emails off, in their quiet hours, or to an address no verified
 * teacher account holds (the request is then in nobody's queue).
 */
export const TEACHER_REMINDER_STAGES = [7, 1] as const;
export const TEACHER_REMINDERS_PER_TICK = 100;
const PAGE_SIZE = 500;

export interface TeacherReminderDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
  mailer: Mailer;
  links: LinkConfig;
  log?: { error(object: object, message: string): void };
}

/** The stage a letter due in `daysLeft` days is in (null outside every stage, or overdue). */
export function teacherReminderStage(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  return [...TEACHER_REMINDER_STAGES].reverse().find((stage) => stage >= daysLeft) ?? null;
}

const itemKeyOf = (requestId: string, schoolId: number, deadline: string) => `teacher-letter:${requestId}:${schoolId}:${deadline}`;
export const teacherReminderDeliveryKey = (requestId: string, schoolId: number, deadline: string, stage: number) =>
  `teacher-reminder:${requestId}:${schoolId}:${deadline}:${stage}`;

type CollegeRow = Awaited<ReturnType<typeof listOpenAcceptedCollegesDue>>[number];
interface Due {
  row: CollegeRow;
  teacher: Candidate;
  daysLeft: number;
  itemKey: string;
  deliveryKey: string;
  stage: number;
}

/** The email scheduler's pass (scheduler.ts hands it to createReminderScheduler). */
export const teacherDeadlineReminderPass =
  (deps: TeacherReminderDeps): LedgerPass =>
  (ledger, now) =>
    sendDueReminders({ ...deps, ledger }, now);

async function sendDueReminders(deps: TeacherReminderDeps & { ledger: LedgerDeps }, now: Date) {
  const result = { sent: 0, failed: 0 };
  const today = now.toISOString().slice(0, 10);
  // Any zone's today is within a day of UTC's: the window holds every deadline some teacher may be 0 to 7 days from.
  const window = { from: addDaysIso(today, -1), to: addDaysIso(today, Math.max(...TEACHER_REMINDER_STAGES) + 1) };
  let cursor: OpenCollegeCursor | null = null;
  let budget = TEACHER_REMINDERS_PER_TICK;
  while (budget > 0) {
    const page = await listOpenAcceptedCollegesDue(deps.db, window, cursor, PAGE_SIZE);
    if (page.length === 0) break;
    const last = page.at(-1)!;
    cursor = { deadline: last.deadline, requestId: last.request_id, schoolId: last.school_id };
    budget -= await sendPage(deps, page, now, budget, result);
    if (page.length < PAGE_SIZE) break;
  }
  return result;
}

/** The reminders a page of open colleges calls for now, by teacher (each teacher's in one email). */
async function dueOf(deps: TeacherReminderDeps, page: readonly CollegeRow[], now: Date): Promise<Map<string, Due[]>> {
  const emails = [...new Set(page.map((row) => row.teacher_email))];
  const [accounts, stopped] = await Promise.all([listEmailableTeachers(deps.db, emails), listStoppedTeacherEmails(deps.db, emails)]);
  const teachers = new Map(
    accounts
      .map((row) => candidateFrom(row as CandidateRow))
      .filter(({ email, settings }) => !stopped.has(email) && settings.channels.email)
      .filter(({ settings }) => !inQuietHours(minutesIn(settings.timeZone, now), settings.quietHours))
      .map((teacher) => [teacher.email, teacher]),
  );
  const byTeacher = new Map<string, Due[]>();
  for (const row of page) {
    const teacher = teachers.get(row.teacher_email);
    if (!teacher) continue;
    const { daysLeft, overdue } = dueStatus(row.deadline, teacher.settings.timeZone, now);
    const stage = overdue ? null : teacherReminderStage(daysLeft);
    if (stage === null) continue;
    const itemKey = itemKeyOf(row.request_id, row.school_id, row.deadline);
    const deliveryKey = teacherReminderDeliveryKey(row.request_id, row.school_id, row.deadline, stage);
    byTeacher.set(teacher.userId, [...(byTeacher.get(teacher.userId) ?? []), { row, teacher, daysLeft, itemKey, deliveryKey, stage }]);
  }
  return byTeacher;
}

/** Claims and sends a page's reminders, at most `budget` of them; returns how many it claimed. */
async function sendPage(
  deps: TeacherReminderDeps & { ledger: LedgerDeps },
  page: readonly CollegeRow[],
  now: Date,
  budget: number,
  result: { sent: number; failed: number },
): Promise<number> {
  const byTeacher = await dueOf(deps, page, now);
  if (byTeacher.size === 0) return 0;
  const known = await knownDeliveriesOf(
    deps.ledger,
    [...byTeacher].map(([userId, due]) => ({ userId, itemKeys: due.map((one) => one.itemKey), deliveryKeys: [] })),
  );
  const students = new Map(
    (await listUserColumns(deps.db, [...new Set(page.map((row) => row.user_id))], ['name'])).map((user) => [user.id, user.name]),
  );
  let claimedCount = 0;
  for (const [userId, due] of byTeacher) {
    const mine = known.get(userId) ?? new Map();
    const claimed: { id: string; due: Due }[] = [];
    for (const one of due) {
      if (claimedCount >= budget) break;
      if (alreadyCovered(mine, one.itemKey, one.stage, one.deliveryKey)) continue;
      const claim = { userId, deliveryKey: one.deliveryKey, itemKey: one.itemKey, daysLeft: one.daysLeft };
      const id = await claimDelivery(deps.ledger, mine, claim, now);
      if (!id) continue;
      claimed.push({ id, due: one });
      claimedCount += 1;
    }
    if (claimed.length === 0) continue;
    const teacher = due[0]!.teacher;
    const token = unsubscribeToken(deps.links.secret, userId, 'email', now);
    const unsubscribe = {
      page: `${deps.links.publicUrl}${pagePaths.unsubscribe.getHref(token)}`,
      oneClick: `${deps.links.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    };
    const letters: TeacherLetterDue[] = claimed.map(({ due: one }) => {
      const name = students.get(one.row.user_id) ?? '';
      return {
        studentName: name !== '' && isEmailSafeName(name) ? name : null,
        collegeName: deps.catalog.find(String(one.row.school_id))?.name ?? null,
        deadline: one.row.deadline,
        daysLeft: one.daysLeft,
      };
    });
    const content = teacherDeadlineReminderEmail(emailI18n(teacher.locale), letters, {
      publicUrl: deps.links.publicUrl,
      unsubscribeUrl: unsubscribe.page,
    });
    const ids = claimed.map(({ id }) => id);
    const emailId = batchEmailId(ids);
    const outcome = await sendClaimed(
      deps.ledger,
      ids,
      () => deps.mailer.send({ id: emailId, to: teacher.email, ...content, unsubscribe }),
      now,
    );
    if (outcome.status === 'sent') result.sent += 1;
    else {
      result.failed += 1;
      deps.log?.error({ err: outcome.error, deliveryId: emailId }, 'teacher deadline reminder failed; it will be retried');
    }
    if (claimedCount >= budget) break;
  }
  return claimedCount;
}
