import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { schoolListResponseSchema, type SchoolListResponse } from '@campuspath/contract/schools';
import { schoolDetailSchema } from '@campuspath/contract/school-detail';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function list(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools${query ? `?${query}` : ''}` });
  return { response, body: response.statusCode === 200 ? schoolListResponseSchema.parse(response.json()) : null };
}

async function listOk(query: string): Promise<SchoolListResponse> {
  const { response, body } = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return body!;
}

async function collect(query: string) {
  const results: SchoolListResponse['results'] = [];
  for (let page = 1; ; page += 1) {
    const body = await listOk(`${query}&limit=100&page=${page}`);
    results.push(...body.results);
    if (!body.next) return results;
  }
}

describe('GET /api/schools: paging', () => {
  it('answers 12 cards by default with the total count and a link to the next page', async () => {
    const body = await listOk('');
    expect(body.results).toHaveLength(12);
    expect(body.count).toBe(testCatalog().schools.length);
    expect(body.next).toBe('/api/schools?limit=12&page=2');
  });

  it('follows next links to the end with no school twice and none missing', async () => {
    const seen = new Set<number>();
    let url: string | null = '/api/schools?limit=100&location=West';
    let count = 0;
    while (url) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const body = schoolListResponseSchema.parse(response.json());
      count = body.count;
      for (const card of body.results) {
        expect(seen.has(card.id)).toBe(false);
        seen.add(card.id);
      }
      url = body.next;
    }
    expect(seen.size).toBe(count);
  });

  it('answers a page past the end with no results and no next link', async () => {
    const body = await listOk('page=9999');
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
    expect(body.count).toBe(testCatalog().schools.length);
  });

  it('gives the last page a null next link', async () => {
    const total = testCatalog().schools.length;
    const lastPage = Math.ceil(total / 100);
    const body = await listOk(`limit=100&page=${lastPage}`);
    expect(body.results).toHaveLength(total - (lastPage - 1) * 100);
    expect(body.next).toBeNull();
  });

  it('accepts limits from 1 to 100', async () => {
    expect((await listOk('limit=1')).results).toHaveLength(1);
    expect((await listOk('limit=100')).results).toHaveLength(100);
  });
});

describe('GET /api/schools: bad input answers 400 naming the parameter', () => {
  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['size=huge', 'size'],
    ['costMin=30000&costMax=1000', 'costMin'],
    ['costMin=-5', 'costMin'],
    ['admitMin=80&admitMax=20', 'admitMin'],
    ['admitMax=101', 'admitMax'],
    ['sort=popularity', 'sort'],
    ['sort=name:sideways', 'sort'],
    ['location=Atlantis', 'location'],
    ['state=ZZ', 'state'],
    ['programType=ivy', 'programType'],
    ['major=underwater-basket-weaving', 'major'],
    ['testPolicy=sometimes', 'testPolicy'],
    ['colour=blue', 'colour'],
  ])('%s', async (query, parameter) => {
    const { response } = await list(query);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.error).toBe('invalid_request');
    expect(error.fields).toHaveProperty(parameter);
    expect(error.message).toContain(parameter);
  });
});

describe('GET /api/schools: filters', () => {
  const schools = () => testCatalog().schools;

  it('location keeps only schools in the chosen Census regions', async () => {
    const results = await collect('location=Northeast&location=midwest');
    expect(new Set(results.map((card) => card.region))).toEqual(new Set(['Northeast', 'Midwest']));
    expect(results).toHaveLength(schools().filter((s) => s.region === 'Northeast' || s.region === 'Midwest').length);
  });

  it('International holds the schools outside the 50 states and DC', async () => {
    const results = await collect('location=International');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((card) => ['PR', 'GU', 'VI', 'AS', 'MP', 'FM', 'PW', 'MH'].includes(card.state))).toBe(true);
  });

  it('state keeps only the chosen states', async () => {
    const results = await collect('state=ca&state=NY');
    expect(new Set(results.map((card) => card.state))).toEqual(new Set(['CA', 'NY']));
  });

  it('programType matches any chosen type, by id or by label', async () => {
    const byLabel = await collect('programType=Liberal%20Arts');
    const byId = await collect('programType=liberal-arts');
    expect(byLabel.map((c) => c.id)).toEqual(byId.map((c) => c.id));
    expect(byId.every((card) => card.programTypes.includes('liberal-arts'))).toBe(true);
    expect(byId.some((card) => card.name === 'Williams College')).toBe(true);

    const both = await collect('programType=research&programType=community-college');
    expect(both.every((c) => c.programTypes.includes('research') || c.programTypes.includes('community-college'))).toBe(true);
  });

  it('size keeps the chosen enrolment buckets and drops schools without enrolment', async () => {
    const results = await collect('size=small&size=very-large');
    expect(results.every((card) => card.size !== null && (card.size < 5000 || card.size > 30000))).toBe(true);
  });

  it('costMin/costMax bound in-state tuition and drop schools with no tuition', async () => {
    const results = await collect('costMin=10000&costMax=20000');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((card) => card.tuition['In-state']! >= 10000 && card.tuition['In-state']! <= 20000)).toBe(true);
    const expected = schools().filter(
      (s) => s.costs.tuitionInState !== null && s.costs.tuitionInState >= 10000 && s.costs.tuitionInState <= 20000,
    );
    expect(results).toHaveLength(expected.length);
  });

  it('the default cost range 0-50,000 filters nothing, and 50,000 at the top means no upper limit', async () => {
    expect((await listOk('costMin=0&costMax=50000')).count).toBe(schools().length);
    const above = await collect('costMin=40000&costMax=50000');
    expect(above.some((card) => card.tuition['In-state']! > 50000)).toBe(true);
    expect(above.every((card) => card.tuition['In-state']! >= 40000)).toBe(true);
  });

  it('admitMin/admitMax bound the acceptance rate (percent) and drop schools without one', async () => {
    const results = await collect('admitMax=10');
    expect(results.length).toBeGreaterThan(10);
    expect(results.every((card) => card.acceptance_rate !== null && card.acceptance_rate <= 10)).toBe(true);
    expect(results.map((c) => c.name)).toContain('Massachusetts Institute of Technology');
    expect((await listOk('admitMin=0&admitMax=100')).count).toBe(schools().length);
  });

  it('major keeps schools awarding degrees in the field, by CIP code or slug', async () => {
    const byCode = await collect('major=51');
    const bySlug = await collect('major=health');
    expect(byCode.map((c) => c.id)).toEqual(bySlug.map((c) => c.id));
    expect(byCode.every((card) => card.popular_majors.includes('Health Professions & Nursing'))).toBe(true);
  });

  it('testPolicy keeps schools with the chosen admission-test policy', async () => {
    const results = await collect('testPolicy=required');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((card) => card.testPolicy === 'required')).toBe(true);
  });

  it('combines filters with AND across keys', async () => {
    const results = await collect('location=South&programType=public&size=large&admitMax=60&major=14');
    expect(results.length).toBeGreaterThan(0);
    for (const card of results) {
      expect(card.region).toBe('South');
      expect(card.programTypes).toContain('public');
      expect(card.sizeBucket).toBe('large');
      expect(card.acceptance_rate).toBeLessThanOrEqual(60);
      expect(card.popular_majors).toContain('Engineering');
    }
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const body = await listOk('state=AK&size=very-large');
    expect(body).toEqual({ results: [], next: null, count: 0, interpretation: null });
  });
});

describe('GET /api/schools: sorting', () => {
  it.each([
    ['tuition', (c: { tuition: { 'In-state': number | null } }) => c.tuition['In-state'], 'asc'],
    ['tuition:desc', (c: { tuition: { 'In-state': number | null } }) => c.tuition['In-state'], 'desc'],
    ['admissionRate', (c: { acceptance_rate: number | null }) => c.acceptance_rate, 'asc'],
    ['size', (c: { size: number | null }) => c.size, 'desc'],
    ['earnings', (c: { medianEarnings: number | null }) => c.medianEarnings, 'desc'],
    ['graduationRate:asc', (c: { graduationRate: number | null }) => c.graduationRate, 'asc'],
  ] as const)('sort=%s orders by the field with missing values last', async (sort, pick, direction) => {
    const results = await collect(`state=MA&sort=${sort}`);
    const values = results.map((card) => pick(card as never) as number | null);
    const present = values.filter((v): v is number => v !== null);
    const firstMissing = values.indexOf(null);
    if (firstMissing >= 0) expect(values.slice(firstMissing).every((v) => v === null)).toBe(true);
    const sorted = [...present].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(present).toEqual(sorted);
  });

  it('sort=name orders alphabetically', async () => {
    const names = (await collect('state=VT&sort=name')).map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('sorts search matches by the chosen field, not by relevance', async () => {
    const results = await collect('search=university%20of%20california&sort=admissionRate');
    const rates = results.map((c) => c.acceptance_rate).filter((r): r is number => r !== null);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });
});

describe('GET /api/schools/{id}', () => {
  it('answers the full detail by UNITID and by slug', async () => {
    const byId = await ctx.app.inject({ method: 'GET', url: '/api/schools/170976' });
    const bySlug = await ctx.app.inject({ method: 'GET', url: '/api/schools/university-of-michigan-ann-arbor' });
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    const detail = schoolDetailSchema.parse(byId.json());
    expect(detail.name).toBe('University of Michigan-Ann Arbor');
    expect(detail.mapLocation.coordinates).not.toBeNull();
    expect(detail.urls.netPriceCalculator).toMatch(/^https:\/\//);
    expect(detail.description).toContain('Ann Arbor, Michigan');
    // The same paragraph as facts, for the page to write in its language.
    expect(detail.about[0]).toEqual(
      expect.objectContaining({ kind: 'identity', control: 'public', city: 'Ann Arbor', stateName: 'Michigan' }),
    );
    expect(detail.about.map((sentence) => sentence.kind)).toEqual(['identity', 'enrolment', 'admitted', 'fields', 'carnegie']);
    expect(detail.applicationDeadlines).toEqual([]);
    expect(detail.class_sizes).toBeNull();
  });

  it('answers 404 with the spec message for an unknown id or slug', async () => {
    for (const id of ['999999', 'no-such-school', '%00', 'a'.repeat(150)]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'University not found' });
    }
  });

  it('majors answers non-zero shares by field name that sum to about 1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/schools/williams-college/majors' });
    expect(response.statusCode).toBe(200);
    const majors = response.json() as Record<string, number>;
    expect(Object.values(majors).every((share) => share > 0 && share <= 1)).toBe(true);
    expect(Object.values(majors).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(majors).toHaveProperty('Social Sciences');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/schools/0/majors' })).statusCode).toBe(404);
  });
});

describe('catalogue caching', () => {
  it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    for (const url of ['/api/schools?search=mit', '/api/schools/166683', '/api/schools/166683/majors']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toContain('public');
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('gives different queries different ETags and the same meaning the same ETag', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/schools?state=CA&state=NY' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/schools?state=ny&state=ca' });
    const c = await ctx.app.inject({ method: 'GET', url: '/api/schools?state=TX' });
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.headers.etag).not.toBe(c.headers.etag);
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error).toBe('not_found');
  });
});
