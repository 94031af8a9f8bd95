import { describe, expect, it } from 'vitest';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function search(text: string, extra = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?search=${encodeURIComponent(text)}${extra}` });
  expect(response.statusCode).toBe(200);
  return schoolListResponseSchema.parse(response.json());
}

const nameOf = (id: number) => testCatalog().schools.find((school) => school.id === id)!.name;

describe('search: the school people mean comes first', () => {
  it.each([
    ['MIT', 166683],
    ['mit', 166683],
    ['UCLA', 110662],
    ['NYU', 193900],
    ['Georgia Tech', 139755],
    ['georgia tec', 139755],
    ['UPenn', 215062],
    ['UNC', 199120],
    ['Cal Poly', 110422],
    ['Ole Miss', 176017],
    ['university of michigan', 170976],
    ['Williams College', 168342],
  ])('"%s"', async (text, id) => {
    const body = await search(text);
    expect(body.results[0]?.name).toBe(nameOf(id));
  });
});

describe('search: forgiving', () => {
  it.each([
    ['stanfrod', 243744],
    ['harvrd', 166027],
    ['massachusets institute', 166683],
    ['princeton univ', 186131],
    ['Texas A&M', 228723],
  ])('finds "%s" despite typos or partial words', async (text, id) => {
    const body = await search(text);
    expect(body.results.slice(0, 3).map((card) => card.id)).toContain(id);
  });

  it('matches word prefixes', async () => {
    const body = await search('vanderb');
    expect(body.results[0]?.name).toBe('Vanderbilt University');
  });

  it('finds schools by city and by state name', async () => {
    const boston = await search('boston', '&limit=100');
    expect(boston.results.filter((card) => card.city === 'Boston').length).toBeGreaterThan(10);
    const vermont = await search('vermont', '&limit=100');
    expect(vermont.results.filter((card) => card.state === 'VT').length).toBeGreaterThan(5);
  });
});

describe('search: fields of study', () => {
  it('"computer science" finds schools that award computer science degrees', async () => {
    const body = await search('computer science');
    expect(body.count).toBeGreaterThan(500);
    expect(body.results.every((card) => card.popular_majors.includes('Computer Science'))).toBe(true);
  });

  it('"nursing" finds schools that award health and nursing degrees', async () => {
    const body = await search('nursing');
    expect(body.count).toBeGreaterThan(500);
    expect(body.results.every((card) => card.popular_majors.includes('Health Professions & Nursing'))).toBe(true);
  });
});

describe('search: with filters', () => {
  it('searches within the filtered set only', async () => {
    const body = await search('portland', '&state=OR&limit=100');
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((card) => card.state === 'OR')).toBe(true);
  });

  it('answers an empty list for text that matches nothing', async () => {
    const body = await search('zzzzqqqqxxxx');
    expect(body).toEqual({ results: [], next: null, count: 0, interpretation: { text: 'zzzzqqqqxxxx', parts: [] } });
  });

  it('treats blank search text as no search', async () => {
    const body = await search('   ');
    expect(body.count).toBe(testCatalog().schools.length);
  });
});

describe('search: a ZIP code is a place', () => {
  it('lists colleges near a ZIP code typed in the search, with their distance, and the reading as a chip', async () => {
    const body = await search('cheap colleges near 30332');
    expect(body.interpretation?.parts.map((part) => part.label)).toEqual(['Net price up to $15,000', 'Within 25 miles of 30332']);
    expect(body.interpretation?.text).toBe('');
    expect(body.count).toBeGreaterThan(0);
    for (const school of body.results) {
      expect(school.distanceMiles!).toBeLessThanOrEqual(25);
      expect(school.state).toBe('GA');
    }
    const alone = await search('30332');
    expect(alone.count).toBeGreaterThan(0);
    expect(alone.results.every((school) => school.distanceMiles! <= 25)).toBe(true);
    const wider = await search('within 100 miles of 30332');
    expect(wider.count).toBeGreaterThan(alone.count);
  });

  it('lists the nearest first when the words ask for a place and nothing else, as the rewritten view does', async () => {
    const distances = (body: { results: { distanceMiles?: number | null }[] }) => body.results.map((school) => school.distanceMiles!);
    const body = await search('colleges near 30332', '&sort=relevance&limit=48');
    expect(body.interpretation?.text).toBe('');
    expect(body.results[0]?.name).toBe('Georgia Institute of Technology-Main Campus');
    expect(distances(body)).toEqual([...distances(body)].sort((a, b) => a - b));
    // The same order as the view the web rewrites the URL to, and as the default order with no sort sent.
    const rewritten = await ctx.app.inject({ method: 'GET', url: '/api/schools?near=30332&radius=25&sort=distance&limit=48' });
    expect(schoolListResponseSchema.parse(rewritten.json()).results.map((school) => school.id)).toEqual(
      body.results.map((school) => school.id),
    );
    const unsorted = await ctx.app.inject({
      method: 'GET',
      url: `/api/schools?search=${encodeURIComponent('colleges near 30332')}&limit=48`,
    });
    expect(schoolListResponseSchema.parse(unsorted.json()).results.map((school) => school.id)).toEqual(
      body.results.map((school) => school.id),
    );
    // An order asked for stays; so does Relevance when words are left to match.
    const byName = await search('colleges near 30332', '&sort=name&limit=48');
    const names = byName.results.map((school) => school.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const words = await search('atlanta near 30332', '&sort=relevance&limit=48');
    expect(words.interpretation?.text).toBe('atlanta');
    expect(words.count).toBeGreaterThan(2);
    expect(distances(words)).not.toEqual([...distances(words)].sort((a, b) => a - b));
  });

  it('answers no college, saying why, for a ZIP code with no Census area (never unrelated ones)', async () => {
    const body = await search('colleges near 00501');
    expect(body).toMatchObject({ results: [], count: 0, next: null });
    expect(body.interpretation?.parts[0]?.problem).toMatch(/^ZIP code 00501 has no Census ZIP Code Tabulation Area/);
    const map = await ctx.app.inject({ method: 'GET', url: '/api/schools/map?search=00501' });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ count: 0, points: [] });
    // Sent as a parameter, the same ZIP code is a 400 naming `near`, with the same words.
    const asParameter = await ctx.app.inject({ method: 'GET', url: '/api/schools?near=00501' });
    expect(asParameter.statusCode).toBe(400);
    expect(asParameter.json().fields.near).toBe(body.interpretation?.parts[0]?.problem);
  });
});
