import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dueInstant } from '@campuspath/contract/deadline-time';
import { reminderSettingsSchema } from '@campuspath/contract/reminders';
import { DEFAULT_LEAD_DAYS } from '@campuspath/contract/reminders-terms';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, STANFORD, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { redactUrl } from '../../lib/log-redaction.ts';
import { unsubscribeToken } from './unsubscribe.ts';
import { signToken } from '../../lib/signed-tokens.ts';
import { EASTERN, reminderRequests, validSettings } from '../../test/reminder-requests.ts';

const ctx = useTestApp();
const { get, send, settingsOf } = reminderRequests(ctx);
/** The feed URL's path (the test app is reached through inject, not its public origin). */
const feedPath = (url: string) => new URL(url).pathname;

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Time;
        return trigger.toJSDate().toISOString();
      }),
    };
  });
}

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
    // A 30-minute block ending at 11:59 pm in the school's zone, not a 1-minute event.
    expect(application).toMatchObject({
      summary: 'Georgia Institute of Technology-Main Campus – Early Action deadline',
      start: new Date(dueInstant(deadline, EASTERN).getTime() - 30 * 60_000).toISOString(),
      end: dueInstant(deadline, EASTERN).toISOString(),
      allDay: false,
    });
    // One VALARM per lead time still ahead (3 and 1 days before; 30, 14 and 7 have passed), at 9:00 am Atlanta time.
    expect(application!.alarms).toHaveLength(DEFAULT_LEAD_DAYS.filter((lead) => lead < 5).length);
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
    expect(after.filter((event) => event.uid === `application-${applicationId}@campuspath`).map((event) => event.end)).toEqual([
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
      `/api/calendar/${unsubscribeToken('x'.repeat(32), student.user.id, 'email', new Date())}.ics`,
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
    expect(event).toMatchObject({
      uid: `application-${applicationId}@campuspath`,
      summary: 'Stanford University – Early Action deadline',
      // 11:29 to 11:59 pm in Stanford's zone (it was 11:59 to 12:00, a 1-minute event).
      start: new Date(dueInstant(dateInDays(5, 'America/Los_Angeles'), 'America/Los_Angeles').getTime() - 30 * 60_000).toISOString(),
      end: dueInstant(dateInDays(5, 'America/Los_Angeles'), 'America/Los_Angeles').toISOString(),
    });
    expect(event!.alarms).toHaveLength(DEFAULT_LEAD_DAYS.filter((lead) => lead < 5).length);

    const other = await signUp(ctx.app);
    expect((await get(other, `/api/calendar/items/application/${applicationId}.ics`)).statusCode).toBe(404);
    const bad = await get(student, `/api/calendar/items/application/${applicationId}.pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('file');
  });

  it('keeps feed and unsubscribe tokens out of logged URLs', () => {
    expect(redactUrl('/api/calendar/abc.def.ics')).toBe('/api/calendar/[redacted]');
    expect(redactUrl('/api/unsubscribe?token=abc.def&x=1')).toBe('/api/unsubscribe?token=[redacted]&x=1');
  });
});
