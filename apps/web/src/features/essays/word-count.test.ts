import { describe, expect, it } from 'vitest';
import { describeWordCount } from './word-count.ts';

describe('describeWordCount', () => {
  it('counts against the maximum and says how far over it is', () => {
    expect(describeWordCount(712, 650)).toEqual({ text: '712 / 650 words — 62 over the limit', over: 62 });
    expect(describeWordCount(650, 650)).toEqual({ text: '650 / 650 words', over: 0 });
    expect(describeWordCount(1200, 1000)).toEqual({ text: '1,200 / 1,000 words — 200 over the limit', over: 200 });
  });

  it('shows the count alone without a maximum', () => {
    expect(describeWordCount(1, null).text).toBe('1 word');
    expect(describeWordCount(0, null).text).toBe('0 words');
  });
});
