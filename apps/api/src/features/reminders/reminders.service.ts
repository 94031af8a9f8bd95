import type { Kysely } from 'kysely';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { nowIso } from '../../lib/ids.ts';
import { findUser } from '../auth/users.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { buildFeed, buildItemFile, feedIdFromToken, feedToken, feedUrls, newFeedId } from './calendar-feed.ts';
import { readSettings, resolveSettings, writeSettings } from './reminder-settings.ts';

export interface RemindersDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  links: LinkConfig;
}

/**
 * The settings as the student sees them. A student with the calendar channel on always has a feed:
 * the first read creates its id (only if none exists, so two first reads agree on one).
 */
export async function settingsView(deps: Omit<RemindersDeps, 'catalog'>, userId: string): Promise<ReminderSettings> {
  const { db, links } = deps;
  let settings = await readSettings(db, userId);
  if (settings.channels.calendar && !settings.feedId) {
    await writeSettings(db, userId, {});
    await db
      .updateTable('reminder_settings')
      .set({ feed_id: newFeedId(), feed_created_at: nowIso() })
      .where('user_id', '=', userId)
      .where('feed_id', 'is', null)
      .execute();
    settings = await readSettings(db, userId);
  }
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('No such account');
  const { feedId, feedCreatedAt, ...rest } = settings;
  return {
    ...rest,
    email: user.email,
    feed:
      settings.channels.calendar && feedId
        ? { ...feedUrls(links.publicUrl, feedToken(links.secret, feedId)), createdAt: feedCreatedAt ?? nowIso() }
        : null,
  };
}

/** A new feed id: the old URL stops working at once (its id no longer matches any row). */
export async function regenerateFeed(deps: Omit<RemindersDeps, 'catalog'>, userId: string): Promise<ReminderSettings> {
  await writeSettings(deps.db, userId, { feed_id: newFeedId(), feed_created_at: nowIso(), calendar: 1 });
  return settingsView(deps, userId);
}

/**
 * The iCalendar body of the personal feed a token names, at `now`; null when the token is damaged,
 * the feed was regenerated or turned off, or the account is gone.
 */
export async function findCalendarFeed(deps: RemindersDeps, token: string, now: Date): Promise<string | null> {
  const { db, catalog, links } = deps;
  const feedId = feedIdFromToken(links.secret, token);
  if (!feedId) return null;
  const row = await db.selectFrom('reminder_settings').selectAll().where('feed_id', '=', feedId).executeTakeFirst();
  const settings = resolveSettings(row);
  if (!row || !settings.channels.calendar) return null;
  const user = await findUser(db, row.user_id);
  if (!user) return null;
  const items = await studentItems({ db, catalog }, row.user_id, settings.timeZone, now);
  return buildFeed(items, user.graduationYear, { publicUrl: links.publicUrl, leadDays: settings.leadDays, alarms: true, now });
}

/** One of the student's dated items as an iCalendar file, with its alarms; null when they have no such item. */
export async function findItemCalendarFile(
  deps: RemindersDeps,
  userId: string,
  kind: TimelineItem['kind'],
  id: string,
  now: Date,
): Promise<{ item: TimelineItem; body: string } | null> {
  const { db, catalog, links } = deps;
  const settings = await readSettings(db, userId);
  const item = (await studentItems({ db, catalog }, userId, settings.timeZone, now)).find(
    (entry) => entry.kind === kind && entry.id === id,
  );
  if (!item) return null;
  return { item, body: buildItemFile(item, { publicUrl: links.publicUrl, leadDays: settings.leadDays, alarms: true, now }) };
}
