import { describe, expect, it } from 'vitest';
import { minutesIn } from '@campuspath/contract/deadline-time';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { latestSummaryAt } from './reminder-summary.ts';
import { ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

// Entering 4 items in 10 minutes sent 4 emails. A new item's first reminder joins the
// next daily summary unless it is due within 2 days, and one tick sends a student one email.
const { ctx, scheduler, student, enteredEarlier, to, second } = useSchedulerTest();

const MINUTE = 60_000;
const hhmm = (at: Date) => {
  const minutes = minutesIn(ZONE, at);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
/** Mentions of `title` across the emails' text (each reminder names its item once). */
const mentions = (emails: { text: string }[], title: string) =>
  emails.reduce((count, email) => count + email.text.split(title).length - 1, 0);

describe('reminder emails are batched', () => {
  it('entering 4 items in 10 minutes sends at most one email per tick: the urgent one now, the rest in the next daily summary', async () => {
    // The student's day starts (quiet hours end) 12 hours from now, so the summary is far from the 10 minutes.
    const entered = new Date();
    const summary = new Date(entered.getTime() + 12 * 60 * MINUTE);
    const maya = await student({ quietHours: { start: hhmm(new Date(summary.getTime() - MINUTE)), end: hhmm(summary) } });
    const items = [
      { title: 'Send transcript', days: 1 },
      { title: 'Scholarship essay', days: 6 },
      { title: 'Portfolio upload', days: 12 },
      { title: 'Interview prep', days: 25 },
    ];
    const sentPerTick: number[] = [];
    for (const [index, { title, days }] of items.entries()) {
      await addTask(ctx.app, maya, { title, dueDate: dateInDays(days, ZONE) });
      // A tick every 3 minutes while the student types (the scheduler's clock is injected).
      sentPerTick.push((await scheduler().tick(new Date(entered.getTime() + (index * 3 + 1) * MINUTE))).sent);
    }
    // Only the item due tomorrow is mailed at once; the others wait.
    expect(sentPerTick).toEqual([1, 0, 0, 0]);
    expect(to(maya).map((email) => email.subject)).toEqual(['Due tomorrow: Send transcript']);

    // The next daily summary: one email listing the three others.
    const atSummary = new Date(summary.getTime() + MINUTE);
    expect(latestSummaryAt({ timeZone: ZONE, quietHours: { start: '00:00', end: hhmm(summary) } }, atSummary).getTime()).toBeGreaterThan(
      entered.getTime(),
    );
    expect((await scheduler().tick(atSummary)).sent).toBe(1);
    const [, digest] = to(maya);
    expect(to(maya)).toHaveLength(2);
    expect(digest!.subject).toBe('Reminders: 3 items due soon (first: Scholarship essay)');
    for (const { title } of items.slice(1)) expect(mentions([digest!], title)).toBe(1);
    expect(mentions([digest!], 'Send transcript')).toBe(0);
    // Nothing is sent twice.
    expect((await scheduler().tick(new Date(atSummary.getTime() + 5 * MINUTE))).sent).toBe(0);
  });

  it('sends what one tick has for a student as one email, each reminder exactly once when two schedulers race', async () => {
    const students = await Promise.all([student(), student(), student()]);
    for (const signed of students) {
      // Entered on an earlier day: every reminder is due at this tick.
      for (const days of [1, 2, 5, 9]) await addTask(ctx.app, signed, { title: `Item in ${days} days`, dueDate: dateInDays(days, ZONE) });
      await enteredEarlier(signed);
    }
    const a = scheduler({ instanceId: 'a' });
    const b = scheduler({ db: second().db, instanceId: 'b' });
    const results = await Promise.all([a.tick(noon()), b.tick(noon()), a.tick(noon()), b.tick(noon())]);
    const emails = students.flatMap((signed) => to(signed));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(emails.length);
    for (const signed of students) {
      // At most one email per student per tick of each process, and every reminder in exactly one of them.
      expect(to(signed).length).toBeGreaterThanOrEqual(1);
      expect(to(signed).length).toBeLessThanOrEqual(2);
      for (const days of [1, 2, 5, 9]) expect(mentions(to(signed), `Item in ${days} days`)).toBe(1);
    }
    // One scheduler alone: one email for all four.
    const maya = await student();
    for (const days of [1, 2, 5, 9]) await addTask(ctx.app, maya, { title: `Item in ${days} days`, dueDate: dateInDays(days, ZONE) });
    await enteredEarlier(maya);
    expect((await scheduler().tick(noon())).sent).toBe(1);
    expect(to(maya)).toHaveLength(1);
    expect(to(maya)[0]!.subject).toBe('Reminders: 4 items due soon (first: Item in 1 days)');
    expect((await scheduler().tick(noon())).sent).toBe(0);
  });
});
