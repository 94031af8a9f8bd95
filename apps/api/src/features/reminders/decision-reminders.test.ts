import { describe, expect, it } from 'vitest';
import { notificationsSchema, reminderSettingsSchema } from '@campuspath/contract/reminders';
import { GEORGIA_TECH, STANFORD, addApplication, dateInDays } from '../../test/workspace-items.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';

// Reply, deposit and waitlist dates reach every channel exactly once, like every other date: they
// are candidate sources of the scheduler (read-models/open-deadlines.ts), items of the bell and
// events of the calendar feed.
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();

const patch = (signed: SignedInUser, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers: { cookie: signed.cookie }, payload });

/** A student with an offer to reply to in 3 days and a waitlist to answer in 2, entered on an earlier day. */
async function studentWithDecisions() {
  const maya = await student();
  const admitted = await addApplication(ctx.app, maya, { schoolId: GEORGIA_TECH, round: 'regular-decision', status: 'accepted' });
  const waitlisted = await addApplication(ctx.app, maya, { schoolId: STANFORD, round: 'regular-decision', status: 'waitlisted' });
  const reply = await patch(maya, admitted, { replyDeadline: dateInDays(3, ZONE), replyDeadlineSource: 'Admission portal' });
  expect(reply.statusCode, reply.body).toBe(200);
  expect((await patch(maya, waitlisted, { waitlistReplyDate: dateInDays(2, ZONE) })).statusCode).toBe(200);
  await enteredEarlier(maya);
  return { maya, admitted, waitlisted };
}

describe('reminders of reply, deposit and waitlist dates', () => {
  it('emails each once, whatever the number of scheduler passes, and stops once the deposit is paid', async () => {
    const { maya, admitted } = await studentWithDecisions();
    expect((await scheduler({ instanceId: 'a' }).tick(noon())).sent).toBe(1);
    expect((await scheduler({ instanceId: 'b' }).tick(noon())).sent).toBe(0);
    const text = to(maya)
      .map((email) => email.text)
      .join('\n');
    expect(text.split('Georgia Institute of Technology-Main Campus – reply and deposit deadline').length - 1).toBe(1);
    expect(text.split('Stanford University – waitlist reply date').length - 1).toBe(1);

    // Paid: the reply date is done; nothing more about it by email.
    expect((await patch(maya, admitted, { depositPaid: true })).statusCode).toBe(200);
    expect((await scheduler({ instanceId: 'c' }).tick(noon(2))).sent).toBe(1);
    expect(to(maya).at(-1)!.text).not.toContain('reply and deposit deadline');
  });

  it('lists them in the bell and the calendar feed until the deposit is paid', async () => {
    const { maya, admitted, waitlisted } = await studentWithDecisions();

    const bell = notificationsSchema.parse((await ctx.app.inject({ url: '/api/notifications', headers: { cookie: maya.cookie } })).json());
    expect(bell.items.map((entry) => [entry.item.kind, entry.item.id]).sort()).toEqual(
      [
        ['reply', admitted],
        ['waitlist', waitlisted],
      ].sort(),
    );

    const { feed } = reminderSettingsSchema.parse(
      (await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie: maya.cookie } })).json(),
    );
    // Long lines fold (RFC 5545): unfolded, each event reads whole.
    const calendar = (await ctx.app.inject({ url: new URL(feed!.url).pathname })).body.replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain(`UID:reply-${admitted}@campuspath`);
    expect(calendar).toContain(`UID:waitlist-${waitlisted}@campuspath`);
    expect(calendar).toContain('reply and deposit deadline');

    expect((await patch(maya, admitted, { depositPaid: true })).statusCode).toBe(200);
    const after = notificationsSchema.parse((await ctx.app.inject({ url: '/api/notifications', headers: { cookie: maya.cookie } })).json());
    expect(after.items.map((entry) => entry.item.kind)).toEqual(['waitlist']);
  });

  it('follows a date the counselor records exactly once, like the student’s own change', async () => {
    const { maya, admitted } = await studentWithDecisions();
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const { joinCode } = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, maya, joinCode.joinCode);
    await shareWithSchool(ctx.app, maya, true);
    expect((await scheduler({ instanceId: 'a' }).tick(noon())).sent).toBe(1);
    const subject = 'Georgia Institute of Technology-Main Campus – reply and deposit deadline';
    const count = () =>
      to(maya)
        .map((email) => email.text)
        .join('\n')
        .split(subject).length - 1;
    expect(count()).toBe(1);

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${maya.user.id}/applications/${admitted}/reply-deadline`,
      headers: { cookie: counselor.cookie },
      payload: { replyDeadline: dateInDays(1, ZONE), replyDeadlineSource: 'Admission portal' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await scheduler({ instanceId: 'b' }).tick(noon())).sent).toBe(1);
    expect((await scheduler({ instanceId: 'c' }).tick(noon())).sent).toBe(0);
    expect(count()).toBe(2);
    expect(to(maya).at(-1)!.text).toContain(subject);
  });
});
