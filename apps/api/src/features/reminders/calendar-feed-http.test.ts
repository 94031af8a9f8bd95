import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { EASTERN, reminderRequests } from '../../test/reminder-requests.ts';

/**
 * How calendar apps and browsers see the feed and the single-item files (RFC 5545, RFC 9110):
 * validators and 304s, SEQUENCE and LAST-MODIFIED that follow edits, the closing CRLF, and no
 * alarm for a moment already past. The clock is faked (Date only) so edits fall in later seconds.
 */
const ctx = useTestApp();
const { get, settingsOf } = reminderRequests(ctx);

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the (faked) clock on by whole seconds. */
function advance(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

async function studentWithTask(title: string, daysAway: number) {
  const student = await signUp(ctx.app);
  const taskId = await addTask(ctx.app, student, { title, dueDate: dateInDays(daysAway, EASTERN) });
  const { feed } = await settingsOf(student);
  return { student, taskId, feedPath: new URL(feed!.url).pathname };
}

const editTask = (student: SignedInUser, taskId: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${taskId}`, headers: { cookie: student.cookie }, payload });

function eventOf(text: string, uid: string) {
  const vevent = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .find((event) => event.getFirstPropertyValue('uid') === uid);
  if (!vevent) throw new Error(`No event ${uid}`);
  const time = (name: string) => (vevent.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    lastModified: time('last-modified'),
    stamp: time('dtstamp'),
    alarms: vevent.getAllSubcomponents('valarm').map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate()),
  };
}

describe('the calendar feed over HTTP', () => {
  it('answers 304 to If-None-Match and If-Modified-Since until the content changes: an edit or a deletion', async () => {
    const { student, taskId, feedPath } = await studentWithTask('Order transcripts', 10);
    const first = await ctx.app.inject({ url: feedPath });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    // Nothing changed, later: same bytes, same validators, 304 either way.
    advance(3);
    const again = await ctx.app.inject({ url: feedPath });
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({ etag, 'last-modified': lastModified });
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-none-match': etag.slice(2) },
      { 'if-modified-since': lastModified },
    ]) {
      const cached = await ctx.app.inject({ url: feedPath, headers });
      expect(cached.statusCode, JSON.stringify(headers)).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    // If-None-Match decides when sent, even beside a current If-Modified-Since.
    expect(
      (await ctx.app.inject({ url: feedPath, headers: { 'if-none-match': '"stale"', 'if-modified-since': lastModified } })).statusCode,
    ).toBe(200);

    // An edit: new ETag, later Last-Modified, and the old validators get the full feed.
    advance(2);
    expect((await editTask(student, taskId, { title: 'Order official transcripts' })).statusCode).toBe(200);
    const edited = await ctx.app.inject({ url: feedPath, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('Order official transcripts');
    expect(edited.headers.etag).not.toBe(etag);
    expect(Date.parse(edited.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    expect((await ctx.app.inject({ url: feedPath, headers: { 'if-modified-since': lastModified } })).statusCode).toBe(200);

    // A deletion leaves no row behind, and still moves Last-Modified.
    const afterEdit = edited.headers['last-modified'] as string;
    advance(2);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${taskId}`, headers: { cookie: student.cookie } });
    expect(removed.statusCode).toBeLessThan(300);
    const gone = await ctx.app.inject({ url: feedPath, headers: { 'if-modified-since': afterEdit } });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).not.toContain('Order official transcripts');
  });

  it('raises SEQUENCE and moves LAST-MODIFIED when an item is edited, in the feed and the item file', async () => {
    const { student, taskId, feedPath } = await studentWithTask('Finish the activities list', 12);
    const uid = `task-${taskId}@campuspath`;
    const itemPath = `/api/calendar/items/task/${taskId}.ics`;
    const before = eventOf((await ctx.app.inject({ url: feedPath })).body, uid);
    expect(before.sequence).toBe(0);
    expect(before.stamp).toBe(before.lastModified);
    expect(eventOf((await get(student, itemPath)).body, uid)).toEqual(before);

    advance(7);
    expect((await editTask(student, taskId, { dueDate: dateInDays(13, EASTERN) })).statusCode).toBe(200);
    const after = eventOf((await ctx.app.inject({ url: feedPath })).body, uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
    expect(eventOf((await get(student, itemPath)).body, uid)).toEqual(after);

    advance(3);
    expect((await editTask(student, taskId, { completed: true })).statusCode).toBe(200);
    expect(eventOf((await ctx.app.inject({ url: feedPath })).body, uid).sequence).toBeGreaterThan(after.sequence);
  });

  it('raises SEQUENCE for each of two edits in the same second, and keeps it for a read that changed nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T15:00:00.100Z'));
    const { student, taskId, feedPath } = await studentWithTask('Send the mid-year report', 20);
    const uid = `task-${taskId}@campuspath`;
    const sequences = [eventOf((await ctx.app.inject({ url: feedPath })).body, uid).sequence];
    for (const [at, title] of [
      ['2026-03-02T15:00:00.300Z', 'Mid-year report: ask'],
      ['2026-03-02T15:00:00.700Z', 'Mid-year report: mail'],
    ] as const) {
      vi.setSystemTime(new Date(at));
      expect((await editTask(student, taskId, { title })).statusCode).toBe(200);
      const text = (await ctx.app.inject({ url: feedPath })).body;
      expect(text).toContain(title);
      sequences.push(eventOf(text, uid).sequence);
    }
    sequences.push(eventOf((await ctx.app.inject({ url: feedPath })).body, uid).sequence);
    expect(sequences).toEqual([0, 1, 2, 2]);
    // The item file tells the same.
    expect(eventOf((await get(student, `/api/calendar/items/task/${taskId}.ics`)).body, uid).sequence).toBe(2);
  });

  it('ends with CRLF and has no alarm whose moment has passed, in the feed and the item file', async () => {
    // Due in 5 days: the 30-, 14- and 7-day reminders are past, the 3- and 1-day ones to come.
    const { student, taskId, feedPath } = await studentWithTask('Send the portfolio', 5);
    const uid = `task-${taskId}@campuspath`;
    for (const response of [await ctx.app.inject({ url: feedPath }), await get(student, `/api/calendar/items/task/${taskId}.ics`)]) {
      expect(response.statusCode).toBe(200);
      expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const { alarms } = eventOf(response.body, uid);
      expect(alarms).toHaveLength(2);
      for (const trigger of alarms) expect(trigger.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('gives the item file validators and 304s too', async () => {
    const { student, taskId } = await studentWithTask('Book the campus visit', 20);
    const itemPath = `/api/calendar/items/task/${taskId}.ics`;
    const first = await get(student, itemPath);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const headers = (extra: Record<string, string>) => ({ cookie: student.cookie, ...extra });
    expect((await ctx.app.inject({ url: itemPath, headers: headers({ 'if-none-match': etag }) })).statusCode).toBe(304);
    expect((await ctx.app.inject({ url: itemPath, headers: headers({ 'if-modified-since': lastModified }) })).statusCode).toBe(304);

    // New lead times change its alarms: a new file.
    advance(2);
    const settings = await settingsOf(student);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: { cookie: student.cookie },
      payload: { ...settings, leadDays: [2], feed: undefined, email: undefined, emailBlocked: undefined, timeZoneSaved: undefined },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ctx.app.inject({ url: itemPath, headers: headers({ 'if-none-match': etag }) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: itemPath, headers: headers({ 'if-modified-since': lastModified }) })).statusCode).toBe(200);
  });
});
