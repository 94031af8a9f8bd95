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
import type { Database, ReminderDeliveriesTable, ReminderSettingsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { itemsInStage } from './notifications.service.ts';
import { digestEmail, reminderEmail } from './reminder-emails.ts';
import { resolveSettings, type ResolvedSettings } from './reminder-settings.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * The email scheduler (issue 6). Every tick it works out, for each student with email reminders
 * or the weekly digest on, which emails are due now, and sends each exactly once.
 *
 * Exactly once, with any number of API processes, restarts and crashes:
 * 1. Claim: INSERT a reminder_deliveries row keyed (user_id, delivery_key), with ON CONFLICT DO
 *    NOTHING ... RETURNING. The database's unique constraint lets exactly one process win; the
 *    others see no row returned and move on. Nothing is sent without a claim.
 * 2. Send through the mailer, then mark the row sent.
 * 3. A claim left behind by a process that died between claim and send stays 'claimed'. After
 *    the lease (default 10 minutes) any scheduler may take it over with a conditional UPDATE
 *    (WHERE claimed_at = the value it read), which again only one process can win, and sends it.
 *    A failed send marks the row 'failed', retried the same way up to MAX_ATTEMPTS.
 * The one window no database can close is "SMTP accepted, process died before marking sent":
 * the takeover then resends with the same Message-ID (lib/mailer.ts), which mail systems dedupe.
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

export const DEFAULT_LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

interface Candidate {
  userId: string;
  email: string;
  name: string;
  settings: ResolvedSettings;
}

export function createReminderScheduler(deps: SchedulerDeps) {
  const instanceId = deps.instanceId ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
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

  /** What this student's deliveries already record, read once per student per tick. */
  type Known = Map<string, Pick<ReminderDeliveriesTable, 'id' | 'item_key' | 'days_left' | 'status' | 'claimed_at' | 'attempts'>>;
  async function knownDeliveries(userId: string): Promise<Known> {
    const rows = await db
      .selectFrom('reminder_deliveries')
      .select(['id', 'delivery_key', 'item_key', 'days_left', 'status', 'claimed_at', 'attempts'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map(({ delivery_key, ...row }) => [delivery_key, row]));
  }

  /**
   * Claims `deliveryKey` for this process: a fresh insert when none is known, or the takeover of a
   * stale or failed claim. Returns the delivery id when this process now owns it, null otherwise
   * (already sent, claimed by a live process, or won by another process just now).
   */
  async function claim(
    userId: string,
    known: Known,
    deliveryKey: string,
    itemKey: string | null,
    daysLeft: number | null,
    now: Date,
  ): Promise<string | null> {
    const claimedAt = now.toISOString();
    const existing = known.get(deliveryKey);
    if (!existing) {
      const inserted = await db
        .insertInto('reminder_deliveries')
        .values({
          id: newId(),
          user_id: userId,
          delivery_key: deliveryKey,
          item_key: itemKey,
          days_left: daysLeft,
          status: 'claimed',
          claimed_by: instanceId,
          claimed_at: claimedAt,
          attempts: 1,
          sent_at: null,
          last_error: null,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'delivery_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    }
    if (existing.status === 'sent' || existing.status === 'skipped' || existing.attempts >= MAX_ATTEMPTS) return null;
    const stale = existing.status === 'failed' || Date.parse(existing.claimed_at) <= now.getTime() - leaseMs;
    if (!stale) return null;
    const taken = await db
      .updateTable('reminder_deliveries')
      .set({ status: 'claimed', claimed_by: instanceId, claimed_at: claimedAt, attempts: existing.attempts + 1 })
      .where('id', '=', existing.id)
      .where('status', '=', existing.status)
      .where('claimed_at', '=', existing.claimed_at)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? existing.id : null;
  }

  async function finish(id: string, status: 'sent' | 'skipped' | 'failed', now: Date, error?: unknown): Promise<void> {
    await db
      .updateTable('reminder_deliveries')
      .set({
        status,
        sent_at: status === 'sent' ? now.toISOString() : null,
        last_error: error ? String(error instanceof Error ? error.message : error).slice(0, 300) : null,
      })
      .where('id', '=', id)
      .where('claimed_by', '=', instanceId)
      .execute();
  }

  /** True when an email for this item and date already went out (or is going out) at `stage` days left or fewer. */
  function alreadyCovered(known: Known, itemKey: string, stage: number, deliveryKey: string): boolean {
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
    try {
      await send();
      await finish(id, 'sent', now);
      result.sent += 1;
    } catch (error) {
      await finish(id, 'failed', now, error);
      result.failed += 1;
      deps.log?.error({ err: error, deliveryId: id }, 'reminder email failed; it will be retried');
    }
  }

  async function remindersFor(candidate: Candidate, items: TimelineItem[], known: Known, now: Date, result: TickResult): Promise<void> {
    const unsubscribe = unsubscribeLinks(candidate.userId, 'email');
    for (const { item, stage } of itemsInStage(items, candidate.settings.leadDays)) {
      if (stage === 'overdue') continue;
      const itemKey = `${item.kind}:${item.id}:${item.date}`;
      const deliveryKey = `email:${itemKey}:${stage}`;
      if (alreadyCovered(known, itemKey, stage, deliveryKey)) continue;
      const id = await claim(candidate.userId, known, deliveryKey, itemKey, item.daysLeft, now);
      if (!id) continue;
      const { subject, text } = reminderEmail(candidate.name, item, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page });
      await deliver(
        id,
        () => deps.mailer.send({ id, to: candidate.email, subject, text, unsubscribeUrl: unsubscribe.oneClick }),
        now,
        result,
      );
    }
  }

  async function digestFor(candidate: Candidate, items: TimelineItem[], known: Known, now: Date, result: TickResult): Promise<void> {
    const zone = candidate.settings.timeZone;
    if (weekdayIn(zone, now) !== DIGEST_WEEKDAY || minutesIn(zone, now) < DIGEST_FROM_MINUTES) return;
    const local = new TZDate(now.getTime(), zone);
    const week = `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
    const id = await claim(candidate.userId, known, `digest:${week}`, null, null, now);
    if (!id) return;
    const due = items.filter(
      (item) => !item.completed && item.kind !== 'decision' && (item.overdue || item.daysLeft <= DIGEST_WINDOW_DAYS),
    );
    if (due.length === 0) {
      await finish(id, 'skipped', now);
      result.skipped += 1;
      return;
    }
    const unsubscribe = unsubscribeLinks(candidate.userId, 'digest');
    const { subject, text } = digestEmail(candidate.name, due, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe.page });
    await deliver(
      id,
      () => deps.mailer.send({ id, to: candidate.email, subject, text, unsubscribeUrl: unsubscribe.oneClick }),
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
          knownDeliveries(candidate.userId),
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
