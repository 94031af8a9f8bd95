import { describe, expect, it } from 'vitest';
import { notificationsSchema } from '@campuspath/contract/reminders';
import { NOTIFICATION_READ_KEYS_MAX, UNKNOWN_NOTIFICATION_MESSAGE } from '@campuspath/contract/reminders-terms';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { EASTERN, reminderRequests } from '../../test/reminder-requests.ts';

// POST /api/notifications/read stored any key it was sent (2,000 junk rows from 10 requests).
const ctx = useTestApp();
const { get, send } = reminderRequests(ctx);

const storedReads = async (student: SignedInUser) =>
  (await ctx.database.handle.db.selectFrom('notification_reads').select('key').where('user_id', '=', student.user.id).execute()).map(
    (row) => row.key,
  );

/** A student with one notification in the bell (a task due tomorrow); returns its key. */
async function studentWithNotification(): Promise<{ student: SignedInUser; key: string }> {
  const student = await signUp(ctx.app);
  await addTask(ctx.app, student, { title: 'Send the transcript', dueDate: dateInDays(1, EASTERN) });
  const bell = notificationsSchema.parse((await get(student, '/api/notifications')).json());
  expect(bell.items).toHaveLength(1);
  return { student, key: bell.items[0]!.key };
}

describe('marking notifications read', () => {
  it('refuses a key that names none of the student’s notifications with a 400 naming `keys`, storing nothing', async () => {
    const { student, key } = await studentWithNotification();
    const other = await studentWithNotification();
    for (const keys of [['junk'], [key, 'task:made-up:2030-01-01:7'], [other.key]]) {
      const response = await send(student, 'POST', '/api/notifications/read', { keys });
      expect(response.statusCode, JSON.stringify(keys)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', fields: { keys: UNKNOWN_NOTIFICATION_MESSAGE } });
    }
    expect(await storedReads(student)).toEqual([]);
    // The real key alone is marked read.
    const read = notificationsSchema.parse((await send(student, 'POST', '/api/notifications/read', { keys: [key, key] })).json());
    expect(read.unread).toBe(0);
    expect(await storedReads(student)).toEqual([key]);
  });

  it('stores nothing from 10 requests of junk keys', async () => {
    const { student } = await studentWithNotification();
    const junk = (request: number) => Array.from({ length: NOTIFICATION_READ_KEYS_MAX }, (_, index) => `junk-${request}-${index}`);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, request) => send(student, 'POST', '/api/notifications/read', { keys: junk(request) })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(400));
    expect(await storedReads(student)).toEqual([]);
  });

  it(`takes at most ${NOTIFICATION_READ_KEYS_MAX} keys in one request`, async () => {
    const { student, key } = await studentWithNotification();
    const response = await send(student, 'POST', '/api/notifications/read', {
      keys: Array<string>(NOTIFICATION_READ_KEYS_MAX + 1).fill(key),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.keys).toBe(`Mark at most ${NOTIFICATION_READ_KEYS_MAX} notifications at once`);
    expect(await storedReads(student)).toEqual([]);
  });
});
