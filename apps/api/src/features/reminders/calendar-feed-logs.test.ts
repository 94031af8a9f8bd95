import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/logger.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { EASTERN, reminderRequests } from '../../test/reminder-requests.ts';

/**
 * The calendar feed URL is a capability: whoever holds it reads the student's deadlines. It is
 * served at exactly the path it is handed out as, and never reaches the log, whatever the client
 * sends (encoded, cased, trailing junk) and whatever fails. The production logger at its chattiest.
 */
const lines: string[] = [];
const ctx = useTestApp({ logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) });
const { get, settingsOf } = reminderRequests(ctx);

async function feedToken() {
  const student = await signUp(ctx.app);
  const taskId = await addTask(ctx.app, student, { title: 'Send the mid-year report', dueDate: dateInDays(6, EASTERN) });
  const { feed } = await settingsOf(student);
  const token = new URL(feed!.url).pathname.replace(/^\/api\/calendar\//, '').replace(/\.ics$/, '');
  return { student, taskId, token };
}

/** The same file asked for in ways the router would decode or a client might mangle. */
const variants = (token: string) => {
  const [id, signature] = token.split('.') as [string, string];
  const first = token.charCodeAt(0).toString(16);
  return [
    `/api/calendar/${token}%2eics`,
    `/api/calendar/${token}%2Eics`,
    `/api/calendar/${token}.ic%73`,
    `/api/calendar/${id}%2e${signature}.ics`,
    `/api/calendar/%${first}${token.slice(1)}.ics`,
    `/api/calendar/${token}.ics/`,
    `/api/calendar/${token}.ics.ics`,
    `/api/calendar/${token}.ICS`,
    `/api/calendar/${token}`,
    `/api/Calendar/${token}.ics`,
    `/API/calendar/${token}.ics`,
    `/api//calendar/${token}.ics`,
    `/api/calendar%2F${token}.ics`,
    `/api/calendar/${token}%252eics`,
    `/api/calendar/${token}%ZZ.ics`,
    `/api/calendar/${token};.ics`,
    `/api/calendar/${token}.ics%00`,
    `/api/calendar/${token}${'x'.repeat(300)}.ics`,
    `/api/unsubscribe?tok%65n=${token}`,
  ];
};

describe('the calendar feed URL', () => {
  it('is served at exactly the path handed out; every other spelling answers 404', async () => {
    const { token } = await feedToken();
    expect((await ctx.app.inject({ url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
    // A query string is not part of the path: calendar apps may add one.
    expect((await ctx.app.inject({ url: `/api/calendar/${token}.ics?refresh=1` })).statusCode).toBe(200);
    for (const url of variants(token).filter((url) => url.startsWith('/api/calendar/'))) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('never reaches the log: feed requests, encoded variants, item files, errors', async () => {
    const { student, taskId, token } = await feedToken();
    const [, signature] = token.split('.') as [string, string];
    lines.length = 0;

    await ctx.app.inject({ url: `/api/calendar/${token}.ics` });
    await ctx.app.inject({ url: `/api/calendar/${token}.ics?refresh=1#now` });
    await ctx.app.inject({ method: 'HEAD', url: `/api/calendar/${token}.ics` });
    for (const url of variants(token)) await ctx.app.inject({ url });
    await get(student, `/api/calendar/items/task/${taskId}.ics`);
    await get(student, `/api/calendar/items/task/${token}.ics`);
    // Errors the handler logs: one written by hand as a failing service would, with the request's logger.
    ctx.app.log.error({ err: new Error(`feed failed for /api/calendar/${token}%2eics`), url: `/api/calendar/${token}.ics` }, 'failed');

    const requestLines = lines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(variants(token).length);
    const everything = lines.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(signature);
    expect(everything).not.toContain(encodeURIComponent(signature));
    expect(everything).toContain('[redacted]');
  });
});
