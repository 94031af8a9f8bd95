import { describe, expect, it } from 'vitest';
import { notificationsSchema, reminderSettingsSchema } from '@campuspath/contract/reminders';
import { dateInDays } from '../../test/workspace-items.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';
import { recordScholarship } from '../../test/scholarship-requests.ts';

// A scholarship's deadline reaches every channel exactly once, like every other date: it is a
// candidate source of the scheduler (read-models/open-deadlines.ts), an item of the bell and an
// event of the calendar feed, open until the student marks it applied.
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();

describe('reminders of scholarship deadlines', () => {
  it('emails once whatever the number of scheduler passes, lists it in the bell and the feed, and stops once applied', async () => {
    const maya = await student();
    const planned = await recordScholarship(ctx.app, maya, { name: 'Elks Most Valuable Student', deadline: dateInDays(3, ZONE) });
    await recordScholarship(ctx.app, maya, { name: 'Already sent', status: 'applied', deadline: dateInDays(2, ZONE) });
    await enteredEarlier(maya);

    expect((await scheduler({ instanceId: 'a' }).tick(noon())).sent).toBe(1);
    expect((await scheduler({ instanceId: 'b' }).tick(noon())).sent).toBe(0);
    const text = to(maya)
      .map((email) => email.text)
      .join('\n');
    expect(text.split('Scholarship: Elks Most Valuable Student').length - 1).toBe(1);
    expect(text).not.toContain('Already sent');

    const bell = notificationsSchema.parse((await ctx.app.inject({ url: '/api/notifications', headers: { cookie: maya.cookie } })).json());
    expect(bell.items.map((entry) => [entry.item.kind, entry.item.id])).toEqual([['scholarship', planned.id]]);
    const { feed } = reminderSettingsSchema.parse(
      (await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie: maya.cookie } })).json(),
    );
    const calendar = (await ctx.app.inject({ url: new URL(feed!.url).pathname })).body.replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain(`UID:scholarship-${planned.id}@campuspath`);
    expect(calendar).toContain('Scholarship: Elks Most Valuable Student');

    // Applied: the deadline is done; the bell drops it and no more email is about it.
    const applied = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/scholarships/${planned.id}`,
      headers: { cookie: maya.cookie },
      payload: { status: 'applied' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = notificationsSchema.parse((await ctx.app.inject({ url: '/api/notifications', headers: { cookie: maya.cookie } })).json());
    expect(after.items).toEqual([]);
    await scheduler({ instanceId: 'c' }).tick(noon(2));
    expect(to(maya).filter((email) => email.text.includes('Elks Most Valuable Student'))).toHaveLength(1);
  });
});
