import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import { describe, expect, it } from 'vitest';
import { US_STATES, findUsState } from './us-states.ts';

describe('US_STATES', () => {
  it('covers exactly the state codes the API accepts, each with a two-digit FIPS code', () => {
    expect(US_STATES.map((state) => state.code).sort()).toEqual([...STATE_CODES].sort());
    for (const state of US_STATES) expect(state.fips).toMatch(/^\d{2}$/);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(US_STATES.length);
  });

  it('finds a state by code, whatever the case', () => {
    expect(findUsState('pr')).toEqual({ code: 'PR', name: 'Puerto Rico', fips: '72' });
    expect(findUsState('XX')).toBeUndefined();
  });
});
