import { describe, expect, it } from 'vitest';
import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { sessionResponseSchema } from '@campuspath/contract/auth';
import { schoolListResponseSchema, schoolMapResponseSchema, type SchoolListResponse } from '@campuspath/contract/schools';
import { milesBetween } from '../../catalog/zip-centroids.ts';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH } from '../../test/workspace-items.ts';

const ctx = useTestApp();

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return response;
}

async function collect(query: string): Promise<SchoolListResponse['results']> {
  const results: SchoolListResponse['results'] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`/api/schools?${query}&limit=100&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = schoolListResponseSchema.parse(response.json());
    results.push(...body.results);
    if (!body.next) return results;
  }
}

function expectBadRequest(response: Awaited<ReturnType<typeof get>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect(body.fields?.[field]).toBeTruthy();
  return body;
}

describe('net price for a family income band', () => {
  it('gives every card the net price by income band and the calculator link, as the catalogue has them', async () => {
    const card = (await collect('search=georgia%20tech')).find((school) => school.id === GEORGIA_TECH)!;
    const school = testCatalog().find(String(GEORGIA_TECH))!;
    expect(card.netPriceByIncome).toEqual(school.netPrice.byIncome);
    expect(card.netPriceCalculatorUrl).toBe(school.urls.netPriceCalculator);
    expect(card).not.toHaveProperty('distanceMiles');
  });

  /** What the card shows for a band: the band's figure, else the all-incomes figure (labelled on the card). */
  const shown = (card: { netPrice: number | null; netPriceByIncome: Record<string, number | null> }, band: string) =>
    card.netPriceByIncome[band] ?? card.netPrice;

  it.each(INCOME_BANDS.map((band) => band.id))(
    'netPriceMax keeps the schools whose shown figure for band %s (else all incomes) is at or under it',
    async (band) => {
      const results = await collect(`incomeBand=${band}&netPriceMax=12000&location=Northeast`);
      const expected = testCatalog().schools.filter((s) => {
        const price = s.netPrice.byIncome[band] ?? s.netPrice.overall;
        return s.region === 'Northeast' && price !== null && price <= 12000;
      });
      expect(results.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      expect(results.length).toBeGreaterThan(0);
    },
  );

  it('keeps a college that reports nothing for the band but qualifies on its all-incomes figure, as its card shows', async () => {
    const results = await collect('incomeBand=110k-plus&netPriceMax=15000');
    const onFallback = results.filter((card) => card.netPriceByIncome['110k-plus'] === null);
    expect(onFallback.length).toBeGreaterThan(100);
    for (const card of onFallback) expect(card.netPrice).toBeLessThanOrEqual(15000);
    for (const card of results) expect(shown(card, '110k-plus')).toBeLessThanOrEqual(15000);
  });

  it('netPriceMax without a band uses the overall average net price', async () => {
    const results = await collect('netPriceMax=9000&state=CA');
    const expected = testCatalog().schools.filter((s) => s.state === 'CA' && s.netPrice.overall !== null && s.netPrice.overall <= 9000);
    expect(results.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
  });

  it('sort=netPrice orders by the figure the card shows for the band (else all incomes), lowest first, missing last', async () => {
    const results = await collect('incomeBand=75-110k&sort=netPrice&state=GA');
    const prices = results.map((s) => shown(s, '75-110k'));
    const reported = prices.filter((price) => price !== null);
    expect(results.some((s) => s.netPriceByIncome['75-110k'] === null && s.netPrice !== null)).toBe(true);
    expect(reported).toEqual([...reported].sort((a, b) => a! - b!));
    expect(prices.slice(reported.length).every((price) => price === null)).toBe(true);
    const descending = (await collect('incomeBand=75-110k&sort=netPrice:desc&state=GA')).map((s) => shown(s, '75-110k'));
    expect(descending.filter((price) => price !== null)).toEqual([...reported].reverse());
  });

  it('rejects a bad band and a bad maximum, naming the parameter', async () => {
    expectBadRequest(await get('/api/schools?incomeBand=rich'), 'incomeBand');
    expectBadRequest(await get('/api/schools?netPriceMax=-5'), 'netPriceMax');
    expectBadRequest(await get('/api/schools?netPriceMax=lots'), 'netPriceMax');
  });
});

describe('distance from a ZIP code', () => {
  it('adds distanceMiles to each card and keeps schools within the radius', async () => {
    const results = await collect('near=30332&radius=10');
    const gt = results.find((school) => school.id === GEORGIA_TECH);
    expect(gt?.distanceMiles).toBeLessThan(2);
    const origin = testCatalog().zips.find('30332')!;
    const expected = testCatalog().schools.filter((s) => s.coordinates && milesBetween(origin, s.coordinates) <= 10);
    expect(results.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    for (const school of results) expect(school.distanceMiles).toBeLessThanOrEqual(10);
  });

  it('sort=distance lists the nearest first', async () => {
    const results = await collect('near=94305&radius=40&sort=distance');
    const miles = results.map((s) => s.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(results[0]!.name).toMatch(/Stanford/);
  });

  it('filters and sorts by distance on the map too', async () => {
    const response = await get('/api/schools/map?near=30332&radius=25&sort=distance');
    expect(response.statusCode).toBe(200);
    const map = schoolMapResponseSchema.parse(response.json());
    const list = await collect('near=30332&radius=25&sort=distance');
    expect(map.points.map((p) => p.id)).toEqual(list.map((s) => s.id));
  });

  it('answers 400 naming near for an unknown or malformed ZIP code, and for radius or distance sort without one', async () => {
    const unknown = expectBadRequest(await get('/api/schools?near=00000'), 'near');
    expect(unknown.message).toContain('ZIP code 00000 has no Census ZIP Code Tabulation Area');
    expectBadRequest(await get('/api/schools?near=3033'), 'near');
    expectBadRequest(await get('/api/schools?near=abcde'), 'near');
    expectBadRequest(await get('/api/schools?radius=50'), 'radius');
    expectBadRequest(await get('/api/schools?sort=distance'), 'sort');
    expectBadRequest(await get('/api/schools?near=30332&radius=0'), 'radius');
    expectBadRequest(await get('/api/schools/map?near=00000'), 'near');
  });
});

describe('GET /api/schools/map', () => {
  it('plots every match of the filters, in the list order, with names and locations', async () => {
    const response = await get('/api/schools/map?state=GA&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeTruthy();
    const map = schoolMapResponseSchema.parse(response.json());
    const list = await collect('state=GA&sort=name');
    expect(map.count).toBe(list.length);
    expect(map.points.map((p) => p.id)).toEqual(list.map((s) => s.id));
    const gt = map.points.find((p) => p.id === GEORGIA_TECH)!;
    expect(gt).toMatchObject({ slug: expect.any(String), location: 'Atlanta, GA' });
    expect(gt.lat).toBeCloseTo(33.77, 1);
  });

  it('plots the whole catalogue without filters and answers 304 to a matching ETag', async () => {
    const first = await get('/api/schools/map');
    const map = schoolMapResponseSchema.parse(first.json());
    expect(map.count).toBe(testCatalog().schools.length);
    expect(map.points.length + map.unmapped).toBe(map.count);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/schools/map',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('rejects paging and unknown parameters', async () => {
    expectBadRequest(await get('/api/schools/map?page=2'), 'page');
    expectBadRequest(await get('/api/schools/map?zoom=3'), 'zoom');
  });
});

describe('PUT /api/profile/income-band', () => {
  it('saves only the band, which the session then carries', async () => {
    const { cookie } = await signUp(ctx.app);
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/profile/income-band', headers: { cookie }, payload });
    const saved = await put({ incomeBand: '30-48k' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ incomeBand: '30-48k' });
    const session = sessionResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json(),
    );
    expect(session.user?.incomeBand).toBe('30-48k');
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(profile).toMatchObject({ incomeBand: '30-48k', gpa: null, intendedMajors: [] });
    expect((await put({ incomeBand: null })).json()).toEqual({ incomeBand: null });
  });

  it('keeps the rest of the profile and rejects a bad band naming it', async () => {
    const { cookie } = await signUp(ctx.app);
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/profile/income-band', headers: { cookie }, payload });
    const bad = await put({ incomeBand: 'millions' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.incomeBand).toBeTruthy();
    expect((await put({})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile/income-band', payload: { incomeBand: null } })).statusCode).toBe(401);
  });
});
