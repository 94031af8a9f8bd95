import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Database } from '../../db/schema.ts';
import { revisionKey, type ItemRevision } from './calendar-feed.ts';
import { listCalendarSequences, saveCalendarSequences } from './calendar-sequences.store.ts';

/**
 * SEQUENCE for each of a student's calendar events (RFC 5545 §3.8.7.4: it grows with every
 * revision a calendar app may see). Each event's
 * content (its item, the row's last edit, its reminders) is fingerprinted when served; a new
 * fingerprint moves SEQUENCE one up. It starts where the old rule left it (the seconds between the
 * item's creation and its last edit), so no calendar ever sees it go down, and two edits in one
 * second can no longer leave it unchanged.
 */

const secondsBetween = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 1000));

/** What the event says (not what moves with the clock, such as days left), the row's last edit, the reminders' lead times and the language. */
function fingerprintOf(item: TimelineItem, revision: ItemRevision | undefined, leadDays: readonly number[], locale: string): string {
  const { kind, id, title, date, timeZone, dueAt, completed, schoolId } = item;
  const parts = [
    JSON.stringify({ kind, id, title, date, timeZone, dueAt, completed, schoolId }),
    revision?.updatedAt ?? '',
    leadDays.join(','),
    // The feed's words follow the owner's language; English adds nothing, so the fingerprints
    // stored before languages existed still match and no English event moves for them.
    ...(locale === 'en' ? [] : [locale]),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** One event per item: an application's deadline and its decision are two (eventUid). */
export const eventKey = (item: Pick<TimelineItem, 'kind' | 'id'>): string => `${item.kind}:${item.id}`;

/** Each event's SEQUENCE by eventKey(), after recording what changed since it was last served. */
export async function eventSequences(
  db: Kysely<Database>,
  userId: string,
  items: readonly TimelineItem[],
  revisions: ReadonlyMap<string, ItemRevision>,
  leadDays: readonly number[],
  locale: string,
): Promise<Map<string, number>> {
  const stored = new Map((await listCalendarSequences(db, userId)).map((row) => [row.item_key, row]));
  const sequences = new Map<string, number>();
  const changed: { user_id: string; item_key: string; fingerprint: string; sequence: number }[] = [];
  for (const item of items) {
    const key = eventKey(item);
    if (sequences.has(key)) continue;
    const revision = revisions.get(revisionKey(item));
    const fingerprint = fingerprintOf(item, revision, leadDays, locale);
    const before = stored.get(key);
    const floor = revision ? secondsBetween(revision.createdAt, revision.updatedAt) : 0;
    const sequence = !before ? floor : before.fingerprint === fingerprint ? before.sequence : Math.max(before.sequence + 1, floor);
    sequences.set(key, sequence);
    if (before?.fingerprint !== fingerprint) changed.push({ user_id: userId, item_key: key, fingerprint, sequence });
  }
  await saveCalendarSequences(db, changed);
  return sequences;
}
