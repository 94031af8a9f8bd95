import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  dateIn,
  dueInstant,
  dueStatus,
  dueText,
  dueTimeLabel,
  instantAt,
  isValidTimeZone,
  minutesIn,
  weekdayIn,
} from './deadline-time.ts';
import { inQuietHours, reminderStage } from './reminders-terms.ts';

describe('due instants: 11:59 pm on the date in the owning zone', () => {
  it('places the same date at different instants in different zones', () => {
    expect(dueInstant('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:00.000Z');
    expect(dueInstant('2026-11-01', 'America/Los_Angeles').toISOString()).toBe('2026-11-02T07:59:00.000Z');
    expect(dueInstant('2026-11-01', 'Pacific/Honolulu').toISOString()).toBe('2026-11-02T09:59:00.000Z');
    expect(dueInstant('2026-11-01', 'Pacific/Guam').toISOString()).toBe('2026-11-01T13:59:00.000Z');
  });

  it('follows daylight saving: the offset on the due date, not today', () => {
    // New York: EDT (UTC-4) until 1 Nov 2026, EST (UTC-5) from then; spring forward 14 Mar 2027.
    expect(dueInstant('2026-10-31', 'America/New_York').toISOString()).toBe('2026-11-01T03:59:00.000Z');
    expect(dueInstant('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:00.000Z');
    expect(dueInstant('2027-03-14', 'America/New_York').toISOString()).toBe('2027-03-15T03:59:00.000Z');
    // Arizona keeps standard time all year.
    expect(dueInstant('2026-07-01', 'America/Phoenix').toISOString()).toBe('2026-07-02T06:59:00.000Z');
    expect(dueInstant('2026-12-01', 'America/Phoenix').toISOString()).toBe('2026-12-02T06:59:00.000Z');
  });

  it('answers the same when asked again, and a kept answer never leaks to another zone, date or instant', () => {
    // Due instants are kept by zone and date, and today's date by zone and instant.
    for (let round = 0; round < 2; round += 1) {
      expect(dueInstant('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:00.000Z');
      expect(dueInstant('2026-11-01', 'Pacific/Guam').toISOString()).toBe('2026-11-01T13:59:00.000Z');
      expect(dueInstant('2026-10-31', 'America/New_York').toISOString()).toBe('2026-11-01T03:59:00.000Z');
    }
    const lateEvening = new Date('2026-11-02T03:30:00Z');
    expect(dateIn('America/New_York', lateEvening)).toBe('2026-11-01');
    expect(dateIn('America/New_York', lateEvening)).toBe('2026-11-01');
    expect(dateIn('Europe/London', lateEvening)).toBe('2026-11-02');
    expect(dateIn('America/New_York', new Date('2026-11-02T05:30:00Z'))).toBe('2026-11-02');
    // A returned instant is the caller's own: changing it does not change the next answer.
    dueInstant('2026-11-01', 'America/New_York').setTime(0);
    expect(dueInstant('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:00.000Z');
  });

  it('handles leap days', () => {
    expect(dueInstant('2028-02-29', 'America/Chicago').toISOString()).toBe('2028-03-01T05:59:00.000Z');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysIso('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('days left, counted in the zone that owns the deadline', () => {
  it('is "due today" until 11:59 pm there, then overdue', () => {
    const deadline = '2026-11-01';
    // 8:00 pm Pacific = 11:00 pm Eastern: still due today at an Atlanta school.
    expect(dueStatus(deadline, 'America/New_York', new Date('2026-11-02T04:00:00Z'))).toMatchObject({ daysLeft: 0, overdue: false });
    // 9:30 pm Pacific = 12:30 am Eastern on 2 Nov: overdue, although it is still 1 Nov in California.
    expect(dueStatus(deadline, 'America/New_York', new Date('2026-11-02T05:30:00Z'))).toMatchObject({ daysLeft: -1, overdue: true });
    // The same instant for a school in Los Angeles: still due today.
    expect(dueStatus(deadline, 'America/Los_Angeles', new Date('2026-11-02T05:30:00Z'))).toMatchObject({ daysLeft: 0, overdue: false });
    // In the last minute (11:59-midnight) it is overdue.
    expect(dueStatus(deadline, 'America/New_York', new Date('2026-11-02T04:59:30Z'))).toMatchObject({ daysLeft: -1, overdue: true });
  });

  it('counts calendar days across daylight-saving changes (a 25-hour and a 23-hour day)', () => {
    // Noon Eastern on 31 Oct 2026; the clocks fall back on 1 Nov.
    const before = new Date('2026-10-31T16:00:00Z');
    expect(dueStatus('2026-11-02', 'America/New_York', before).daysLeft).toBe(2);
    expect(dueStatus('2026-11-07', 'America/New_York', before).daysLeft).toBe(7);
    // 11:30 pm Eastern on 13 Mar 2027; the clocks spring forward on 14 Mar.
    const spring = new Date('2027-03-14T04:30:00Z');
    expect(dateIn('America/New_York', spring)).toBe('2027-03-13');
    expect(dueStatus('2027-03-14', 'America/New_York', spring).daysLeft).toBe(1);
    expect(dueStatus('2027-03-20', 'America/New_York', spring).daysLeft).toBe(7);
  });

  it('reads a wall time the clocks skip or repeat as Temporal does', () => {
    // 9 am on the day the clocks go forward is already daylight time.
    expect(instantAt('2026-03-08', 9, 0, 'America/Los_Angeles').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    // 2:30 am does not happen that day in New York: read with the offset before, 3:30 am EDT.
    expect(instantAt('2026-03-08', 2, 30, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1:30 am happens twice as the clocks go back: the first, still daylight time.
    expect(instantAt('2026-11-01', 1, 30, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // A half-hour change (Lord Howe Island): 11:59 pm the evening before is still daylight time.
    expect(dueInstant('2026-04-04', 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T12:59:00.000Z');
  });

  it('counts across a leap day', () => {
    const now = new Date('2028-02-27T18:00:00Z');
    expect(dueStatus('2028-03-01', 'America/Chicago', now).daysLeft).toBe(3);
  });

  it('reads the local day, time and weekday in a zone', () => {
    const instant = new Date('2026-11-23T03:30:00Z');
    expect(dateIn('America/New_York', instant)).toBe('2026-11-22');
    expect(dateIn('Asia/Tokyo', instant)).toBe('2026-11-23');
    expect(minutesIn('America/New_York', instant)).toBe(22 * 60 + 30);
    expect(weekdayIn('America/New_York', instant)).toBe(7);
    expect(weekdayIn('Asia/Tokyo', instant)).toBe(1);
    expect(instantAt('2026-11-20', 9, 0, 'America/Denver').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('words the status', () => {
    expect(dueText({ daysLeft: 5, overdue: false })).toBe('5 days left');
    expect(dueText({ daysLeft: 1, overdue: false })).toBe('Due tomorrow');
    expect(dueText({ daysLeft: 0, overdue: false })).toBe('Due today');
    expect(dueText({ daysLeft: -1, overdue: true })).toBe('Overdue');
    expect(dueText({ daysLeft: -3, overdue: true })).toBe('Overdue by 3 days');
    expect(dueTimeLabel('2026-11-01', 'America/New_York')).toBe('11:59 pm EST');
    expect(dueTimeLabel('2026-10-01', 'America/Los_Angeles')).toBe('11:59 pm PDT');
  });

  it('knows IANA zone names', () => {
    expect(isValidTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isValidTimeZone('Pacific/Pago_Pago')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('../etc/passwd')).toBe(false);
  });
});

describe('reminder stages and quiet hours', () => {
  const leads = [30, 14, 7, 3, 1];
  it('puts an item in the stage of the smallest lead time not below its days left', () => {
    expect(reminderStage(5, false, leads)).toBe(7);
    expect(reminderStage(7, false, leads)).toBe(7);
    expect(reminderStage(0, false, leads)).toBe(1);
    expect(reminderStage(30, false, leads)).toBe(30);
    expect(reminderStage(31, false, leads)).toBeNull();
    expect(reminderStage(-2, true, leads)).toBe('overdue');
    expect(reminderStage(5, false, [])).toBeNull();
  });

  it('treats quiet hours as [start, end), wrapping midnight', () => {
    const night = { start: '21:00', end: '08:00' };
    expect(inQuietHours(21 * 60, night)).toBe(true);
    expect(inQuietHours(2 * 60, night)).toBe(true);
    expect(inQuietHours(8 * 60, night)).toBe(false);
    expect(inQuietHours(12 * 60, night)).toBe(false);
    expect(inQuietHours(13 * 60, { start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietHours(14 * 60, { start: '12:00', end: '14:00' })).toBe(false);
    expect(inQuietHours(3 * 60, null)).toBe(false);
  });
});
