import { describe, expect, it } from 'vitest';
import { mondayOf } from './class-deadline-groups.ts';

describe('mondayOf', () => {
  it('puts every day of a week, Sunday included, under its Monday', () => {
    expect(mondayOf('2026-10-05')).toBe('2026-10-05');
    expect(mondayOf('2026-10-07')).toBe('2026-10-05');
    expect(mondayOf('2026-10-11')).toBe('2026-10-05');
    expect(mondayOf('2026-10-12')).toBe('2026-10-12');
    // Across a month and a year.
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
