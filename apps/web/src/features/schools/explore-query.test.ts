import { recommendationsQuerySchema } from '@campuspath/contract/recommendations';
import { schoolListQuerySchema } from '@campuspath/contract/schools-query';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_EXPLORE_STATE,
  clearAll,
  countActiveFilters,
  hasActiveFilters,
  parseExploreParams,
  toApiQuery,
  toExploreParams,
  toRecommendationsQuery,
  toggleFilterValue,
  usesPersonalChoices,
  withoutPersonalChoices,
} from './explore-query.ts';
import { withPlace } from './explore-price-distance.ts';

const parse = (query: string) => parseExploreParams(new URLSearchParams(query));

/** A query string as the object a Fastify route would validate (repeated keys become arrays). */
function asRaw(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return raw;
}

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
      chances: [],
      cost: [5000, 30000],
      admit: [10, 60],
      sort: 'tuition',
      incomeBand: null,
      netPriceMax: null,
      near: null,
      radius: null,
    });
  });

  it('drops unknown and invalid values instead of failing', () => {
    const state = parse(
      'location=Atlantis&state=XX&size=huge&major=astrology&testPolicy=maybe&programType=x&sort=random&costMin=abc&admitMax=',
    );
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
});

describe('toExploreParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(toExploreParams(EMPTY_EXPLORE_STATE).toString()).toBe('');
    expect(toExploreParams({ ...EMPTY_EXPLORE_STATE, search: '  ', sort: 'relevance' }).toString()).toBe('');
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

  it('keeps the map view through parse, serialise and parse again', () => {
    const state = parse('location=West&view=map');
    expect(state.view).toBe('map');
    const params = toExploreParams(state);
    expect(params.get('view')).toBe('map');
    expect(parse(params.toString())).toEqual(state);
  });
});

describe('toApiQuery', () => {
  it('always names the sort and sends major codes', () => {
    expect(toApiQuery(EMPTY_EXPLORE_STATE)).toBe('sort=relevance');
    expect(toApiQuery(parse('search=georgia tec&major=computer-science'))).toBe('search=georgia+tec&major=11&sort=relevance');
  });

  it('builds queries the API accepts', () => {
    const state = parse(
      'search=x&location=South&programType=research&size=very-large&state=PR&major=51&testPolicy=not-considered&costMin=1000&costMax=2000&admitMin=5&admitMax=6&sort=graduationRate',
    );
    expect(schoolListQuerySchema.safeParse(asRaw(toApiQuery(state))).success).toBe(true);
  });

  it('never sends the personal choices to GET /api/schools', () => {
    const state = parse('search=state&chance=safety&sort=match');
    expect(toApiQuery(state)).toBe('search=state&sort=relevance');
    expect(toApiQuery(parse('sort=chance'))).toBe('sort=relevance');
    expect(schoolListQuerySchema.safeParse(asRaw(toApiQuery(state))).success).toBe(true);
  });
});

describe('personal choices (Best match and Your chance)', () => {
  it('reads the chance filter (repeatable, any case, canonical order) and the personal sorts', () => {
    expect(parse('chance=Safety&chance=reach&chance=safety&chance=sure-thing').chances).toEqual(['reach', 'safety']);
    expect(parse('sort=match').sort).toBe('match');
    expect(parse('sort=chance:desc').sort).toBe('chance');
    expect(usesPersonalChoices(parse('chance=likely'))).toBe(true);
    expect(usesPersonalChoices(parse('sort=match'))).toBe(true);
    expect(usesPersonalChoices(parse('sort=tuition&location=West'))).toBe(false);
  });

  it('writes canonical URLs: chance params, and the sort when chosen or not the default', () => {
    expect(toExploreParams(parse('chance=safety&chance=reach')).toString()).toBe('chance=reach&chance=safety');
    expect(toExploreParams(parse('chance=safety')).toString()).toBe('chance=safety');
    // Chosen, best match stays even where it is the default, so it outlives the chance filter.
    expect(toExploreParams(parse('chance=safety&sort=match')).toString()).toBe('chance=safety&sort=match');
    expect(toExploreParams(toggleFilterValue(parse('chance=safety&sort=match'), 'chances', 'safety')).toString()).toBe('sort=match');
    expect(toExploreParams(parse('sort=match')).toString()).toBe('sort=match');
    expect(toExploreParams(parse('chance=safety&sort=name')).toString()).toBe('chance=safety&sort=name');
    const query = 'search=ohio&location=Midwest&major=engineering&chance=target&chance=safety&sort=chance';
    expect(parse(toExploreParams(parse(query)).toString())).toEqual(parse(query));
  });

  it('builds GET /api/recommendations queries the API accepts, with every filter and the chance', () => {
    const state = parse(
      'search=x&location=South&size=small&major=computer-science&testPolicy=optional&chance=safety&chance=likely&costMax=20000&admitMin=40',
    );
    const query = toRecommendationsQuery(state);
    expect(query).toBe(
      'search=x&location=South&size=small&major=11&testPolicy=optional&chance=safety&chance=likely&costMax=20000&admitMin=40&sort=match',
    );
    expect(recommendationsQuerySchema.safeParse(asRaw(query)).success).toBe(true);
    expect(toRecommendationsQuery(parse('sort=match'))).toBe('sort=match');
    expect(toRecommendationsQuery(parse('sort=earnings&chance=reach'))).toBe('chance=reach&sort=earnings');
    // A search's default relevance has no recommendations counterpart: best match stands in.
    expect(toRecommendationsQuery(parse('search=mit&sort=relevance'))).toBe('search=mit&sort=match');
  });

  it('strips the personal choices for visitors, keeping everything else', () => {
    const state = parse('search=a&state=CA&chance=reach&sort=match');
    expect(withoutPersonalChoices(state)).toEqual(parse('search=a&state=CA'));
    expect(withoutPersonalChoices(parse('chance=reach&sort=size')).sort).toBe('size');
  });

  it('counts the chance filter as a filter and clears it with the others', () => {
    const state = parse('chance=reach&chance=target&location=West&sort=match');
    expect(hasActiveFilters(parse('chance=reach'))).toBe(true);
    expect(countActiveFilters(state)).toBe(3);
    expect(clearAll(state)).toEqual({ ...EMPTY_EXPLORE_STATE, sort: 'match' });
    expect(toggleFilterValue(state, 'chances', 'reach').chances).toEqual(['target']);
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

  it('keeps the map view when clearing all filters', () => {
    const cleared = clearAll(parse('search=a&location=West&costMax=9000&near=30332&view=map'));
    expect(cleared).toEqual({ ...EMPTY_EXPLORE_STATE, view: 'map' });
    expect(toExploreParams(cleared).toString()).toBe('view=map');
  });
});

describe('net price and distance', () => {
  it('reads the income band, net price limit, ZIP code and radius, dropping invalid values', () => {
    expect(parse('incomeBand=30-48K&netPriceMax=20000&near=%2030332%20&radius=25')).toMatchObject({
      incomeBand: '30-48k',
      netPriceMax: 20000,
      near: '30332',
      radius: 25,
    });
    expect(parse('incomeBand=rich&netPriceMax=12.5&near=3033&radius=25')).toEqual(EMPTY_EXPLORE_STATE);
    expect(parse('netPriceMax=-1').netPriceMax).toBeNull();
    expect(parse('netPriceMax=2000000').netPriceMax).toBeNull();
    expect(parse('near=30332&radius=0').radius).toBeNull();
    expect(parse('near=30332&radius=5000').radius).toBeNull();
    // A radius or a distance sort without a ZIP code means nothing.
    expect(parse('radius=25&sort=distance')).toEqual(EMPTY_EXPLORE_STATE);
  });

  it('round-trips through the URL', () => {
    const query = 'location=South&incomeBand=0-30k&netPriceMax=15000&near=30332&radius=25&sort=netPrice%3Adesc';
    const params = toExploreParams(parse(query));
    expect(params.toString()).toBe(query);
    expect(parse(params.toString())).toEqual(parse(query));
    expect(toExploreParams(parse('near=02139&sort=distance')).toString()).toBe('near=02139&sort=distance');
  });

  it('sends the income band to the API only when the net price filter or sort uses it', () => {
    expect(toApiQuery(parse('incomeBand=0-30k&state=GA'))).toBe('state=GA&sort=relevance');
    expect(toApiQuery(parse('incomeBand=0-30k&netPriceMax=20000'))).toBe('incomeBand=0-30k&netPriceMax=20000&sort=relevance');
    expect(toApiQuery(parse('incomeBand=0-30k&sort=netPrice:desc'))).toBe('incomeBand=0-30k&sort=netPrice%3Adesc');
    expect(toApiQuery(parse('netPriceMax=20000'))).toBe('netPriceMax=20000&sort=relevance');
    expect(toApiQuery(parse('near=30332&radius=25&sort=distance'))).toBe('near=30332&radius=25&sort=distance');
  });

  it('builds queries the API accepts', () => {
    const state = parse('search=tech&incomeBand=48-75k&netPriceMax=25000&near=30332&radius=100&sort=netPrice');
    expect(schoolListQuerySchema.safeParse(asRaw(toApiQuery(state))).success).toBe(true);
    expect(schoolListQuerySchema.safeParse(asRaw(toApiQuery(parse('near=30332&sort=distance')))).success).toBe(true);
    expect(recommendationsQuerySchema.safeParse(asRaw(toRecommendationsQuery(state))).success).toBe(true);
  });

  it('counts the net price limit and the ZIP code as filters; Clear all keeps the band and drops the distance sort', () => {
    const state = parse('incomeBand=0-30k&netPriceMax=20000&near=30332&radius=25&sort=distance');
    expect(countActiveFilters(state)).toBe(2);
    expect(hasActiveFilters(parse('near=30332'))).toBe(true);
    expect(hasActiveFilters(parse('incomeBand=0-30k&sort=netPrice'))).toBe(false);
    expect(clearAll(state)).toEqual({ ...EMPTY_EXPLORE_STATE, incomeBand: '0-30k' });
  });

  it('removes the radius and the distance sort with the ZIP code', () => {
    const state = parse('near=30332&radius=25&sort=distance');
    expect(withPlace(state, null, 50)).toEqual(EMPTY_EXPLORE_STATE);
    expect(withPlace(state, '10001', 50)).toMatchObject({ near: '10001', radius: 50, sort: 'distance' });
    expect(withPlace(parse('sort=size'), null, null).sort).toBe('size');
  });
});
