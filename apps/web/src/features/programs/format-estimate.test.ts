import { describe, expect, it } from 'vitest';
import { formatEstimate, formatShare } from './format-estimate.ts';

describe('formatEstimate', () => {
  it.each([
    [16492, '≈ 16,500'],
    [1049, '≈ 1,000'],
    [934, '≈ 930'],
    [12, '≈ 10'],
    [4, 'under 10'],
    [0, 'under 10'],
  ])('%i -> %s', (students, text) => expect(formatEstimate(students)).toBe(text));
});

describe('formatShare', () => {
  it.each([
    [0.1462, '15%'],
    [1, '100%'],
    [0.0055, '1%'],
    [0.004, 'under 1%'],
  ])('%f -> %s', (share, text) => expect(formatShare(share)).toBe(text));
});
