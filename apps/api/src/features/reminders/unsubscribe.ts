import type { MessageDescriptor } from '@lingui/core';
import type { Kysely } from 'kysely';
import {
  UNSUBSCRIBE_CHANNELS,
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_OUTDATED,
  type UnsubscribeChannel,
} from '@campuspath/contract/reminders-terms';
import type { Database } from '../../db/schema.ts';
import { refuseField, type ErrorText } from '../../lib/errors.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';
import { findUserColumns } from '../auth/users.store.ts';
import { writeSettings } from './reminder-settings.ts';
import { findSettingsRow } from './reminders.store.ts';

/**
 * Unsubscribe links (RFC 8058 one-click, and the page an email's body links to): a token naming
 * the user, the one channel it turns off and when it was issued, signed for the 'unsubscribe'
 * purpose. It cannot sign in, read data, or turn off another channel, and it stops acting:
 * - UNSUBSCRIBE_LINK_DAYS after it was issued (old emails linger in mailboxes and forwards);
 * - once the student switched that channel after it was issued, while the channel is on: an old
 *   email must not undo a choice made since (turning emails back on).
 * Each refusal says why and points to the reminder settings.
 */
const LINK_LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 86_400_000;

export interface UnsubscribeTarget {
  userId: string;
  channel: UnsubscribeChannel;
  /** Null for links issued before links carried their time (they count as expired). */
  issuedAt: Date | null;
}

export function unsubscribeToken(secret: string, userId: string, channel: UnsubscribeChannel, issuedAt: Date): string {
  return signToken(secret, 'unsubscribe', Buffer.from(`${userId}:${channel}:${issuedAt.getTime().toString(36)}`).toString('base64url'));
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const payload = verifyToken(secret, 'unsubscribe', token);
  if (!payload) return null;
  const [userId, channel, issued] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !UNSUBSCRIBE_CHANNELS.includes(channel as UnsubscribeChannel)) return null;
  const issuedAt = issued && /^[0-9a-z]{1,12}$/.test(issued) ? new Date(parseInt(issued, 36)) : null;
  return { userId, channel: channel as UnsubscribeChannel, issuedAt };
}

const refused = (code: string, problem: MessageDescriptor, field: ErrorText) =>
  refuseField('token', field, {
    code,
    message: /*i18n*/ { id: '{problem} Open your reminder settings to choose what we send you.', values: { problem } },
  });

/**
 * The target of a link that may act now; throws a 400 saying why it may not (damaged or foreign,
 * expired, or outdated by a later change of that setting). Changes nothing.
 */
export async function requireUsableLink(db: Kysely<Database>, secret: string, token: string, now: Date): Promise<UnsubscribeTarget> {
  const target = readUnsubscribeToken(secret, token);
  const user = target && (await findUserColumns(db, target.userId, ['id']));
  if (!target || !user) throw refused('invalid_token', /*i18n*/ { id: 'This link is not valid.' }, /*i18n*/ 'Invalid or damaged link');
  if (!target.issuedAt || now.getTime() - target.issuedAt.getTime() > LINK_LIFETIME_MS) {
    throw refused(
      UNSUBSCRIBE_LINK_EXPIRED,
      /*i18n*/ {
        id: 'This unsubscribe link has expired: links in our emails work for {days} days.',
        values: { days: UNSUBSCRIBE_LINK_DAYS },
      },
      /*i18n*/ 'Expired link',
    );
  }
  const row = await findSettingsRow(db, target.userId);
  const [on, changedAt] =
    target.channel === 'email' ? [row ? row.email === 1 : true, row?.email_changed_at] : [row?.weekly_digest === 1, row?.digest_changed_at];
  if (on && changedAt && Date.parse(changedAt) > target.issuedAt.getTime()) {
    throw refused(
      UNSUBSCRIBE_LINK_OUTDATED,
      target.channel === 'email'
        ? /*i18n*/ { id: 'You turned reminder emails back on after this email was sent, so this link no longer changes that setting.' }
        : /*i18n*/ { id: 'You turned the weekly digest back on after this email was sent, so this link no longer changes that setting.' },
      /*i18n*/ 'Outdated link',
    );
  }
  return target;
}

/** Turns the link's channel off (nothing changes when it is already off). */
export async function unsubscribe(db: Kysely<Database>, target: UnsubscribeTarget, now: Date): Promise<void> {
  await writeSettings(db, target.userId, target.channel === 'email' ? { email: 0 } : { weekly_digest: 0 }, now);
}
