import type { TimelineItem } from '@campuspath/contract/timeline';
import { itemsInStage } from './notifications.service.ts';
import type { KnownDeliveries } from './reminder-ledger.ts';
import type { ResolvedSettings } from './reminder-settings.ts';

/**
 * Which reminder emails a student's items call for (reminder-scheduler.ts): one per item and lead
 * stage, keyed in the delivery ledger by item, date and stage. The scheduler reads the ledger rows
 * of exactly these items (the ones in play) before deciding.
 */

/** The reminders of the student's items inside a lead stage (overdue ones are never emailed), by ledger key. */
export function stagedReminders(student: { settings: Pick<ResolvedSettings, 'leadDays'> }, items: TimelineItem[]) {
  return itemsInStage(items, student.settings.leadDays).flatMap(({ item, stage }) => {
    if (stage === 'overdue') return [];
    const itemKey = `${item.kind}:${item.id}:${item.date}`;
    return [{ item, stage, itemKey, deliveryKey: `email:${itemKey}:${stage}` }];
  });
}

/** True when an email for this item and date already went out (or is going out) at `stage` days left or fewer. */
export function alreadyCovered(known: KnownDeliveries, itemKey: string, stage: number, deliveryKey: string): boolean {
  for (const [key, row] of known) {
    if (key === deliveryKey || row.item_key !== itemKey || row.days_left === null) continue;
    if ((row.status === 'sent' || row.status === 'claimed') && row.days_left <= stage) return true;
  }
  return false;
}
