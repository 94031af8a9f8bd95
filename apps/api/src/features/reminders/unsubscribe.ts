import type { Kysely } from 'kysely';
import { UNSUBSCRIBE_CHANNELS, type UnsubscribeChannel } from '@campuspath/contract/reminders-terms';
import type { Database } from '../../db/schema.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';
import { writeSettings } from './reminder-settings.ts';

/**
 * One-click unsubscribe links (RFC 8058): a token naming the user and the one channel it turns
 * off, signed for the 'unsubscribe' purpose. It never expires (an old email must still work) and
 * does nothing else: it cannot sign in, read data, or turn off another channel.
 */
export function unsubscribeToken(secret: string, userId: string, channel: UnsubscribeChannel): string {
  return signToken(secret, 'unsubscribe', Buffer.from(`${userId}:${channel}`).toString('base64url'));
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; channel: UnsubscribeChannel } | null {
  const payload = verifyToken(secret, 'unsubscribe', token);
  if (!payload) return null;
  const [userId, channel] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !UNSUBSCRIBE_CHANNELS.includes(channel as UnsubscribeChannel)) return null;
  return { userId, channel: channel as UnsubscribeChannel };
}

/** Turns the channel off; false when the account no longer exists. */
export async function unsubscribe(db: Kysely<Database>, userId: string, channel: UnsubscribeChannel): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await writeSettings(db, userId, channel === 'email' ? { email: 0 } : { weekly_digest: 0 });
  return true;
}
