import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDueTime,
  formatTime,
  formatTimeAgo,
  toIsoDay,
  isRenderToday,
  renderToday,
  todayIso,
  weekdayNames,
} from './format-date.ts';
import { pinRenderMoment, releaseRenderMoment } from './render-moment.ts';

afterEach(() => {
  vi.useRealTimers();
  releaseRenderMoment();
});

describe('calendar days', () => {
  it('writes a deadline as that day in every style, whatever the device’s time zone', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDay('2027-01-15')).toBe('Jan 15, 2027');
    expect(formatDay('2026-11-01', 'short')).toBe('Nov 1');
    expect(formatDay('2026-11-01', 'long')).toBe('November 1, 2026');
    expect(formatDay('2026-11-01', 'monthDay')).toBe('November 1');
    expect(formatDay('2026-11-01', 'weekday')).toBe('Sun, Nov 1, 2026');
    expect(formatDay('2026-11-01', 'weekdayMonthDay')).toBe('Sunday, November 1');
    expect(formatDay('2026-11-01', 'full')).toBe('Sunday, November 1, 2026');
    expect(formatDay('2026-11-01', 'month')).toBe('November 2026');
    expect(formatDay('2026-11-01', 'dayOfMonth')).toBe('1');
  });

  it('takes a calendar cell (a Date) as its day on this device', () => {
    expect(formatDay(new Date(2026, 1, 28, 23, 59), 'long')).toBe('February 28, 2026');
    expect(formatDay(new Date(2026, 10, 1), 'month')).toBe('November 2026');
  });

  it('writes in the locale it is given: the shape a second language will use', () => {
    expect(formatDay('2026-11-01', 'long', 'es')).toBe('1 de noviembre de 2026');
    expect(weekdayNames('long', 'es')[0]).toBe('domingo');
  });

  it('names the weekdays from Sunday for a calendar’s columns', () => {
    expect(weekdayNames()).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayNames('short')[6]).toBe('Sat');
    expect(weekdayNames('narrow')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  it('gives when a deadline falls due in its own zone, as the emails do', () => {
    expect(formatDueTime('2026-11-01', 'America/New_York')).toBe('11:59 pm EST');
    expect(formatDueTime('2026-07-01', 'America/Los_Angeles')).toBe('11:59 pm PDT');
  });
});

describe('instants', () => {
  // Built from local parts, so each expectation holds in any time zone the tests run in.
  const saved = new Date(2026, 10, 20, 15, 5).toISOString();

  it('writes the day and time of an instant on this device', () => {
    expect(formatDate(saved)).toBe('Nov 20, 2026');
    expect(formatDate(saved, 'short')).toBe('Nov 20');
    expect(formatTime(saved)).toMatch(/^3:05\sPM$/);
    expect(formatDateTime(saved)).toMatch(/^Nov 20, 2026, 3:05\sPM$/);
  });

  it('says how long ago an instant was in its largest whole unit', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(formatTimeAgo('2026-11-20T12:00:00Z', now)).toBe('now');
    expect(formatTimeAgo('2026-11-20T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatTimeAgo('2026-11-20T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-19T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-06T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatTimeAgo('2026-09-01T12:00:00Z', now)).toBe('2 months ago');
  });
});

describe('days as data', () => {
  it("gives today's date on this device, not UTC's", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 20, 23, 30));
    expect(todayIso()).toBe('2026-11-20');
  });

  it("reads today in the zone a server-rendered page was rendered in, whatever this device's zone", () => {
    // 10:30 UTC on November 20 is already November 21 at +14 hours and still November 19 at -11.
    const at = Date.UTC(2026, 10, 20, 10, 30);
    pinRenderMoment(at, 'Pacific/Kiritimati');
    expect(todayIso()).toBe('2026-11-21');
    expect(renderToday().getDate()).toBe(21);
    expect(isRenderToday(new Date(2026, 10, 21))).toBe(true);
    pinRenderMoment(at, 'Pacific/Pago_Pago');
    expect(todayIso()).toBe('2026-11-19');
    expect(isRenderToday(new Date(2026, 10, 21))).toBe(false);
  });

  it('turns a calendar cell into the YYYY-MM-DD the API and keys use', () => {
    expect(toIsoDay(new Date(2026, 2, 14))).toBe('2026-03-14');
  });
});
