import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dueInstant } from '@campuspath/contract/deadline-time';
import { notificationsSchema, reminderSettingsSchema, unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { DEFAULT_LEAD_DAYS } from '@campuspath/contract/reminders-terms';
import { timelineSchema } from '@campuspath/contract/timeline';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, STANFORD, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { redactUrl } from '../../lib/log-redaction.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { signToken } from '../../lib/signed-tokens.ts';

const ctx = useTestApp();
const EASTERN = 'America/New_York';

const get = (student: SignedInUser, url: string) => ctx.app.inject({ url, headers: { cookie: student.cookie } });
const send = (student: SignedInUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: student.cookie }, ...(payload ? { payload } : {}) });
const settingsOf = async (student: SignedInUser) => reminderSettingsSchema.parse((await get(student, '/api/reminders/settings')).json());
/** The feed URL's path (the test app is reached through inject, not its public origin). */
const feedPath = (url: string) => new URL(url).pathname;
const validSettings = {
  leadDays: [10, 2],
  channels: { inApp: true, email: false, calendar: true },
  quietHours: { start: '22:00', end: '07:00' },
  weeklyDigest: true,
  timeZone: 'America/Chicago',
};

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Time;
        return trigger.toJSDate().toISOString();
      }),
    };
  });
}

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

describe('the calendar feed', () => {
  it('holds every dated item with an alarm per lead time, keeps UIDs across edits, and dies when regenerated', async () => {
    const student = await signUp(ctx.app);
    const deadline = dateInDays(5, EASTERN);
    const applicationId = await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, deadline });
    const taskDate = dateInDays(20, EASTERN);
    const taskId = await addTask(ctx.app, student, { title: 'Ask Ms. Rivera for a letter', dueDate: taskDate });
    const { feed } = await settingsOf(student);

    const response = await ctx.app.inject({ url: feedPath(feed!.url) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(response.body);
    const application = events.find((event) => event.uid === `application-${applicationId}@campuspath`);
    expect(application).toMatchObject({
      summary: 'Georgia Institute of Technology-Main Campus – Early Action deadline',
      start: dueInstant(deadline, EASTERN).toISOString(),
      allDay: false,
    });
    // One VALARM per lead time, at 9:00 am Atlanta time that many days before.
    expect(application!.alarms).toHaveLength(DEFAULT_LEAD_DAYS.length);
    expect(new Date(application!.alarms.at(-1)!).toLocaleString('en-US', { timeZone: EASTERN, hour: 'numeric', hour12: false })).toBe('09');
    expect(events.find((event) => event.uid === `task-${taskId}@campuspath`)).toMatchObject({ summary: 'Ask Ms. Rivera for a letter' });
    // The national calendar of the class of 2027 comes along as all-day events.
    expect(events.find((event) => event.uid === 'national-reply-date-2027@campuspath')).toMatchObject({
      allDay: true,
      start: '2027-05-01T00:00:00.000Z',
    });

    // Moving the deadline updates the same event.
    const moved = dateInDays(9, EASTERN);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${applicationId}`,
      headers: { cookie: student.cookie },
      payload: { deadline: moved },
    });
    const after = parseCalendar((await ctx.app.inject({ url: feedPath(feed!.url) })).body);
    expect(after.filter((event) => event.uid === `application-${applicationId}@campuspath`).map((event) => event.start)).toEqual([
      dueInstant(moved, EASTERN).toISOString(),
    ]);

    // Regenerating revokes the old URL at once.
    const regenerated = reminderSettingsSchema.parse((await send(student, 'POST', '/api/reminders/feed')).json());
    expect(regenerated.feed!.url).not.toBe(feed!.url);
    expect((await ctx.app.inject({ url: feedPath(feed!.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: feedPath(regenerated.feed!.url) })).statusCode).toBe(200);

    // Turning the calendar channel off closes the feed.
    await send(student, 'PUT', '/api/reminders/settings', { ...validSettings, channels: { inApp: true, email: true, calendar: false } });
    expect((await ctx.app.inject({ url: feedPath(regenerated.feed!.url) })).statusCode).toBe(404);
  });

  it('answers 404 to forged, tampered and mis-purposed tokens', async () => {
    const student = await signUp(ctx.app);
    const { feed } = await settingsOf(student);
    const path = feedPath(feed!.url);
    const token = path
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const [feedId] = token.split('.');
    for (const url of [
      `/api/calendar/${feedId}.ics`,
      `/api/calendar/${feedId}.AAAA${token.slice(-10)}.ics`,
      `/api/calendar/${signToken('another-secret-of-at-least-32-characters', 'calendar-feed', feedId!)}.ics`,
      `/api/calendar/${unsubscribeToken('x'.repeat(32), student.user.id, 'email')}.ics`,
      `/api/calendar/${token}`,
      '/api/calendar/..%2F..%2Fetc%2Fpasswd.ics',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('downloads one item as an .ics file, only for its owner', async () => {
    const student = await signUp(ctx.app);
    const applicationId = await addApplication(ctx.app, student, { schoolId: STANFORD, deadline: dateInDays(5, 'America/Los_Angeles') });
    const response = await get(student, `/api/calendar/items/application/${applicationId}.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Stanford University – Early Action deadline.ics"|^attachment; filename="Stanford University _ Early Action deadline.ics"/,
    );
    const [event] = parseCalendar(response.body);
    expect(event).toMatchObject({ uid: `application-${applicationId}@campuspath`, summary: 'Stanford University – Early Action deadline' });
    expect(event!.alarms).toHaveLength(DEFAULT_LEAD_DAYS.length);

    const other = await signUp(ctx.app);
    expect((await get(other, `/api/calendar/items/application/${applicationId}.ics`)).statusCode).toBe(404);
    const bad = await get(student, `/api/calendar/items/application/${applicationId}.pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('file');
  });

  it('keeps feed and unsubscribe tokens out of logged URLs', () => {
    expect(redactUrl('/api/calendar/abc.def.ics')).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl('/api/unsubscribe?token=abc.def&x=1')).toBe('/api/unsubscribe?token=[redacted]&x=1');
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
    expect(notificationsSchema.parse((await get(student, '/api/notifications')).json())).toEqual({ enabled: false, unread: 0, items: [] });
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
      url: `/api/unsubscribe?token=${unsubscribeToken(secret, student.user.id, 'digest')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(unsubscribeResultSchema.parse(digest.json())).toEqual({ channel: 'digest', description: 'the weekly digest' });
    expect(await settingsOf(student)).toMatchObject({ weeklyDigest: false, channels: { email: true } });

    const email = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${unsubscribeToken(secret, student.user.id, 'email')}`,
    });
    expect(email.json()).toEqual({ channel: 'email', description: 'reminder emails' });
    expect(await settingsOf(student)).toMatchObject({ weeklyDigest: false, channels: { inApp: true, email: false, calendar: true } });
  });

  it('refuses tampered, foreign and mis-purposed tokens with a 400 naming the token', async () => {
    const student = await signUp(ctx.app);
    const secret = await secretOf();
    const good = unsubscribeToken(secret, student.user.id, 'email');
    const other = await signUp(ctx.app);
    const forged = `${Buffer.from(`${other.user.id}:email`).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of [
      forged,
      unsubscribeToken('y'.repeat(32), student.user.id, 'email'),
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

describe('GET /api/timeline', () => {
  it("combines the national calendar with the student's items, each counted in its own zone", async () => {
    const student = await signUp(ctx.app);
    await send(student, 'PUT', '/api/reminders/time-zone', { timeZone: 'America/Los_Angeles' });
    const deadline = dateInDays(5, EASTERN);
    const applicationId = await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, deadline });
    const taskId = await addTask(ctx.app, student, { title: 'Draft supplement', dueDate: dateInDays(-1, 'America/Los_Angeles') });

    const response = await get(student, '/api/timeline');
    expect(response.statusCode, response.body).toBe(200);
    const timeline = timelineSchema.parse(response.json());
    expect(timeline).toMatchObject({ graduationYear: 2027, timeZone: 'America/Los_Angeles' });
    expect(timeline.steps.filter((step) => step.source !== 'yours')).toHaveLength(9);
    const items = timeline.steps.flatMap((step) => step.items);
    expect(items.find((item) => item.id === applicationId)).toMatchObject({
      timeZone: EASTERN,
      daysLeft: 5,
      overdue: false,
      dueAt: dueInstant(deadline, EASTERN).toISOString(),
    });
    expect(items.find((item) => item.id === taskId)).toMatchObject({ timeZone: 'America/Los_Angeles', overdue: true, completed: false });
    const taskStep = timeline.steps.find((step) => step.items.some((item) => item.id === taskId));
    expect(taskStep).toMatchObject({ state: 'overdue', isCompleted: false, category: 'tasks' });
    const active = timeline.steps.filter((step) => step.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]!.state).toBe('current');
    expect(timeline.steps.filter((step) => step.state === 'upcoming').every((step) => step.date >= active[0]!.date)).toBe(true);
  });
});
