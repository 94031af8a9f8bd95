import { describe, expect, it } from 'vitest';
import {
  applicationActionLabel,
  calendarDaysBetween,
  checklistMissingItems,
  checklistProgress,
  daysLeftText,
  deadlineWarningDays,
  showsDecisionDate,
  APPLICATION_STATUSES,
  isApplicationOpen,
  showsProgressPercent,
} from './applications-terms.ts';

describe('application display rules (spec section 4)', () => {
  it('shows progress only while the application is open: never beside a submitted or decided one', () => {
    expect(APPLICATION_STATUSES.filter((status) => showsProgressPercent(status))).toEqual(['drafting', 'in-progress']);
    expect(APPLICATION_STATUSES.filter((status) => isApplicationOpen(status))).toEqual(['drafting', 'in-progress']);
  });

  it('shows the decision date for submitted and waitlisted, and the right action', () => {
    expect(showsDecisionDate('submitted')).toBe(true);
    expect(showsDecisionDate('waitlisted')).toBe(true);
    expect(showsDecisionDate('accepted')).toBe(false);
    expect(applicationActionLabel('drafting')).toBe('Continue Application');
    expect(applicationActionLabel('in-progress')).toBe('Continue Application');
    expect(applicationActionLabel('submitted')).toBe('View Details');
  });

  it("warns 'N day(s) left' from 1 to 14 calendar days before the deadline while the application is open", () => {
    const today = '2026-10-30';
    const warn = (deadline: string | null, status = 'drafting') => deadlineWarningDays({ deadline, status: status as never }, today);
    expect(warn('2026-10-30')).toBeNull();
    expect(warn('2026-10-31')).toBe(1);
    expect(warn('2026-11-13')).toBe(14);
    expect(warn('2026-11-14')).toBeNull();
    expect(warn('2026-10-29')).toBeNull();
    expect(warn(null)).toBeNull();
    expect(warn('2026-11-01', 'submitted')).toBeNull();
    expect(warn('2026-11-01', 'in-progress')).toBe(2);
    for (const status of ['submitted', 'waitlisted', 'accepted', 'rejected']) expect(warn('2026-11-01', status)).toBeNull();
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(5)).toBe('5 days left');
    // Across a daylight-saving change and a year end the count stays in whole days.
    expect(calendarDaysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(calendarDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('computes progress and missing items from the checklist', () => {
    expect(checklistProgress([])).toBe(0);
    const list = [
      { label: 'A', done: true },
      { label: 'B', done: false },
      { label: 'C', done: false },
    ];
    expect(checklistProgress(list)).toBe(33);
    expect(checklistMissingItems('drafting', list)).toEqual(['B', 'C']);
    // Applied or decided: nothing is missing, whatever was left unticked.
    for (const status of ['submitted', 'accepted', 'rejected', 'waitlisted'] as const)
      expect(checklistMissingItems(status, list)).toEqual([]);
  });
});

describe('deadline warning in the school time zone', () => {
  it('counts days in the school zone when given an instant', () => {
    const application = { deadline: '2026-11-06', status: 'drafting' as const, timeZone: 'America/New_York' };
    // 10 pm Pacific on 31 Oct = 1 am Eastern on 1 Nov: 5 days left at an Eastern school.
    expect(deadlineWarningDays(application, new Date('2026-11-01T05:00:00Z'))).toBe(5);
    expect(deadlineWarningDays({ ...application, timeZone: 'America/Los_Angeles' }, new Date('2026-11-01T05:00:00Z'))).toBe(6);
    expect(deadlineWarningDays({ ...application, status: 'submitted' }, new Date('2026-11-01T05:00:00Z'))).toBeNull();
  });
});
