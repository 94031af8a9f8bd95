import { describe, expect, it } from 'vitest';
import { headlineTuition, isOutOfState, outOfStateEstimate } from './residency.ts';

const publicGeorgia = { type: 'Public', state: 'GA', tuition: { 'In-state': 10_000, 'Out-of-state': 31_000 }, netPrice: 12_000 };

describe('residency', () => {
  it('treats only a public college in another state as out of state', () => {
    expect(isOutOfState(publicGeorgia, 'OH')).toBe(true);
    expect(isOutOfState(publicGeorgia, 'GA')).toBe(false);
    expect(isOutOfState(publicGeorgia, null)).toBe(false);
    expect(isOutOfState({ ...publicGeorgia, type: 'Private nonprofit' }, 'OH')).toBe(false);
  });

  it('headlines the tuition that applies to the student', () => {
    expect(headlineTuition(publicGeorgia, 'OH')).toEqual({ amount: 31_000, label: 'Out-of-state tuition' });
    expect(headlineTuition(publicGeorgia, 'GA')).toEqual({ amount: 10_000, label: 'In-state tuition' });
    expect(headlineTuition(publicGeorgia, null)).toEqual({ amount: 10_000, label: 'In-state tuition' });
  });

  it('derives the out-of-state estimate from reported figures only, and gives none when one is missing', () => {
    expect(outOfStateEstimate(12_000, publicGeorgia.tuition)).toEqual({
      amount: 33_000,
      netPrice: 12_000,
      inState: 10_000,
      outOfState: 31_000,
    });
    expect(outOfStateEstimate(null, publicGeorgia.tuition)).toBeNull();
    expect(outOfStateEstimate(12_000, { 'In-state': null, 'Out-of-state': 31_000 })).toBeNull();
    expect(outOfStateEstimate(12_000, { 'In-state': 10_000, 'Out-of-state': null })).toBeNull();
  });
});
