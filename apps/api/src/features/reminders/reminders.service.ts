import type { Kysely } from 'kysely';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { nowIso } from '../../lib/ids.ts';
import { feedToken, feedUrls, newFeedId } from './calendar-feed.ts';
import { readSettings, writeSettings } from './reminder-settings.ts';

/**
 * The settings as the student sees them. A student with the calendar channel on always has a feed:
 * the first read creates its id (only if none exists, so two first reads agree on one).
 */
export async function settingsView(db: Kysely<Database>, links: LinkConfig, userId: string): Promise<ReminderSettings> {
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
export async function regenerateFeed(db: Kysely<Database>, links: LinkConfig, userId: string): Promise<ReminderSettings> {
  await writeSettings(db, userId, { feed_id: newFeedId(), feed_created_at: nowIso(), calendar: 1 });
  return settingsView(db, links, userId);
}
