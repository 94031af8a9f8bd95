import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { minutesIn, weekdayIn } from '@campuspath/contract/deadline-time';
import { pagePaths } from '@campuspath/contract/page-paths';
import {
  DIGEST_FROM_MINUTES,
  DIGEST_WEEKDAY,
  DIGEST_WINDOW_DAYS,
  inQuietHours,
  type UnsubscribeChannel,
} from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { SchoolDirectory } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { studentItemsOf } from '../timeline/timeline.service.ts';
import { familyDigestCandidatePages, sendFamilyDigests } from './family-digest.ts';
import { digestCandidatePages, isoWeek, reminderCandidatePages, type Candidate } from './reminder-candidates.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { digestEmail } from './reminder-emails.ts';
import {
  batchEmailId,
  claimDelivery,
  DEFAULT_LEASE_MS,
  finishDelivery,
  knownDeliveriesOf,
  sendClaimed,
  type KnownDeliveries,
  type LedgerDeps,
  type LedgerScope,
} from './reminder-ledger.ts';
import { sendPageReminders, type PageStudent } from './reminder-page.ts';
import { stagedReminders } from './reminder-stages.ts';
import type { ResolvedSettings } from './reminder-settings.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * The email scheduler: the scheduling policy. Every tick it works out, for each student
 * with email reminders or the weekly digest on, which emails are due now; the delivery ledger
 * (reminder-ledger.ts) makes sure each is sent exactly once across processes.
 *
 * Whom: only students who may be owed an email now and whose address is verified (never a demo
 * account), read in pages (reminder-candidates.ts; the cost per tick is on tick() below).
 *
 * Which email: an item in lead stage L (the smallest lead time >= days left) gets one reminder for
 * that stage, unless an email for the same item and date already went out at L days left or
 * fewer (so changing lead times never repeats a reminder for the same moment, and moving a
 * deadline starts its reminders afresh). A new item's first reminder waits for the daily summary
 * unless it is due within 2 days (reminder-summary.ts), and the reminders one tick has for a
 * student go out as one email listing them; a page's reminders are claimed, sent and marked
 * together (reminder-page.ts), so a first tick with thousands due costs queries per page, not per email. Nothing is sent in the student's quiet hours; it goes
 * out at the first tick after they end. The digest goes out on Mondays from 8:00 local, once per
 * ISO week. Each tick then runs `ledgerPasses` (the roster invitations counselors queued).
 */
export interface SchedulerDeps {
  db: Kysely<Database>;
  catalog: SchoolDirectory;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** Identifies this process in claims (host:pid:random by default). */
  instanceId?: string;
  /** How old a claim must be before another scheduler may take it over. */
  leaseMs?: number;
  /** Students read per page (default 500). */
  pageSize?: number;
  /** The app's clock (lib/clock.ts): a tick without a time of its own runs at now(). */
  now: Clock;
  log?: { info(object: object, message: string): void; error(object: object, message: string): void };
  /** Other emails sent once through this ledger at each tick (the roster invitations: scheduler.ts wires them). */
  ledgerPasses?: readonly LedgerPass[];
}
export type LedgerPass = (ledger: LedgerDeps, now: Date) => Promise<{ sent: number; failed: number }>;

export interface TickResult {
  /** Emails sent (one per student per tick, however many reminders it lists), and the digests. */
  sent: number;
  skipped: number;
  failed: number;
}

const DEFAULT_PAGE_SIZE = 500;

export function createReminderScheduler(deps: SchedulerDeps) {
  const instanceId = deps.instanceId ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const ledger: LedgerDeps = { db: deps.db, instanceId, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS };
  const { db } = deps;
  const pageSize = deps.pageSize ?? DEFAULT_PAGE_SIZE;

  /** The unsubscribe link in the email body (the web page) and the RFC 8058 one-click URL (the API). */
  function unsubscribeLinks(userId: string, channel: UnsubscribeChannel) {
    const token = unsubscribeToken(deps.secret, userId, channel, deps.now());
    return {
      page: `${deps.publicUrl}${pagePaths.unsubscribe.getHref(token)}`,
      oneClick: `${deps.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  const pageDeps = { db, ledger, mailer: deps.mailer, publicUrl: deps.publicUrl, unsubscribeLinks, log: deps.log };

  async function deliver(ids: string[], send: (emailId: string) => Promise<void>, now: Date, result: TickResult): Promise<void> {
    const emailId = batchEmailId(ids);
    const outcome = await sendClaimed(ledger, ids, () => send(emailId), now);
    if (outcome.status === 'sent') {
      result.sent += 1;
      return;
    }
    result.failed += 1;
    deps.log?.error({ err: outcome.error, deliveryId: emailId }, 'reminder email failed; it will be retried');
  }

  const digestKey = (candidate: Candidate, now: Date) => `digest:${isoWeek(candidate.settings, now)}`;

  async function digestFor(
    candidate: Candidate,
    items: TimelineItem[],
    known: KnownDeliveries,
    now: Date,
    result: TickResult,
  ): Promise<void> {
    const id = await claimDelivery(
      ledger,
      known,
      { userId: candidate.userId, deliveryKey: digestKey(candidate, now), itemKey: null, daysLeft: null },
      now,
    );
    if (!id) return;
    const due = items.filter(
      (item) => !item.completed && item.kind !== 'decision' && (item.overdue || item.daysLeft <= DIGEST_WINDOW_DAYS),
    );
    if (due.length === 0) {
      await finishDelivery(ledger, id, 'skipped', now);
      result.skipped += 1;
      return;
    }
    const unsubscribe = unsubscribeLinks(candidate.userId, 'digest');
    const { subject, text, html } = digestEmail(emailI18n(candidate.locale), candidate.name, due, {
      publicUrl: deps.publicUrl,
      unsubscribeUrl: unsubscribe.page,
    });
    await deliver([id], (emailId) => deps.mailer.send({ id: emailId, to: candidate.email, subject, text, html, unsubscribe }), now, result);
  }

  /**
   * Reads the items of a page of students at once (one query per kind of item), then the ledger
   * rows `scope` says each pass may need (only items in play, never a student's whole history), and
   * runs `pass` on the page; a failure of the reads or of the pass skips that page (its claims are
   * taken over after the lease).
   */
  async function forPage(
    page: Candidate[],
    now: Date,
    scope: (candidate: Candidate, items: TimelineItem[]) => Omit<LedgerScope, 'userId'>,
    pass: (students: readonly PageStudent[]) => Promise<void>,
  ): Promise<void> {
    if (page.length === 0) return;
    let items: Map<string, TimelineItem[]>;
    let known: Map<string, KnownDeliveries>;
    try {
      items = await studentItemsOf(
        deps,
        // Candidates are never demo accounts (read-models/reminder-recipients.ts).
        page.map((candidate) => ({ userId: candidate.userId, timeZone: candidate.settings.timeZone, demo: false })),
        now,
      );
      known = await knownDeliveriesOf(
        ledger,
        page.map((candidate) => ({ userId: candidate.userId, ...scope(candidate, items.get(candidate.userId) ?? []) })),
      );
    } catch (error) {
      deps.log?.error({ err: error, students: page.length }, 'reminder pass failed for a page of students');
      return;
    }
    try {
      await pass(
        page.map((candidate) => ({
          candidate,
          items: items.get(candidate.userId) ?? [],
          known: known.get(candidate.userId) ?? new Map(),
        })),
      );
    } catch (error) {
      deps.log?.error({ err: error, students: page.length }, 'reminder pass failed for a page of students');
    }
  }

  /** Runs `pass` for each student of a page: a failure skips that student. */
  const eachStudent =
    (pass: (student: PageStudent) => Promise<void>) =>
    async (page: readonly PageStudent[]): Promise<void> => {
      for (const student of page) {
        try {
          await pass(student);
        } catch (error) {
          deps.log?.error({ err: error, userId: student.candidate.userId }, 'reminder pass failed for a student');
        }
      }
    };

  type WithSettings = { settings: ResolvedSettings };
  const quiet = ({ settings }: WithSettings, now: Date) => inQuietHours(minutesIn(settings.timeZone, now), settings.quietHours);
  /** Monday from 8:00 in the student's (or the parent's) zone. */
  const digestDue = ({ settings }: WithSettings, now: Date) =>
    weekdayIn(settings.timeZone, now) === DIGEST_WEEKDAY && minutesIn(settings.timeZone, now) >= DIGEST_FROM_MINUTES;

  /**
   * One pass over the students who may be owed an email (reminder-candidates.ts); safe to run in
   * several processes at once. Each page reads its own students' items and the ledger rows still
   * in play, so the cost grows with the students who have something due, never with the others
   * (docs/reminders.md, "What a tick reads"). The digest passes read subscribers only from Sunday
   * 18:00 to Tuesday 12:00 UTC.
   */
  async function tick(now: Date = deps.now()): Promise<TickResult> {
    const result: TickResult = { sent: 0, skipped: 0, failed: 0 };
    for await (const page of reminderCandidatePages(db, now, pageSize)) {
      const awake = page.filter((candidate) => !quiet(candidate, now));
      await forPage(
        awake,
        now,
        (candidate, items) => ({ itemKeys: stagedReminders(candidate, items).map(({ itemKey }) => itemKey), deliveryKeys: [] }),
        (students) => sendPageReminders(pageDeps, students, now, result),
      );
    }
    for await (const page of digestCandidatePages(db, now, pageSize)) {
      const due = page.filter((candidate) => !quiet(candidate, now) && digestDue(candidate, now));
      await forPage(
        due,
        now,
        (candidate) => ({ itemKeys: [], deliveryKeys: [digestKey(candidate, now)] }),
        eachStudent(({ candidate, items, known }) => digestFor(candidate, items, known, now, result)),
      );
    }
    for await (const page of familyDigestCandidatePages(db, now, pageSize)) {
      const due = page.filter((pair) => !quiet(pair, now) && digestDue(pair, now));
      try {
        await sendFamilyDigests(
          { db, catalog: deps.catalog, ledger, unsubscribeLinks, deliver, mailer: deps.mailer, publicUrl: deps.publicUrl },
          due,
          now,
          result,
        );
      } catch (error) {
        deps.log?.error({ err: error, pairs: due.length }, 'family digest pass failed for a page');
      }
    }
    for (const pass of deps.ledgerPasses ?? []) {
      const outcome = await pass(ledger, now).catch((error: unknown) => deps.log?.error({ err: error }, 'ledger pass failed'));
      result.sent += outcome?.sent ?? 0;
      result.failed += outcome?.failed ?? 0;
    }
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    instanceId,
    tick,
    /** Ticks every `intervalMs` (never two at once in this process). */
    start(intervalMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .then((result) => {
            if (result.sent + result.failed > 0) deps.log?.info(result, 'reminder emails');
          })
          .catch((error: unknown) => deps.log?.error({ err: error }, 'reminder tick failed'))
          .finally(() => {
            running = null;
          });
      }, intervalMs);
    },
    /** Stops ticking and waits for a tick in flight (graceful shutdown). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
