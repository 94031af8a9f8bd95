import type { Kysely } from 'kysely';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import type { TimelineItem } from '@campuspath/contract/timeline';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { makeEtag } from '../../lib/http-cache.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import type { Clock } from '../../lib/clock.ts';
import { listApplicationTimes } from '../applications/applications.store.ts';
import { findUser } from '../auth/users.ts';
import { findUserColumns } from '../auth/users.store.ts';
import { listEssayTimes } from '../essays/essays.store.ts';
import { listLetterTimes } from '../letters/letters.store.ts';
import { listScholarshipTimes } from '../scholarships/scholarships.store.ts';
import { listTaskTimes } from '../tasks/tasks.store.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { eventSequences } from './calendar-sequences.ts';
import {
  alarmTriggers,
  buildFeed,
  buildItemFile,
  feedIdFromToken,
  feedToken,
  feedUrls,
  newFeedId,
  revisionKey,
  type ItemRevision,
} from './calendar-feed.ts';
import { readSettings, resolveSettings, writeSettings } from './reminder-settings.ts';
import { findSettingsByFeedId, findSettingsRow, recordFeedEtag, setFeedIdIfNone } from './reminders.store.ts';

export interface RemindersDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  links: LinkConfig;
  now: Clock;
}

/**
 * The settings as the student sees them. A student with the calendar channel on always has a feed:
 * the first read creates its id (only if none exists, so two first reads agree on one).
 */
export async function settingsView(deps: Omit<RemindersDeps, 'catalog'>, userId: string): Promise<ReminderSettings> {
  const { db, links } = deps;
  const now = deps.now();
  let settings = await readSettings(db, userId);
  if (settings.channels.calendar && !settings.feedId) {
    await writeSettings(db, userId, {}, now);
    await setFeedIdIfNone(db, userId, newFeedId(), now.toISOString());
    settings = await readSettings(db, userId);
  }
  const user = await findUserColumns(db, userId, ['email', 'is_demo', 'email_verified_at']);
  if (!user) throw notFound(/*i18n*/ 'No such account');
  const { feedId, feedCreatedAt, ...rest } = settings;
  return {
    ...rest,
    email: user.email,
    // Why no email goes out even with email or the digest on (the scheduler skips these accounts).
    emailBlocked: user.is_demo ? 'demo' : user.email_verified_at === null ? 'unverified' : null,
    feed:
      settings.channels.calendar && feedId
        ? { ...feedUrls(links.publicUrl, feedToken(links.secret, feedId)), createdAt: feedCreatedAt ?? now.toISOString() }
        : null,
  };
}

/** A new feed id: the old URL stops working at once (its id no longer matches any row). */
export async function regenerateFeed(deps: Omit<RemindersDeps, 'catalog'>, userId: string): Promise<ReminderSettings> {
  await writeSettings(deps.db, userId, { feed_id: newFeedId(), feed_created_at: deps.now().toISOString(), calendar: 1 }, deps.now());
  return settingsView(deps, userId);
}

/** A calendar body with its validators (lib/http-cache.ts): the ETag is a hash of the bytes. */
export interface CalendarFile {
  body: string;
  etag: string;
  lastModified: Date;
}

/** When each of the student's dated rows was created and last edited, by revisionKey(). */
async function itemRevisions(db: Kysely<Database>, userId: string): Promise<Map<string, ItemRevision>> {
  const kinds = ['application', 'essay', 'recommendation', 'task', 'scholarship'] as const;
  const revisions = new Map<string, ItemRevision>();
  const rows = await Promise.all([
    listApplicationTimes(db, userId),
    listEssayTimes(db, userId),
    listLetterTimes(db, userId),
    listTaskTimes(db, userId),
    listScholarshipTimes(db, userId),
  ]);
  kinds.forEach((kind, index) => {
    for (const row of rows[index]!) revisions.set(`${kind}:${row.id}`, { createdAt: row.created_at, updatedAt: row.updated_at });
  });
  return revisions;
}

/**
 * The personal feed a token names, at `now`; null when the token is damaged, the feed was
 * regenerated or turned off, or the account is gone. Its Last-Modified is when its content last
 * changed, kept with its ETag: a deleted item leaves no row whose updated_at could say so.
 */
export async function findCalendarFeed(deps: RemindersDeps, token: string, now: Date): Promise<CalendarFile | null> {
  const { db, catalog, links } = deps;
  const feedId = feedIdFromToken(links.secret, token);
  if (!feedId) return null;
  const row = await findSettingsByFeedId(db, feedId);
  const settings = resolveSettings(row);
  if (!row || !settings.channels.calendar) return null;
  const user = await findUser(db, row.user_id);
  if (!user) return null;
  const [items, revisions] = await Promise.all([
    studentItems({ db, catalog }, row.user_id, settings.timeZone, now),
    itemRevisions(db, row.user_id),
  ]);
  const sequences = await eventSequences(db, row.user_id, items, revisions, settings.leadDays, user.locale);
  const i18n = emailI18n(user.locale);
  const options = { i18n, publicUrl: links.publicUrl, leadDays: settings.leadDays, alarms: true, now, revisions, sequences };
  const body = buildFeed(items, user.graduationYear, new Date(row.feed_created_at ?? row.updated_at), options);
  const etag = makeEtag('calendar-feed', body);
  if (row.feed_etag === etag && row.feed_changed_at) return { body, etag, lastModified: new Date(row.feed_changed_at) };
  await recordFeedEtag(db, row.user_id, etag, now.toISOString());
  return { body, etag, lastModified: now };
}

/**
 * One of the student's dated items as an iCalendar file, with its alarms; null when they have no
 * such item. Its content changes only with the item's row, the reminder settings (lead times,
 * zone) and an alarm passing, so Last-Modified is the latest of those.
 */
export async function findItemCalendarFile(
  deps: RemindersDeps,
  userId: string,
  kind: TimelineItem['kind'],
  id: string,
  now: Date,
): Promise<(CalendarFile & { item: TimelineItem }) | null> {
  const { db, catalog, links } = deps;
  const [row, user] = await Promise.all([findSettingsRow(db, userId), findUserColumns(db, userId, ['locale'])]);
  const settings = resolveSettings(row);
  const locale = user?.locale ?? 'en';
  const [items, revisions] = await Promise.all([studentItems({ db, catalog }, userId, settings.timeZone, now), itemRevisions(db, userId)]);
  const item = items.find((entry) => entry.kind === kind && entry.id === id);
  if (!item) return null;
  const sequences = await eventSequences(db, userId, [item], revisions, settings.leadDays, locale);
  const options = {
    i18n: emailI18n(locale),
    publicUrl: links.publicUrl,
    leadDays: settings.leadDays,
    alarms: true,
    now,
    revisions,
    sequences,
  };
  const body = buildItemFile(item, options);
  const changes = [revisions.get(revisionKey(item))?.updatedAt, row?.updated_at]
    .filter((instant): instant is string => instant !== undefined)
    .map((instant) => Date.parse(instant));
  for (const { trigger } of alarmTriggers(item, options)) if (trigger.getTime() <= now.getTime()) changes.push(trigger.getTime());
  return { item, body, etag: makeEtag('calendar-item', body), lastModified: new Date(Math.max(0, ...changes)) };
}
