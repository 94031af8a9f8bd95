import type { I18n } from '@lingui/core';
import type { Kysely } from 'kysely';
import { pagePaths } from '@campuspath/contract/page-paths';
import { isEmailSafeName } from '@campuspath/contract/sharing-terms';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { emailI18n, localePath } from '../../lib/i18n/email-i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findUserColumnsByEmail, listUserColumns } from '../auth/users.store.ts';
import { claimDelivery, isGivenUp, knownDeliveriesOf, sendClaimed, type LedgerDeps } from './reminder-ledger.ts';
import type { LedgerPass } from './reminder-scheduler.ts';
import { listRequestColleges } from '../letter-requests/letter-requests.store.ts';
import {
  failTeacherInvitation,
  listQueuedTeacherInvitations,
  markTeacherInvitationSent,
} from '../letter-requests/letter-request-invitations.store.ts';
import { notTeacherAccountEmail, teacherInvitationEmail } from '../letter-requests/teacher-invitation-email.ts';
import { teacherEmailsUnsubscribe } from '../letter-requests/teacher-invitation-tokens.ts';

/**
 * The emails letter requests queued for their teachers, sent by the email scheduler's tick through
 * its delivery ledger exactly as roster invitations are (features/rosters/roster-invitation-sender.ts):
 * each is a ledger row of the student's, keyed by the request and the moment it was queued,
 * claimed before the email goes out, so two schedulers on one database send it once; a resend
 * queues a new moment, hence a new row. At most TEACHER_INVITATIONS_PER_TICK a tick, oldest first.
 */
export const TEACHER_INVITATIONS_PER_TICK = 100;

export interface TeacherInvitationSenderDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
  mailer: Mailer;
  links: LinkConfig;
  log?: { error(object: object, message: string): void };
}

export const teacherInvitationDeliveryKey = (requestId: string, invitedAt: string) =>
  `teacher-invitation:${requestId}:${Date.parse(invitedAt)}`;

/** The email scheduler's pass sending the queue (scheduler.ts hands it to createReminderScheduler). */
export const teacherInvitationPass =
  (deps: TeacherInvitationSenderDeps): LedgerPass =>
  (ledger, now) =>
    sendQueued({ ...deps, ledger }, now);

type QueuedRow = Awaited<ReturnType<typeof listQueuedTeacherInvitations>>[number];

/**
 * The invitation to sign up as a teacher, or the notice to a teacher account that a request waits
 * in its queue; its links open the pages in the email's language.
 */
function invitation(
  deps: TeacherInvitationSenderDeps,
  i18n: I18n,
  row: QueuedRow,
  studentName: string,
  colleges: string[],
  hasAccount: boolean,
) {
  return teacherInvitationEmail(i18n, {
    studentName: isEmailSafeName(studentName) ? studentName : null,
    colleges,
    nearestDeadline: row.nearest_deadline,
    actionUrl: `${deps.links.publicUrl}${localePath(
      i18n,
      hasAccount ? pagePaths.teacherLetters.getHref() : pagePaths.signup.getHref(undefined, row.teacher_email, 'teacher'),
    )}`,
    stopUrl: teacherEmailsUnsubscribe(deps.links, row.teacher_email, i18n).page,
    hasAccount,
  });
}

async function sendQueued(deps: TeacherInvitationSenderDeps & { ledger: LedgerDeps }, now: Date) {
  const result = { sent: 0, failed: 0 };
  const queued = (await listQueuedTeacherInvitations(deps.db, TEACHER_INVITATIONS_PER_TICK)).map((row) => ({
    ...row,
    invitedAt: row.teacher_invited_at!,
  }));
  if (queued.length === 0) return result;
  const known = await knownDeliveriesOf(
    deps.ledger,
    queued.map((row) => ({ userId: row.user_id, itemKeys: [], deliveryKeys: [teacherInvitationDeliveryKey(row.id, row.invitedAt)] })),
  );
  const students = new Map(
    (await listUserColumns(deps.db, [...new Set(queued.map((row) => row.user_id))], ['name', 'locale'])).map((user) => [user.id, user]),
  );
  const colleges = await listRequestColleges(
    deps.db,
    queued.map((row) => row.id),
  );
  for (const row of queued) {
    const deliveryKey = teacherInvitationDeliveryKey(row.id, row.invitedAt);
    const mine = known.get(row.user_id) ?? new Map();
    const id = await claimDelivery(deps.ledger, mine, { userId: row.user_id, deliveryKey, itemKey: null, daysLeft: null }, now);
    if (!id) {
      // Sent by another scheduler that stopped before recording it here, or given up for good.
      const delivery = mine.get(deliveryKey);
      if (delivery?.status === 'sent') await markTeacherInvitationSent(deps.db, row.id, row.invitedAt, now.toISOString());
      else if (delivery && isGivenUp(delivery, deps.ledger.leaseMs, now))
        await failTeacherInvitation(deps.db, row.id, row.invitedAt, now.toISOString());
      continue;
    }
    const account = await findUserColumnsByEmail(deps.db, row.teacher_email, ['role', 'locale']);
    const student = students.get(row.user_id);
    // The reader's language: their account's, else the student's, who knows their teacher (docs/i18n.md).
    const i18n = emailI18n(account?.locale ?? student?.locale);
    const unsubscribe = teacherEmailsUnsubscribe(deps.links, row.teacher_email, i18n);
    const content =
      account && account.role !== 'teacher'
        ? notTeacherAccountEmail(i18n, unsubscribe.page)
        : invitation(
            deps,
            i18n,
            row,
            student?.name ?? '',
            colleges
              .filter((college) => college.request_id === row.id)
              .map((college) => deps.catalog.find(String(college.school_id))?.name)
              .filter((name): name is string => name !== undefined),
            account !== undefined,
          );
    const outcome = await sendClaimed(
      deps.ledger,
      [id],
      () => deps.mailer.send({ id, to: row.teacher_email, ...content, unsubscribe }),
      now,
    );
    if (outcome.status === 'sent') {
      await markTeacherInvitationSent(deps.db, row.id, row.invitedAt, now.toISOString());
      result.sent += 1;
    } else {
      result.failed += 1;
      deps.log?.error({ err: outcome.error, deliveryId: id }, 'teacher invitation email failed; it will be retried');
    }
  }
  return result;
}
