import { describe, expect, it } from 'vitest';
import type { ProfileBody } from '@campuspath/contract/profile';
import { balanceResponseSchema } from '@campuspath/contract/recommendations';
import { FIT_PROFILE as PROFILE, GEORGIA_TECH, fitAt as fitOf, fitStudent, getAs, recommendationsFor } from '../../test/fit-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { campusChainOf } from './campus-spread.ts';

const ctx = useTestApp();

const student = (profile: Partial<ProfileBody> | null) => fitStudent(ctx.app, profile);
const get = (cookie: string, url: string) => getAs(ctx.app, cookie, url);
const fitAt = (cookie: string, id: number | string) => fitOf(ctx.app, cookie, id);
const recommendations = (cookie: string, query = '') => recommendationsFor(ctx.app, cookie, query);

describe('GET /api/recommendations', () => {
  it('ranks every school by match, counts labels and pages', async () => {
    const cookie = await student({ satTotal: 1350, preferences: { ...PROFILE.preferences, regions: ['South'] } });
    const first = await recommendations(cookie, '?limit=20');
    expect(first.results).toHaveLength(20);
    expect(first.personal).toBe(true);
    // Best first; only a campus of a name already in the three before it may wait its turn.
    const scores = first.results
      .filter((item) => campusChainOf(testCatalog().find(String(item.school.id))!) === null)
      .map((item) => item.fit.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const { reach, target, safety, likely, unknown } = first.counts;
    expect(reach + target + safety + likely + unknown).toBe(first.count);
    expect(first.next).toBe('/api/recommendations?limit=20&page=2');
    const second = await recommendations(cookie, '?limit=20&page=2');
    expect(second.results[0]!.fit.match.score).toBeLessThanOrEqual(scores.at(-1)!);
    expect(first.results.every((item) => item.fit.why.length > 0)).toBe(true);
  });

  it('without a profile is not personal: no labels, the catalogue default order, no chain filling the top', async () => {
    const cookie = await student(null);
    const page = await recommendations(cookie, '?limit=12');
    expect(page.personal).toBe(false);
    expect(page.results.every((item) => item.fit.chance.label === null || item.fit.chance.label === 'likely')).toBe(true);
    expect(page.results.every((item) => item.fit.chance.estimate === null && item.fit.chance.low === null)).toBe(true);
    expect(page.counts).toMatchObject({ reach: 0, target: 0, safety: 0 });
    // Explore's default order: the same first colleges as the public list.
    const explore = ctx.app.inject({ method: 'GET', url: '/api/schools?limit=4' });
    expect(page.results.slice(0, 4).map((item) => item.school.id)).toEqual(
      (await explore).json().results.map((school: { id: number }) => school.id),
    );
  });

  it('never puts two campuses of one name among any four in a row', async () => {
    // A nursing student with no other preference: for-profit nursing chains score alike.
    const cookie = await student({ satTotal: null, intendedMajors: ['51'] });
    const page = await recommendations(cookie, '?limit=48');
    const chains = page.results.map((item) => campusChainOf(testCatalog().find(String(item.school.id))!));
    for (let index = 0; index < chains.length; index += 1) {
      const window = chains.slice(Math.max(0, index - 3), index).filter((chain) => chain !== null);
      if (chains[index] !== null) expect(window, `${index}`).not.toContain(chains[index]);
    }
    expect(new Set(chains.filter((chain) => chain !== null)).size).toBeGreaterThan(1);
  });

  it('filters by label and by every schools-list filter', async () => {
    const cookie = await student({ satTotal: 1300 });
    const all = await recommendations(cookie, '?location=West&limit=5');
    const safeties = await recommendations(cookie, '?location=West&chance=safety&limit=100');
    expect(safeties.count).toBe(all.counts.safety);
    expect(safeties.results.every((item) => item.fit.chance.label === 'safety' && item.school.region === 'West')).toBe(true);
    const two = await recommendations(cookie, '?chance=reach&chance=target&limit=100&state=GA');
    expect(two.results.every((item) => ['reach', 'target'].includes(item.fit.chance.label!) && item.school.state === 'GA')).toBe(true);
    const searched = await recommendations(cookie, '?search=georgia%20tec&limit=3');
    expect(searched.results.map((item) => item.school.id)).toContain(GEORGIA_TECH);
  });

  it('reads a plain-language search as the schools list does', async () => {
    const cookie = await student({ satTotal: 1300 });
    const read = await recommendations(cookie, `?search=${encodeURIComponent('nursing in ohio')}&limit=100`);
    expect(read.count).toBeGreaterThan(20);
    expect(
      read.results.every((item) => item.school.state === 'OH' && item.school.popular_majors.includes('Health Professions & Nursing')),
    ).toBe(true);
    const near = await recommendations(cookie, `?search=${encodeURIComponent('colleges near 30332')}&limit=100`);
    expect(near.count).toBeGreaterThan(0);
    expect(near.results.every((item) => item.school.distanceMiles! <= 25)).toBe(true);
    expect((await recommendations(cookie, '?search=00501')).count).toBe(0);
  });

  it('sorts by chance or by a list field on request', async () => {
    const cookie = await student({ satTotal: 1300 });
    const byChance = await recommendations(cookie, '?sort=chance&chance=reach&chance=target&chance=safety&limit=50');
    const estimates = byChance.results.map((item) => item.fit.chance.estimate!);
    expect(estimates).toEqual([...estimates].sort((a, b) => b - a));
    const byName = await recommendations(cookie, '?sort=name&limit=10');
    const names = byName.results.map((item) => item.school.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows the same estimate as the school fit, and follows a profile change', async () => {
    const cookie = await student({ satTotal: 1300 });
    const listed = (await recommendations(cookie, '?search=georgia%20institute%20of%20technology&limit=1')).results[0]!;
    expect(listed.school.id).toBe(GEORGIA_TECH);
    expect(listed.fit).toEqual((await fitAt(cookie, GEORGIA_TECH)).fit);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...PROFILE, satTotal: 1580 },
    });
    expect(updated.statusCode).toBe(200);
    const after = (await fitAt(cookie, GEORGIA_TECH)).fit;
    expect(after.chance.estimate!).toBeGreaterThan(listed.fit.chance.estimate!);
  });

  it('rejects bad parameters with a 400 naming them', async () => {
    const cookie = await student({});
    for (const [query, field] of [
      ['?chance=maybe', 'chance'],
      ['?sort=vibes', 'sort'],
      ['?limit=0', 'limit'],
      ['?costMin=9&costMax=1', 'costMin'],
      ['?colour=blue', 'colour'],
    ] as const) {
      const response = await get(cookie, `/api/recommendations${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json().fields ?? response.json()), query).toContain(field);
    }
  });
});

describe('GET /api/recommendations/balance', () => {
  it('counts saved schools by label and suggests what is missing until the list is balanced', async () => {
    const noScore = await student({});
    await ctx.app.inject({ method: 'PUT', url: `/api/saved-schools/${GEORGIA_TECH}`, headers: { cookie: noScore } });
    const unscored = balanceResponseSchema.parse((await get(noScore, '/api/recommendations/balance')).json());
    expect(unscored.counts).toMatchObject({ reach: 0, target: 0, safety: 0, unknown: 1 });
    expect(unscored.suggestion).toMatch(/^Add an SAT or ACT score/);

    const cookie = await student({ satTotal: 1300 });
    const balance = async () => balanceResponseSchema.parse((await get(cookie, '/api/recommendations/balance')).json());
    expect((await balance()).suggestion).toBe('Save a few schools to see how balanced your list is.');

    const save = (id: number) => ctx.app.inject({ method: 'PUT', url: `/api/saved-schools/${id}`, headers: { cookie } });
    await save(GEORGIA_TECH);
    const reachOnly = await balance();
    expect(reachOnly.counts).toMatchObject({ reach: 1, target: 0, safety: 0 });
    expect(reachOnly.suggestion).toMatch(/no safety school/);

    const pick = async (label: string) => (await recommendations(cookie, `?chance=${label}&limit=1`)).results[0]!.school.id;
    await save(await pick('safety'));
    expect((await balance()).suggestion).toMatch(/no target school/);
    await save(await pick('target'));
    const balanced = await balance();
    expect(balanced).toMatchObject({ total: 3, counts: { reach: 1, target: 1, safety: 1 }, suggestion: null });
  });
});
