import { describe, expect, it, vi } from 'vitest';
import { formatDay, todayIso } from './format-date.ts';

describe('format-date', () => {
  it('formats a calendar day without shifting it by the time zone', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDay('2027-01-15')).toBe('Jan 15, 2027');
  });

  it("gives today's date on this device", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 20, 23, 30));
    expect(todayIso()).toBe('2026-11-20');
    vi.useRealTimers();
  });
});
