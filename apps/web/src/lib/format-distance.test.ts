import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('rounds to whole miles with separators', () => {
    expect(formatDistance(2.4)).toBe('2 mi away');
    expect(formatDistance(24.5)).toBe('25 mi away');
    expect(formatDistance(1234.2)).toBe('1,234 mi away');
  });
  it('says "Under 1 mi away" for the closest campuses', () => {
    expect(formatDistance(0)).toBe('Under 1 mi away');
    expect(formatDistance(0.6)).toBe('Under 1 mi away');
  });
  it('says so when the distance is unknown', () => {
    expect(formatDistance(null)).toBe('Distance not reported');
    expect(formatDistance(undefined, '')).toBe('');
  });
});
