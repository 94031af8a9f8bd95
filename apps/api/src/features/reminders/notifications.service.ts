import type { Kysely } from 'kysely';
import type { MarkReadInput, Notification, Notifications } from '@campuspath/contract/reminders';
import { UNKNOWN_NOTIFICATION_MESSAGE, reminderStage } from '@campuspath/contract/reminders-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { refuseFields } from '../../lib/errors.ts';
import { listDeadlineUpdates } from '../checked-deadlines/deadline-updates.service.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { readSettings } from './reminder-settings.ts';
import { insertReadKeys, listReadKeys } from './reminders.store.ts';

export interface NotificationDeps {
  db: Kysely<Database>;
  catalog: Catalog;
}

/** Items in a reminder stage at `now`: not done, within a lead time of their due date, or overdue. */
export function itemsInStage(items: TimelineItem[], leadDays: number[]): { item: TimelineItem; stage: number | 'overdue' }[] {
  const staged: { item: TimelineItem; stage: number | 'overdue' }[] = [];
  for (const item of items) {
    if (item.completed || item.kind === 'decision') continue;
    const stage = reminderStage(item.daysLeft, item.overdue, leadDays);
    if (stage !== null) staged.push({ item, stage });
  }
  return staged;
}

export const notificationKey = (item: TimelineItem, stage: number | 'overdue'): string => `${item.kind}:${item.id}:${item.date}:${stage}`;

/**
 * The bell, computed when asked from the same items as every other channel, so a new deadline
 * shows at once: overdue items first, then by due date. A notification's key includes its stage,
 * so an item read at 7 days left is unread again when it reaches 3.
 */
export async function listNotifications(deps: NotificationDeps, userId: string, now: Date): Promise<Notifications> {
  const settings = await readSettings(deps.db, userId);
  if (!settings.channels.inApp) return { enabled: false, unread: 0, items: [], deadlineUpdates: [] };
  const [items, reads, deadlineUpdates] = await Promise.all([
    studentItems(deps, userId, settings.timeZone, now),
    listReadKeys(deps.db, userId),
    listDeadlineUpdates({ ...deps, now: () => now }, userId),
  ]);
  const read = new Set(reads);
  const notifications: Notification[] = itemsInStage(items, settings.leadDays)
    .map(({ item, stage }) => {
      const key = notificationKey(item, stage);
      return { key, stage, read: read.has(key), item };
    })
    .sort((a, b) => Number(b.item.overdue) - Number(a.item.overdue) || a.item.dueAt.localeCompare(b.item.dueAt));
  return { enabled: true, unread: notifications.filter((entry) => !entry.read).length, items: notifications, deadlineUpdates };
}

/**
 * Marks the given keys (or every current notification) read. Only keys of the student's current
 * notifications are stored: any other key (made up, another student's, or one whose item moved
 * on) is a 400 naming `keys`, and nothing of the request is stored, so the table holds at most
 * one row per notification the student has really had.
 */
export async function markRead(deps: NotificationDeps, userId: string, input: MarkReadInput, now: Date): Promise<Notifications> {
  const current = (await listNotifications(deps, userId, now)).items.map((entry) => entry.key);
  const keys = input.all ? current : [...new Set(input.keys)];
  const known = new Set(current);
  if (keys.some((key) => !known.has(key))) {
    throw refuseFields({ keys: UNKNOWN_NOTIFICATION_MESSAGE });
  }
  await insertReadKeys(deps.db, userId, keys, now.toISOString());
  return listNotifications(deps, userId, now);
}
