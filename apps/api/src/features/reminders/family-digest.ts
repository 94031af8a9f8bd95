import type { Kysely } from 'kysely';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import type { ShareScopes } from '@campuspath/contract/sharing';
import type { ShareScope } from '@campuspath/contract/sharing-terms';
import type { TimelineItem, TimelineItemKind } from '@campuspath/contract/timeline';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database, ReminderSettingsTable } from '../../db/schema.ts';
import type { EmailContent } from '../../lib/email-html.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { listFamilyDigestPairs } from '../../read-models/reminder-recipients.ts';
import { readScopes } from '../sharing/share-scopes.ts';
import { studentItemsOf } from '../timeline/timeline.service.ts';
import { digestWindowStart, isoWeek } from './reminder-candidates.ts';
import { familyDigestContent } from './family-digest-email.ts';
import type { EmailLinks } from './reminder-emails.ts';
import { claimDelivery, finishDelivery, knownDeliveriesOf, type LedgerDeps } from './reminder-ledger.ts';
import { resolveSettings, type ResolvedSettings } from './reminder-settings.ts';

/**
 * The parent's weekly digest: for each student a parent follows, one email a week
 * listing that student's upcoming and overdue deadlines, limited to what the student shares with
 * that parent at the moment it is written. It rides on the student digest's machinery: the
 * parent's own "weekly digest" switch (reminder settings; off by default, its unsubscribe link
 * turns it off), Monday from 8:00 in the parent's zone outside their quiet hours, verified and
 * non-demo addresses only, and one ledger claim per parent, student and ISO week
 * (`family-digest:{week}:{studentId}`), so it goes out exactly once however many processes run.
 */
export interface FamilyCandidate {
  parentId: string;
  email: string;
  parentName: string;
  /** The parent's language: their digest is written in it, whatever the student's is. */
  parentLocale: string;
  /** The parent's settings: their zone, quiet hours and digest switch decide when. */
  settings: ResolvedSettings;
  studentId: string;
  studentName: string;
  /** The student's zone: their tasks and essays fall due there. */
  studentTimeZone: string;
  scopes: ShareScopes;
}

/** The ledger key of one parent's digest about one student in one ISO week. */
export const familyDigestKey = (week: string, studentId: string) => `family-digest:${week}:${studentId}`;

/** Which share scope shows each kind of dated item; decisions are never in a digest. */
const SCOPE_OF: Record<Exclude<TimelineItemKind, 'decision'>, ShareScope> = {
  application: 'colleges',
  reply: 'colleges',
  waitlist: 'colleges',
  // A scholarship is money: shown with the costs scope, as the student's scholarships list is.
  scholarship: 'costs',
  task: 'tasks',
  essay: 'essays',
  recommendation: 'letters',
};

/** The student's items the digest lists: open, due within the window or overdue, and shared with this parent. */
export function familyDigestItems(items: readonly TimelineItem[], scopes: ShareScopes): TimelineItem[] {
  return items.filter(
    (item) =>
      item.kind !== 'decision' && scopes[SCOPE_OF[item.kind]] && !item.completed && (item.overdue || item.daysLeft <= DIGEST_WINDOW_DAYS),
  );
}

type Row = ReminderSettingsTable & {
  share_id: string;
  parent_id: string;
  address: string;
  parent_name: string;
  parent_locale: string;
  student_id: string;
  student_name: string;
  student_zone: string | null;
  scopes: string;
};

/**
 * Parent-student pairs owed this week's digest, a page at a time by share id; none outside the
 * digest window (Sunday 18:00 to Tuesday 12:00 UTC). A pair whose digest of this week is already
 * out (sent, or skipped for having nothing) is left out through the ledger's unique index.
 */
export async function* familyDigestCandidatePages(db: Kysely<Database>, now: Date, pageSize: number): AsyncGenerator<FamilyCandidate[]> {
  const opened = digestWindowStart(now);
  if (!opened) return;
  const openedIso = opened.toISOString();
  let after = '';
  for (;;) {
    const rows = (await listFamilyDigestPairs(db, after, openedIso, pageSize)) as Row[];
    if (rows.length === 0) return;
    after = rows.at(-1)!.share_id;
    yield rows.map((row) => {
      const settings = resolveSettings(row);
      return {
        parentId: row.parent_id,
        email: row.address,
        parentName: row.parent_name,
        parentLocale: row.parent_locale,
        settings,
        studentId: row.student_id,
        studentName: row.student_name,
        studentTimeZone: row.student_zone ?? settings.timeZone,
        scopes: readScopes(row.scopes),
      };
    });
    if (rows.length < pageSize) return;
  }
}

/** The parent's email, in the parent's language (family-digest-email.ts). */
export function familyDigestEmail(candidate: FamilyCandidate, items: TimelineItem[], links: EmailLinks): EmailContent {
  return familyDigestContent(emailI18n(candidate.parentLocale), candidate, items, links);
}

/** The scheduler's counts of a tick (its TickResult). */
type TickCounts = { sent: number; skipped: number; failed: number };

/** What the scheduler lends the family pass: its ledger, links and delivery (reminder-scheduler.ts). */
export interface FamilyDigestDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
  mailer: Mailer;
  ledger: LedgerDeps;
  unsubscribeLinks: (userId: string, channel: 'digest') => { page: string; oneClick: string };
  deliver: (ids: string[], send: (emailId: string) => Promise<void>, now: Date, result: TickCounts) => Promise<void>;
  publicUrl: string;
}

/**
 * One page of parent-student pairs due now: the students' items and the parents' deliveries read
 * at once, then one claim per pair for this week of the parent's zone. A pair with nothing shared
 * and due is recorded as skipped, so it is not read again this week.
 */
export async function sendFamilyDigests(deps: FamilyDigestDeps, page: FamilyCandidate[], now: Date, result: TickCounts): Promise<void> {
  if (page.length === 0) return;
  const students = new Map(page.map((pair) => [pair.studentId, { userId: pair.studentId, timeZone: pair.studentTimeZone }]));
  const [items, known] = await Promise.all([
    studentItemsOf(deps, [...students.values()], now),
    knownDeliveriesOf(
      deps.ledger,
      page.map((pair) => ({
        userId: pair.parentId,
        itemKeys: [],
        deliveryKeys: [familyDigestKey(isoWeek(pair.settings, now), pair.studentId)],
      })),
    ),
  ]);
  for (const pair of page) {
    const claim = {
      userId: pair.parentId,
      deliveryKey: familyDigestKey(isoWeek(pair.settings, now), pair.studentId),
      itemKey: pair.studentId,
      daysLeft: null,
    };
    const id = await claimDelivery(deps.ledger, known.get(pair.parentId) ?? new Map(), claim, now);
    if (!id) continue;
    const due = familyDigestItems(items.get(pair.studentId) ?? [], pair.scopes);
    if (due.length === 0) {
      await finishDelivery(deps.ledger, id, 'skipped', now);
      result.skipped += 1;
      continue;
    }
    const unsubscribe = deps.unsubscribeLinks(pair.parentId, 'digest');
    const { subject, text, html } = familyDigestEmail(pair, due, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page });
    await deps.deliver([id], (emailId) => deps.mailer.send({ id: emailId, to: pair.email, subject, text, html, unsubscribe }), now, result);
  }
}
