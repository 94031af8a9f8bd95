import { schoolListQuerySchema } from '@campuspath/contract/schools-query';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_EXPLORE_STATE,
  clearAll,
  countActiveFilters,
  effectiveSort,
  hasActiveFilters,
  parseExploreParams,
  toApiQuery,
  toExploreParams,
  toggleFilterValue,
} from './explore-query.ts';

const parse = (query: string) => parseExploreParams(new URLSearchParams(query));

describe('parseExploreParams', () => {
  it('gives the default view for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_EXPLORE_STATE);
  });

  it('reads search, every list filter, both ranges and the sort', () => {
    const state = parse(
      'search=%20georgia%20tec%20&location=south&location=West&programType=Liberal-Arts&size=small&state=vt&state=GA' +
        '&major=computer-science&major=14&testPolicy=optional&costMin=5000&costMax=30000&admitMin=10&admitMax=60&sort=tuition',
    );
    expect(state).toEqual({
      search: 'georgia tec',
      locations: ['South', 'West'],
      programTypes: ['liberal-arts'],
      sizes: ['small'],
      states: ['GA', 'VT'],
      majors: ['11', '14'],
      testPolicies: ['optional'],
      cost: [5000, 30000],
      admit: [10, 60],
      sort: 'tuition',
    });
  });

  it('drops unknown and invalid values instead of failing', () => {
    const state = parse('location=Atlantis&state=XX&size=huge&major=astrology&testPolicy=maybe&programType=x&sort=random&costMin=abc&admitMax=');
    expect(state).toEqual(EMPTY_EXPLORE_STATE);
  });

  it('removes duplicates and keeps a canonical order', () => {
    expect(parse('location=West&location=South&location=west').locations).toEqual(['South', 'West']);
  });

  it('snaps ranges to the step, clamps them to the bounds and resets crossed ranges', () => {
    expect(parse('costMin=12345&costMax=999999').cost).toEqual([12000, 50000]);
    expect(parse('costMin=-5').cost).toEqual([0, 50000]);
    expect(parse('admitMin=12.6&admitMax=150').admit).toEqual([13, 100]);
    expect(parse('costMin=40000&costMax=10000').cost).toEqual([0, 50000]);
  });

  it('ignores relevance when not searching and accepts a direction suffix', () => {
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('sort=relevance&search=mit').sort).toBe('relevance');
    expect(parse('sort=size:desc').sort).toBe('size');
  });
});

describe('effectiveSort', () => {
  it('is relevance while searching, otherwise name', () => {
    expect(effectiveSort(EMPTY_EXPLORE_STATE)).toBe('name');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, sort: 'relevance' })).toBe('name');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech', sort: 'earnings' })).toBe('earnings');
  });
});

describe('toExploreParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(toExploreParams(EMPTY_EXPLORE_STATE).toString()).toBe('');
    expect(toExploreParams({ ...EMPTY_EXPLORE_STATE, search: '  ', sort: 'name' }).toString()).toBe('');
    expect(toExploreParams({ ...EMPTY_EXPLORE_STATE, search: 'mit', sort: 'relevance' }).toString()).toBe('search=mit');
  });

  it('writes a narrowed range end only', () => {
    expect(toExploreParams({ ...EMPTY_EXPLORE_STATE, cost: [0, 20000] }).toString()).toBe('costMax=20000');
    expect(toExploreParams({ ...EMPTY_EXPLORE_STATE, admit: [25, 100] }).toString()).toBe('admitMin=25');
  });

  it('round-trips through the URL, with majors as slugs', () => {
    const query = 'search=ohio&location=Midwest&programType=public&state=OH&major=engineering&testPolicy=required&costMax=20000&sort=size';
    const params = toExploreParams(parse(query));
    expect(params.toString()).toBe(query);
    expect(parse(params.toString())).toEqual(parse(query));
  });
});

describe('toApiQuery', () => {
  it('always names the sort and sends major codes', () => {
    expect(toApiQuery(EMPTY_EXPLORE_STATE)).toBe('sort=name');
    expect(toApiQuery(parse('search=georgia tec&major=computer-science'))).toBe('search=georgia+tec&major=11&sort=relevance');
  });

  it('builds queries the API accepts', () => {
    const state = parse('search=x&location=South&programType=research&size=very-large&state=PR&major=51&testPolicy=not-considered&costMin=1000&costMax=2000&admitMin=5&admitMax=6&sort=graduationRate');
    const params = new URLSearchParams(toApiQuery(state));
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      raw[key] = values.length > 1 ? values : values[0]!;
    }
    expect(schoolListQuerySchema.safeParse(raw).success).toBe(true);
  });
});

describe('filter helpers', () => {
  it('toggles a value in and out, in canonical order', () => {
    const once = toggleFilterValue(EMPTY_EXPLORE_STATE, 'sizes', 'large');
    const twice = toggleFilterValue(once, 'sizes', 'small');
    expect(twice.sizes).toEqual(['small', 'large']);
    expect(toggleFilterValue(twice, 'sizes', 'large').sizes).toEqual(['small']);
  });

  it('counts and clears active filters, keeping a chosen sort', () => {
    const state = parse('search=a&location=West&state=CA&costMax=9000&sort=tuition');
    expect(hasActiveFilters(state)).toBe(true);
    expect(countActiveFilters(state)).toBe(3);
    expect(clearAll(state)).toEqual({ ...EMPTY_EXPLORE_STATE, sort: 'tuition' });
    expect(hasActiveFilters(parse('search=a&sort=size'))).toBe(false);
  });
});
