import { hostname } from 'node:os';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { TZDate } from '@date-fns/tz';
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
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database, ReminderSettingsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { itemsInStage } from './notifications.service.ts';
import { digestEmail, reminderEmail } from './reminder-emails.ts';
import {
  claimDelivery,
  DEFAULT_LEASE_MS,
  finishDelivery,
  knownDeliveries,
  sendClaimed,
  type KnownDeliveries,
  type LedgerDeps,
} from './reminder-ledger.ts';
import { resolveSettings, type ResolvedSettings } from './reminder-settings.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * The email scheduler (issue 6): the scheduling policy. Every tick it works out, for each student
 * with email reminders or the weekly digest on, which emails are due now; the delivery ledger
 * (reminder-ledger.ts) makes sure each is sent exactly once across processes.
 *
 * Which email: an item in lead stage L (the smallest lead time >= days left) gets one email for
 * that stage, unless an email for the same item and date already went out at L days left or
 * fewer (so changing lead times never repeats a reminder for the same moment, and moving a
 * deadline starts its reminders afresh). Nothing is sent in the student's quiet hours; it goes
 * out at the first tick after they end. The digest goes out on Mondays from 8:00 local, once per
 * ISO week.
 */
export interface SchedulerDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** Identifies this process in claims (host:pid:random by default). */
  instanceId?: string;
  /** How old a claim must be before another scheduler may take it over. */
  leaseMs?: number;
  log?: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export interface TickResult {
  sent: number;
  skipped: number;
  failed: number;
}

interface Candidate {
  userId: string;
  email: string;
  name: string;
  settings: ResolvedSettings;
}

export function createReminderScheduler(deps: SchedulerDeps) {
  const instanceId = deps.instanceId ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const ledger: LedgerDeps = { db: deps.db, instanceId, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS };
  const { db } = deps;

  async function candidates(): Promise<Candidate[]> {
    const rows = await db
      .selectFrom('users')
      .leftJoin('reminder_settings', 'reminder_settings.user_id', 'users.id')
      .selectAll('reminder_settings')
      // After selectAll: reminder_settings.email (the channel flag) must not shadow the address.
      .select(['users.id as account_id', 'users.email as address', 'users.name as account_name'])
      .where('users.is_demo', '=', 0)
      .where((eb) =>
        eb.or([
          eb('reminder_settings.user_id', 'is', null),
          eb('reminder_settings.email', '=', 1),
          eb('reminder_settings.weekly_digest', '=', 1),
        ]),
      )
      .execute();
    return rows.map((row) => ({
      userId: row.account_id,
      email: row.address,
      name: row.account_name,
      settings: resolveSettings(row.user_id === null ? undefined : (row as unknown as ReminderSettingsTable)),
    }));
  }

  /** True when an email for this item and date already went out (or is going out) at `stage` days left or fewer. */
  function alreadyCovered(known: KnownDeliveries, itemKey: string, stage: number, deliveryKey: string): boolean {
    for (const [key, row] of known) {
      if (key === deliveryKey || row.item_key !== itemKey || row.days_left === null) continue;
      if ((row.status === 'sent' || row.status === 'claimed') && row.days_left <= stage) return true;
    }
    return false;
  }

  /** The unsubscribe link in the email body (the web page) and the RFC 8058 one-click URL (the API). */
  function unsubscribeLinks(userId: string, channel: UnsubscribeChannel) {
    const token = unsubscribeToken(deps.secret, userId, channel);
    return {
      page: `${deps.publicUrl}${pagePaths.unsubscribe.getHref(token)}`,
      oneClick: `${deps.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  async function deliver(id: string, send: () => Promise<void>, now: Date, result: TickResult): Promise<void> {
    const outcome = await sendClaimed(ledger, id, send, now);
    if (outcome.status === 'sent') {
      result.sent += 1;
      return;
    }
    result.failed += 1;
    deps.log?.error({ err: outcome.error, deliveryId: id }, 'reminder email failed; it will be retried');
  }

  async function remindersFor(
    candidate: Candidate,
    items: TimelineItem[],
    known: KnownDeliveries,
    now: Date,
    result: TickResult,
  ): Promise<void> {
    const unsubscribe = unsubscribeLinks(candidate.userId, 'email');
    for (const { item, stage } of itemsInStage(items, candidate.settings.leadDays)) {
      if (stage === 'overdue') continue;
      const itemKey = `${item.kind}:${item.id}:${item.date}`;
      const deliveryKey = `email:${itemKey}:${stage}`;
      if (alreadyCovered(known, itemKey, stage, deliveryKey)) continue;
      const id = await claimDelivery(ledger, known, { userId: candidate.userId, deliveryKey, itemKey, daysLeft: item.daysLeft }, now);
      if (!id) continue;
      const { subject, text, html } = reminderEmail(candidate.name, item, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page });
      await deliver(
        id,
        () => deps.mailer.send({ id, to: candidate.email, subject, text, html, unsubscribeUrl: unsubscribe.oneClick }),
        now,
        result,
      );
    }
  }

  async function digestFor(
    candidate: Candidate,
    items: TimelineItem[],
    known: KnownDeliveries,
    now: Date,
    result: TickResult,
  ): Promise<void> {
    const zone = candidate.settings.timeZone;
    if (weekdayIn(zone, now) !== DIGEST_WEEKDAY || minutesIn(zone, now) < DIGEST_FROM_MINUTES) return;
    const local = new TZDate(now.getTime(), zone);
    const week = `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
    const id = await claimDelivery(
      ledger,
      known,
      { userId: candidate.userId, deliveryKey: `digest:${week}`, itemKey: null, daysLeft: null },
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
    const { subject, text, html } = digestEmail(candidate.name, due, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page });
    await deliver(
      id,
      () => deps.mailer.send({ id, to: candidate.email, subject, text, html, unsubscribeUrl: unsubscribe.oneClick }),
      now,
      result,
    );
  }

  /** One pass over every student; safe to run in several processes at once. */
  async function tick(now: Date = new Date()): Promise<TickResult> {
    const result: TickResult = { sent: 0, skipped: 0, failed: 0 };
    for (const candidate of await candidates()) {
      const { settings } = candidate;
      if (inQuietHours(minutesIn(settings.timeZone, now), settings.quietHours)) continue;
      try {
        const [items, known] = await Promise.all([
          studentItems(deps, candidate.userId, settings.timeZone, now),
          knownDeliveries(ledger, candidate.userId),
        ]);
        if (settings.channels.email) await remindersFor(candidate, items, known, now, result);
        if (settings.weeklyDigest) await digestFor(candidate, items, known, now, result);
      } catch (error) {
        deps.log?.error({ err: error, userId: candidate.userId }, 'reminder pass failed for a student');
      }
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
