import { describe, expect, it } from 'vitest';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { testCatalog } from '../../test/test-app.ts';
import { GEORGIA_TECH } from '../../test/workspace-items.ts';
import { costPrefill } from './federal-figures.ts';

/**
 * Every college in today's catalogue reports both tuition figures or neither, so the case of a
 * college reporting only one is built from a real college with one figure taken away.
 */
function withTuition(inState: number | null, outOfState: number | null): CatalogSchool {
  const school = testCatalog().find(String(GEORGIA_TECH))!;
  return { ...school, costs: { ...school.costs, tuitionInState: inState, tuitionOutOfState: outOfState } };
}

describe('the tuition line the offer form starts from', () => {
  it('uses the out-of-state figure for a student of the college’s state when the college reports no in-state figure, and says so', () => {
    const prefill = costPrefill(withTuition(null, 33_000), 'GA');
    expect(prefill.costs.tuitionFees).toBe(33_000);
    expect(prefill.tuitionNote).toBe('Out-of-state tuition: the college reports no in-state figure');
  });

  it('uses the in-state figure for a student from elsewhere when the college reports no out-of-state figure, and says so', () => {
    for (const home of ['TX', null]) {
      const prefill = costPrefill(withTuition(12_000, null), home);
      expect(prefill.costs.tuitionFees).toBe(12_000);
      expect(prefill.tuitionNote).toBe('In-state tuition: the college reports no out-of-state figure');
    }
  });

  it('leaves the line blank, with no note, when the college reports neither', () => {
    const prefill = costPrefill(withTuition(null, null), 'GA');
    expect(prefill.costs.tuitionFees).toBeNull();
    expect(prefill.tuitionNote).toBeNull();
  });
});
