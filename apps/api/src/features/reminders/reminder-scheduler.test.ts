import { describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { openVerificationLink } from '../../test/factories.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { PUBLIC_URL, ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// What is due when: which reminder, quiet hours, lead-time changes, the digest (reminder-scheduler.ts).
// Exactly-once delivery is in reminder-ledger.test.ts.
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();

describe('reminder emails', () => {
  it('sends one kind, plain email per reminder, with a link to the item and a one-click unsubscribe', async () => {
    const maya = await student();
    const id = await addApplication(ctx.app, maya, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, ZONE) });
    await enteredEarlier(maya);

    expect(await scheduler().tick(noon())).toMatchObject({ sent: 1, failed: 0 });
    const [email] = to(maya);
    expect(email).toBeDefined();
    expect(email!.subject).toBe('5 days left: Georgia Institute of Technology-Main Campus – Early Action deadline');
    expect(email!.text).toContain('Hi Maya,');
    expect(email!.text).toMatch(/is due \w+day, \w+ \d+, \d{4} at 11:59\sPM E[SD]T \(5 days left\)/);
    expect(email!.text).toContain(`Open it in CampusPath: ${PUBLIC_URL}/applications/${id}`);
    const unsubscribe = /Stop reminder emails with one click: (\S+)/.exec(email!.text)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe\\?token=`));
    expect(email!.headers['list-unsubscribe']).toContain(`${PUBLIC_URL}/api/unsubscribe?token=`);
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The link works: it turns reminder emails off, and nothing else.
    const token = new URL(unsubscribe).searchParams.get('token')!;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
    const settings = (await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie: maya.cookie } })).json();
    expect(settings.channels).toEqual({ inApp: true, email: false, calendar: true });

    // Nothing more is sent for the same moment.
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 0 });
  });

  it('waits for quiet hours to end, in the student’s own time zone', async () => {
    const maya = await student({ quietHours: { start: '21:00', end: '08:00' }, timeZone: 'America/Los_Angeles' });
    await addTask(ctx.app, maya, { title: 'Send transcript', dueDate: dateInDays(3, 'America/Los_Angeles') });
    await enteredEarlier(maya);
    const today = dateInDays(0, 'America/Los_Angeles');
    expect((await scheduler().tick(instantAt(today, 6, 30, 'America/Los_Angeles'))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(today, 7, 59, 'America/Los_Angeles'))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(today, 8, 0, 'America/Los_Angeles'))).sent).toBe(1);
    expect(to(maya)).toHaveLength(1);
  });

  it('follows lead-time changes without repeating a reminder for the same moment', async () => {
    const maya = await student({ leadDays: [3] });
    const settings = (leadDays: number[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/reminders/settings',
        headers: { cookie: maya.cookie },
        payload: {
          leadDays,
          channels: { inApp: true, email: true, calendar: true },
          quietHours: null,
          weeklyDigest: false,
          timeZone: ZONE,
        },
      });
    await addTask(ctx.app, maya, { title: 'Scholarship essay', dueDate: dateInDays(5, ZONE) });
    await enteredEarlier(maya);
    // 5 days away with a 3-day lead time: nothing yet.
    expect((await scheduler().tick(noon())).sent).toBe(0);
    // The student adds a 7-day lead time: it applies at once.
    await settings([7, 3]);
    expect((await scheduler().tick(noon())).sent).toBe(1);
    // Changing to 10 or 5 days would describe the same moment again: not resent.
    await settings([10, 5, 2]);
    expect((await scheduler().tick(noon())).sent).toBe(0);
    // Three days later the 2-day stage is new.
    expect((await scheduler().tick(noon(3))).sent).toBe(1);
    expect(to(maya).map((email) => email.subject)).toEqual(['5 days left: Scholarship essay', '2 days left: Scholarship essay']);
  });

  it('sends no email for done items, with email off, or for demo accounts', async () => {
    const maya = await student({ channels: { inApp: true, email: false, calendar: true } });
    await addTask(ctx.app, maya, { title: 'Quiet task', dueDate: dateInDays(1, ZONE) });
    const done = await student();
    await addTask(ctx.app, done, { title: 'Done task', dueDate: dateInDays(1, ZONE), completed: true });
    expect((await scheduler().tick(noon())).sent).toBe(0);
  });
});

describe('verified addresses only', () => {
  it('sends nothing to an unverified address, and the reminder once the student verifies it', async () => {
    const maya = await student({}, { verified: false });
    await addTask(ctx.app, maya, { title: 'Send transcript', dueDate: dateInDays(3, ZONE) });
    await enteredEarlier(maya);
    const settings = async () => (await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie: maya.cookie } })).json();
    expect((await settings()).emailBlocked).toBe('unverified');
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 0, failed: 0 });
    expect(to(maya)).toEqual([]);

    expect((await openVerificationLink(ctx.app, ctx.mail, maya.email)).statusCode).toBe(200);
    expect((await settings()).emailBlocked).toBeNull();
    expect((await scheduler().tick(noon())).sent).toBe(1);
    expect(to(maya).map((email) => email.subject)).toEqual(['3 days left: Send transcript']);
  });

  it('sends no weekly digest to an unverified address', async () => {
    const maya = await student({ weeklyDigest: true }, { verified: false });
    await addTask(ctx.app, maya, { title: 'Soon task', dueDate: dateInDays(4, ZONE) });
    let offset = 0;
    while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
    // Monday morning, and the task is inside the lead times: neither the digest nor a reminder goes out.
    expect((await scheduler().tick(instantAt(dateInDays(offset, ZONE), 9, 0, ZONE))).sent).toBe(0);
    expect(to(maya)).toEqual([]);
  });
});

describe('the weekly digest', () => {
  it('goes out once a week on Monday morning, lists what is due and what is late, and unsubscribes on its own', async () => {
    const maya = await student({ weeklyDigest: true, channels: { inApp: true, email: false, calendar: true } });
    await addTask(ctx.app, maya, { title: 'Late task', dueDate: dateInDays(-1, ZONE) });
    await addTask(ctx.app, maya, { title: 'Soon task', dueDate: dateInDays(4, ZONE) });
    await addTask(ctx.app, maya, { title: 'Far task', dueDate: dateInDays(40, ZONE) });
    // The next Monday in Chicago.
    let offset = 0;
    while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
    const monday = dateInDays(offset, ZONE);
    expect((await scheduler().tick(instantAt(monday, 7, 0, ZONE))).sent).toBe(0);
    expect((await scheduler().tick(instantAt(monday, 8, 30, ZONE))).sent).toBe(1);
    expect((await scheduler().tick(instantAt(monday, 15, 0, ZONE))).sent).toBe(0);
    const [digest] = to(maya);
    expect(digest!.subject).toMatch(/^Your week: \d+ items? due soon$/);
    expect(digest!.text).toContain('Past due');
    expect(digest!.text).toContain('Late task');
    expect(digest!.text).not.toContain('Far task');
    const token = /Stop the weekly digest with one click: \S+token=(\S+)/.exec(digest!.text)![1]!;
    const result = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
    expect(result.json()).toEqual({ channel: 'digest', description: 'the weekly digest' });
    const next = dateInDays(offset + 7, ZONE);
    expect((await scheduler().tick(instantAt(next, 9, 0, ZONE))).sent).toBe(0);
  });
});
