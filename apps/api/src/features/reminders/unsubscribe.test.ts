import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signToken } from '../../lib/signed-tokens.ts';
import { reminderRequests, validSettings } from '../../test/reminder-requests.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * Unsubscribe links expire, stop acting once the student changed that setting again, and never
 * act on a GET (link checkers and mail scanners open links); the RFC 8058 one-click POST works.
 * Token tampering and channel separation: reminders.test.ts.
 */
const ctx = useTestApp();
const { send, settingsOf } = reminderRequests(ctx);
const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the (faked) clock on, so what happens next is later than what happened before. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

const secretOf = async (): Promise<string> =>
  (await ctx.database.handle.db.selectFrom('meta').select('value').where('key', '=', 'app_secret').executeTakeFirstOrThrow()).value;

const allOn = { ...validSettings, channels: { inApp: true, email: true, calendar: true }, weeklyDigest: true };
const oneClick = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const look = (token: string) => ctx.app.inject({ url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });

async function student(): Promise<SignedInUser> {
  const signed = await signUp(ctx.app);
  expect((await send(signed, 'PUT', '/api/reminders/settings', allOn)).statusCode).toBe(200);
  return signed;
}

describe('unsubscribe links', () => {
  it('GET tells what the link turns off and changes nothing; the one-click POST turns it off', async () => {
    const maya = await student();
    const token = unsubscribeToken(await secretOf(), maya.user.id, 'email', new Date());
    for (let i = 0; i < 3; i += 1) {
      const preview = await look(token);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(unsubscribeResultSchema.parse(preview.json())).toEqual({ channel: 'email', description: 'reminder emails' });
    }
    expect(await settingsOf(maya)).toMatchObject({ channels: { email: true }, weeklyDigest: true });

    const done = await oneClick(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ channel: 'email', description: 'reminder emails' });
    expect(await settingsOf(maya)).toMatchObject({ channels: { inApp: true, email: false, calendar: true }, weeklyDigest: true });
    // Pressed twice (or by the mail client and the page): still fine while the channel stays off.
    expect((await oneClick(token)).statusCode).toBe(200);
  });

  it(`refuses a link older than 60 days, saying so and pointing to the settings`, async () => {
    const maya = await student();
    const secret = await secretOf();
    const expired = unsubscribeToken(secret, maya.user.id, 'email', new Date(Date.now() - 61 * DAY));
    // Links written before they carried their time count as expired too.
    const timeless = signToken(secret, 'unsubscribe', Buffer.from(`${maya.user.id}:email`).toString('base64url'));
    for (const token of [expired, timeless]) {
      for (const response of [await look(token), await oneClick(token)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'link_expired',
          message: expect.stringMatching(/expired.*60 days.*reminder settings/s),
          fields: { token: expect.any(String) },
        });
      }
    }
    expect((await settingsOf(maya)).channels.email).toBe(true);
    // 59 days is still within its life.
    expect((await oneClick(unsubscribeToken(secret, maya.user.id, 'email', new Date(Date.now() - 59 * DAY)))).statusCode).toBe(200);
    expect((await settingsOf(maya)).channels.email).toBe(false);
  });

  it('stops working once the student turns that channel back on, and only that channel', async () => {
    const maya = await student();
    const secret = await secretOf();
    const email = unsubscribeToken(secret, maya.user.id, 'email', new Date());
    const digest = unsubscribeToken(secret, maya.user.id, 'digest', new Date());
    later(1);
    expect((await oneClick(email)).statusCode).toBe(200);
    expect((await settingsOf(maya)).channels.email).toBe(false);

    // The student turns reminder emails back on: the old email's link must not undo that.
    expect((await send(maya, 'PUT', '/api/reminders/settings', allOn)).statusCode).toBe(200);
    for (const response of [await look(email), await oneClick(email)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'link_outdated',
        message: expect.stringMatching(/turned reminder emails back on.*reminder settings/s),
        fields: { token: expect.any(String) },
      });
    }
    expect((await settingsOf(maya)).channels.email).toBe(true);
    // The digest was never switched since: its link still works.
    expect((await oneClick(digest)).statusCode).toBe(200);
    expect(await settingsOf(maya)).toMatchObject({ channels: { email: true }, weeklyDigest: false });
    // A link issued after the change works again.
    later(1);
    expect((await oneClick(unsubscribeToken(secret, maya.user.id, 'email', new Date()))).statusCode).toBe(200);
    expect((await settingsOf(maya)).channels.email).toBe(false);
  });

  it('keeps working when the student saves other settings, and after switching off and on before it was sent', async () => {
    const maya = await student();
    const secret = await secretOf();
    // Off and on again, then the email is written: its link acts.
    await send(maya, 'PUT', '/api/reminders/settings', { ...allOn, channels: { ...allOn.channels, email: false } });
    await send(maya, 'PUT', '/api/reminders/settings', allOn);
    later(1);
    const token = unsubscribeToken(secret, maya.user.id, 'email', new Date());
    // Lead times, quiet hours and the time zone saved later are not a change of reminder emails.
    await send(maya, 'PUT', '/api/reminders/settings', { ...allOn, leadDays: [5], quietHours: null });
    await send(maya, 'PUT', '/api/reminders/time-zone', { timeZone: 'America/Denver' });
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await settingsOf(maya)).channels.email).toBe(false);
  });
});
