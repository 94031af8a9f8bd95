import { describe, expect, it } from 'vitest';
import { toIsoDay } from '../../lib/format-date.ts';
import { groupByDay, monthGrid, parseMonthParam } from './month-grid.ts';

describe('month grid', () => {
  it('has 42 days from the Sunday on or before the 1st', () => {
    const grid = monthGrid(new Date(2026, 10, 20));
    expect(grid.days).toHaveLength(42);
    expect(grid.from).toBe('2026-11-01');
    expect(grid.to).toBe('2026-12-12');
    const march = monthGrid(new Date(2026, 2, 1));
    expect(march.from).toBe('2026-03-01');
    const february = monthGrid(new Date(2026, 1, 10));
    expect(february.from).toBe('2026-02-01');
    expect(toIsoDay(february.days[41]!)).toBe('2026-03-14');
    const january = monthGrid(new Date(2027, 0, 1));
    expect(january.from).toBe('2026-12-27');
  });

  it('reads ?month= and refuses anything else', () => {
    expect(toIsoDay(parseMonthParam('2026-11')!)).toBe('2026-11-01');
    expect(parseMonthParam('2026-13')).toBeNull();
    expect(parseMonthParam('nov')).toBeNull();
    expect(parseMonthParam(null)).toBeNull();
  });

  it('groups items by day in order', () => {
    const groups = groupByDay([
      { date: '2026-11-01', id: 'a' },
      { date: '2026-11-02', id: 'b' },
      { date: '2026-11-01', id: 'c' },
    ]);
    expect(groups.get('2026-11-01')?.map((item) => item.id)).toEqual(['a', 'c']);
    expect(groups.get('2026-11-02')).toHaveLength(1);
  });
});
