import { reminderSettingsSchema } from '@campuspath/contract/reminders';
import type { SignedInUser } from './factories.ts';
import type { useTestApp } from './test-app.ts';

export const EASTERN = 'America/New_York';

export const validSettings = {
  leadDays: [10, 2],
  channels: { inApp: true, email: false, calendar: true },
  quietHours: { start: '22:00', end: '07:00' },
  weeklyDigest: true,
  timeZone: 'America/Chicago',
};

/**
 * Signed-in requests for the reminders tests (reminders.test.ts, calendar-feed.test.ts). `ctx` is
 * the test file's own useTestApp(); it is read only inside tests, after the app is built.
 */
export function reminderRequests(ctx: Pick<ReturnType<typeof useTestApp>, 'app'>) {
  const get = (student: SignedInUser, url: string) => ctx.app.inject({ url, headers: { cookie: student.cookie } });
  const send = (student: SignedInUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: student.cookie }, ...(payload ? { payload } : {}) });
  const settingsOf = async (student: SignedInUser) => reminderSettingsSchema.parse((await get(student, '/api/reminders/settings')).json());
  return { get, send, settingsOf };
}
