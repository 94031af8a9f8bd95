import { describe, expect, it } from 'vitest';
import { notificationsSchema, reminderSettingsSchema, unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { DEFAULT_LEAD_DAYS } from '@campuspath/contract/reminders-terms';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { signToken } from '../../lib/signed-tokens.ts';
import { EASTERN, reminderRequests, validSettings } from '../../test/reminder-requests.ts';

// The calendar feed and single-item files are in calendar-feed.test.ts; GET /api/timeline in timeline.test.ts.
const ctx = useTestApp();
const { get, send, settingsOf } = reminderRequests(ctx);

describe('reminder settings', () => {
  it('starts from the defaults with a secret feed URL, and saves what the student chooses', async () => {
    const student = await signUp(ctx.app);
    const defaults = await settingsOf(student);
    expect(defaults).toMatchObject({
      leadDays: [...DEFAULT_LEAD_DAYS],
      channels: { inApp: true, email: true, calendar: true },
      quietHours: { start: '21:00', end: '08:00' },
      weeklyDigest: false,
      timeZone: EASTERN,
      timeZoneSaved: false,
      email: student.email,
      // Nothing is emailed until the address is verified, and the settings say so.
      emailBlocked: 'unverified',
    });
    expect(defaults.feed?.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
    expect(defaults.feed?.webcalUrl).toBe(defaults.feed?.url.replace('http://', 'webcal://'));
    // Reading again keeps the same URL.
    expect((await settingsOf(student)).feed?.url).toBe(defaults.feed?.url);

    const saved = await send(student, 'PUT', '/api/reminders/settings', { ...validSettings, leadDays: [2, 10] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(reminderSettingsSchema.parse(saved.json())).toMatchObject({ ...validSettings, leadDays: [10, 2], timeZoneSaved: true });
    expect(await settingsOf(student)).toMatchObject({ ...validSettings, feed: { url: defaults.feed?.url } });

    const off = await send(student, 'PUT', '/api/reminders/settings', {
      ...validSettings,
      quietHours: null,
      channels: { inApp: false, email: false, calendar: false },
    });
    expect(reminderSettingsSchema.parse(off.json())).toMatchObject({ quietHours: null, feed: null });
  });

  it('saves the browser time zone', async () => {
    const student = await signUp(ctx.app);
    const response = await send(student, 'PUT', '/api/reminders/time-zone', { timeZone: 'America/Los_Angeles' });
    expect(reminderSettingsSchema.parse(response.json())).toMatchObject({ timeZone: 'America/Los_Angeles', timeZoneSaved: true });
    const bad = await send(student, 'PUT', '/api/reminders/time-zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('timeZone');
  });

  it.each([
    ['a lead time of 0', { leadDays: [0] }, 'leadDays'],
    ['a lead time over a year', { leadDays: [400] }, 'leadDays'],
    ['a repeated lead time', { leadDays: [7, 7] }, 'leadDays'],
    ['more than 8 lead times', { leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'leadDays'],
    ['a fractional lead time', { leadDays: [1.5] }, 'leadDays'],
    ['quiet hours that start when they end', { quietHours: { start: '22:00', end: '22:00' } }, 'quietHours'],
    ['a time that is not a time', { quietHours: { start: '25:00', end: '07:00' } }, 'quietHours'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a missing channel', { channels: { inApp: true, email: true } }, 'channels'],
    ['an unknown field', { snooze: true }, 'snooze'],
  ])('refuses %s with a 400 naming the field, and keeps the saved settings', async (_name, change, field) => {
    const student = await signUp(ctx.app);
    await send(student, 'PUT', '/api/reminders/settings', validSettings);
    const response = await send(student, 'PUT', '/api/reminders/settings', { ...validSettings, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await settingsOf(student)).toMatchObject(validSettings);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/reminders/settings' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/timeline' })).statusCode).toBe(401);
  });
});

describe('the bell', () => {
  it('lists items within a lead time and anything overdue, and marks them read until the next stage', async () => {
    const student = await signUp(ctx.app);
    const soon = await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, EASTERN) });
    const late = await addTask(ctx.app, student, { title: 'Send test scores', dueDate: dateInDays(-2, EASTERN) });
    await addTask(ctx.app, student, { title: 'Far away', dueDate: dateInDays(45, EASTERN) });
    await addTask(ctx.app, student, { title: 'Already done', dueDate: dateInDays(3, EASTERN), completed: true });

    const bell = notificationsSchema.parse((await get(student, '/api/notifications')).json());
    expect(bell.enabled).toBe(true);
    expect(bell.items.map((entry) => [entry.item.id, entry.stage, entry.item.daysLeft, entry.read])).toEqual([
      [late, 'overdue', -2, false],
      [soon, 7, 5, false],
    ]);
    expect(bell.unread).toBe(2);

    const read = notificationsSchema.parse((await send(student, 'POST', '/api/notifications/read', { keys: [bell.items[1]!.key] })).json());
    expect(read.unread).toBe(1);
    const all = notificationsSchema.parse((await send(student, 'POST', '/api/notifications/read', { all: true })).json());
    expect(all.unread).toBe(0);

    // Moving the deadline to 2 days away is a new stage: unread again.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${soon}`,
      headers: { cookie: student.cookie },
      payload: { deadline: dateInDays(2, EASTERN) },
    });
    const next = notificationsSchema.parse((await get(student, '/api/notifications')).json());
    expect(next.items.find((entry) => entry.item.id === soon)).toMatchObject({ stage: 3, read: false });

    const bad = await send(student, 'POST', '/api/notifications/read', { keys: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('is empty and says so when the in-app channel is off', async () => {
    const student = await signUp(ctx.app);
    await addTask(ctx.app, student, { title: 'Soon', dueDate: dateInDays(1, EASTERN) });
    await send(student, 'PUT', '/api/reminders/settings', { ...validSettings, channels: { inApp: false, email: true, calendar: true } });
    expect(notificationsSchema.parse((await get(student, '/api/notifications')).json())).toEqual({
      enabled: false,
      unread: 0,
      items: [],
      deadlineUpdates: [],
    });
  });
});

describe('one-click unsubscribe', () => {
  const secretOf = async (): Promise<string> =>
    (await ctx.database.handle.db.selectFrom('meta').select('value').where('key', '=', 'app_secret').executeTakeFirstOrThrow()).value;

  it('turns off exactly the channel its signed token names, from a form POST as mail clients send it', async () => {
    const student = await signUp(ctx.app);
    await send(student, 'PUT', '/api/reminders/settings', {
      ...validSettings,
      channels: { inApp: true, email: true, calendar: true },
      weeklyDigest: true,
    });
    const secret = await secretOf();

    const digest = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${unsubscribeToken(secret, student.user.id, 'digest', new Date())}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(unsubscribeResultSchema.parse(digest.json())).toEqual({ channel: 'digest', description: 'the weekly digest' });
    expect(await settingsOf(student)).toMatchObject({ weeklyDigest: false, channels: { email: true } });

    const email = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${unsubscribeToken(secret, student.user.id, 'email', new Date())}`,
    });
    expect(email.json()).toEqual({ channel: 'email', description: 'reminder emails' });
    expect(await settingsOf(student)).toMatchObject({ weeklyDigest: false, channels: { inApp: true, email: false, calendar: true } });
  });

  it('refuses tampered, foreign and mis-purposed tokens with a 400 naming the token', async () => {
    const student = await signUp(ctx.app);
    const secret = await secretOf();
    const good = unsubscribeToken(secret, student.user.id, 'email', new Date());
    const other = await signUp(ctx.app);
    const forged = `${Buffer.from(`${other.user.id}:email`).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of [
      forged,
      unsubscribeToken('y'.repeat(32), student.user.id, 'email', new Date()),
      signToken(secret, 'calendar-feed', 'abc'),
      'garbage',
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_token', fields: { token: expect.any(String) } });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe' })).statusCode).toBe(400);
    expect((await settingsOf(other)).channels.email).toBe(true);
  });
});
