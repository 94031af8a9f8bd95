import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ReminderDeliveriesTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { finishClaims, insertClaims, listDeliveriesOf, takeOverClaim } from './reminder-deliveries.store.ts';

/**
 * The delivery ledger of reminder emails: one reminder_deliveries row per email, so each
 * is sent exactly once with any number of API processes, restarts and crashes. What is due when is
 * reminder-scheduler.ts's business; this module only records who sends what.
 *
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
 * Batches: one email may carry several claimed deliveries (sendClaimed); each is
 * still claimed on its own, so each reminder is in exactly one email sent, and the email's id is
 * derived from the ids it carries, so a takeover of the same set resends with the same Message-ID.
 * Many emails at once (a first tick sends thousands): the new claims of a page go in one multi-row
 * insert (claimDeliveries), and the sent ones are marked in one UPDATE per SENT_PER_MARK emails
 * (sendAllClaimed), so a crash can leave up to that many sent emails 'claimed': they are resent
 * after the lease with their Message-IDs, the same window as above, a chunk wide.
 */
export interface LedgerDeps {
  db: Kysely<Database>;
  /** Identifies this process in claims. */
  instanceId: string;
  /** How old a claim must be before another process may take it over. */
  leaseMs: number;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;
/** Sends tried per delivery before it is given up. */
export const MAX_ATTEMPTS = 5;

/**
 * A delivery no scheduler will try again: its last attempt failed, or the process making it died
 * and the claim outlived its lease (a stale claim is taken over only while attempts remain). The
 * queue it came from must then let it go, or it reads as on its way for good.
 */
export function isGivenUp(delivery: { status: string; attempts: number; claimed_at: string }, leaseMs: number, now: Date): boolean {
  if (delivery.attempts < MAX_ATTEMPTS) return false;
  if (delivery.status === 'failed') return true;
  return delivery.status === 'claimed' && Date.parse(delivery.claimed_at) <= now.getTime() - leaseMs;
}

export type DeliveryStatus = 'sent' | 'skipped' | 'failed';

/** What a student's deliveries still in play record, by delivery key, read once per student per tick. */
export type KnownDeliveries = Map<
  string,
  Pick<ReminderDeliveriesTable, 'id' | 'item_key' | 'days_left' | 'status' | 'claimed_at' | 'attempts'>
>;

/** The ledger rows a pass needs for one student: those about these items (kind:id:date) and with these keys. */
export interface LedgerScope {
  userId: string;
  itemKeys: readonly string[];
  deliveryKeys: readonly string[];
}

/**
 * What the deliveries of a page of students record, limited to what each pass may claim or check
 * (`scopes`): one or two queries whatever the page's history, reading no delivery of an item gone by.
 */
export async function knownDeliveriesOf(
  deps: Pick<LedgerDeps, 'db'>,
  scopes: readonly LedgerScope[],
): Promise<Map<string, KnownDeliveries>> {
  const byUser = new Map<string, KnownDeliveries>(scopes.map(({ userId }) => [userId, new Map()]));
  if (scopes.length === 0) return byUser;
  const rows = await listDeliveriesOf(deps.db, [...byUser.keys()], {
    itemKeys: [...new Set(scopes.flatMap((scope) => scope.itemKeys))],
    deliveryKeys: [...new Set(scopes.flatMap((scope) => scope.deliveryKeys))],
  });
  for (const { user_id, delivery_key, ...row } of rows) byUser.get(user_id)?.set(delivery_key, row);
  return byUser;
}

export interface DeliveryClaim {
  userId: string;
  deliveryKey: string;
  /** The dated item a reminder is about (kind:id:date); null for the digest. */
  itemKey: string | null;
  daysLeft: number | null;
}

/** A claim to make, with what the ledger already knows of its student's deliveries. */
export interface ClaimRequest {
  known: KnownDeliveries;
  claim: DeliveryClaim;
}

/**
 * Claims each delivery for this process: a fresh insert when none is known (all of them in one
 * statement per chunk), or the takeover of a stale or failed claim (one conditional UPDATE each;
 * only a crash or a refused send leaves those). Returns, in order, the delivery id where this
 * process now owns it, null otherwise (already sent, claimed by a live process, or won by another
 * process just now).
 */
export async function claimDeliveries(deps: LedgerDeps, requests: readonly ClaimRequest[], now: Date): Promise<(string | null)[]> {
  const { db, instanceId, leaseMs } = deps;
  const claimedAt = now.toISOString();
  const fresh = new Map<number, Insertable<ReminderDeliveriesTable>>();
  const owned: (string | null)[] = [];
  for (const [index, { known, claim }] of requests.entries()) {
    const existing = known.get(claim.deliveryKey);
    owned.push(null);
    if (!existing) {
      fresh.set(index, {
        id: newId(),
        user_id: claim.userId,
        delivery_key: claim.deliveryKey,
        item_key: claim.itemKey,
        days_left: claim.daysLeft,
        status: 'claimed',
        claimed_by: instanceId,
        claimed_at: claimedAt,
        attempts: 1,
        sent_at: null,
        last_error: null,
      });
      continue;
    }
    if (existing.status === 'sent' || existing.status === 'skipped' || existing.attempts >= MAX_ATTEMPTS) continue;
    const stale = existing.status === 'failed' || Date.parse(existing.claimed_at) <= now.getTime() - leaseMs;
    if (!stale) continue;
    const taken = await takeOverClaim(db, existing, {
      status: 'claimed',
      claimed_by: instanceId,
      claimed_at: claimedAt,
      attempts: existing.attempts + 1,
    });
    if (taken) owned[index] = existing.id;
  }
  const won = await insertClaims(db, [...fresh.values()]);
  for (const [index, row] of fresh) if (won.has(row.id)) owned[index] = row.id;
  return owned;
}

/** Claims one delivery (claimDeliveries): its id when this process now owns it, null otherwise. */
export async function claimDelivery(deps: LedgerDeps, known: KnownDeliveries, claim: DeliveryClaim, now: Date): Promise<string | null> {
  const [id] = await claimDeliveries(deps, [{ known, claim }], now);
  return id ?? null;
}

/** Records how deliveries this process claimed ended, in one statement per IDS_PER_UPDATE ids. */
export async function finishDeliveries(
  deps: LedgerDeps,
  ids: readonly string[],
  status: DeliveryStatus,
  now: Date,
  error?: unknown,
): Promise<void> {
  const changes = {
    status,
    sent_at: status === 'sent' ? now.toISOString() : null,
    last_error: error ? String(error instanceof Error ? error.message : error).slice(0, 300) : null,
  };
  for (let start = 0; start < ids.length; start += IDS_PER_UPDATE) {
    await finishClaims(deps.db, ids.slice(start, start + IDS_PER_UPDATE), deps.instanceId, changes);
  }
}

/** Ids per UPDATE, well under either engine's limit on bound parameters. */
const IDS_PER_UPDATE = 1000;

/** Records how a delivery this process claimed ended. */
export async function finishDelivery(deps: LedgerDeps, id: string, status: DeliveryStatus, now: Date, error?: unknown): Promise<void> {
  await finishDeliveries(deps, [id], status, now, error);
}

/** The email id of a batch of deliveries: the delivery's own id for one, a digest of the sorted ids for several. */
export function batchEmailId(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0]!;
  return `batch-${createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('hex')
    .slice(0, 32)}`;
}

/** Emails sent before their deliveries are marked sent together (the widest resend after a crash). */
export const SENT_PER_MARK = 50;

/** One email: the claimed deliveries it carries and how to send it. */
export interface ClaimedEmail {
  ids: readonly string[];
  send: () => Promise<void>;
}

export type SendOutcome = { status: 'sent' } | { status: 'failed'; error: unknown };

/**
 * Sends emails of claimed deliveries one after another. A refused send marks its deliveries failed
 * at once (to be retried after a later claim); the sent ones are marked sent together, every
 * SENT_PER_MARK emails and at the end. Returns each email's outcome, in order, for the caller to
 * count and log.
 */
export async function sendAllClaimed(deps: LedgerDeps, emails: readonly ClaimedEmail[], now: Date): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  let unmarked: string[] = [];
  let emailsUnmarked = 0;
  for (const { ids, send } of emails) {
    try {
      await send();
    } catch (error) {
      outcomes.push({ status: 'failed', error });
      await finishDeliveries(deps, ids, 'failed', now, error);
      continue;
    }
    outcomes.push({ status: 'sent' });
    unmarked.push(...ids);
    emailsUnmarked += 1;
    if (emailsUnmarked === SENT_PER_MARK) {
      await finishDeliveries(deps, unmarked, 'sent', now);
      unmarked = [];
      emailsUnmarked = 0;
    }
  }
  await finishDeliveries(deps, unmarked, 'sent', now);
  return outcomes;
}

/** Sends claimed deliveries that go out together in one email (sendAllClaimed), then marks them. */
export async function sendClaimed(deps: LedgerDeps, ids: readonly string[], send: () => Promise<void>, now: Date): Promise<SendOutcome> {
  const [outcome] = await sendAllClaimed(deps, [{ ids, send }], now);
  return outcome!;
}
