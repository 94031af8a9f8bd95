import { describe, expect, it } from 'vitest';
import { chancesResponseSchema, schoolFitResponseSchema } from '@campuspath/contract/recommendations';
import { CHANCES_MAX_IDS } from '@campuspath/contract/recommendations-terms';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * GET /api/recommendations/chances: the chance on every card of a list, in one request,
 * equal to the one the university page shows (GET /api/schools/{id}/fit).
 */
const ctx = useTestApp();

/** Admits 16.5%, SAT middle 50% 1330-1530: a reach. */
const GEORGIA_TECH = 139755;
/** Test-optional, admits 66%. */
const ABILENE_CHRISTIAN = 222178;
/** Open admission, no admission rate. */
const AANIIIH_NAKODA = 180203;

/** A test score and nothing else: no GPA, no major (the one rule, canShowChance). */
async function studentWithScore() {
  const { cookie } = await signUp(ctx.app);
  const body = buildProfileBody({ gpa: null, satTotal: 1350, satReading: null, satMath: null, act: null, intendedMajors: [] });
  const saved = await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: body });
  expect(saved.statusCode, saved.body).toBe(200);
  return cookie;
}

const get = (cookie: string | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/recommendations/chances', () => {
  it("answers each known school's chance, equal to its fit, in the order asked, leaving unknown ids out", async () => {
    const cookie = await studentWithScore();
    const ids = [ABILENE_CHRISTIAN, 999999, GEORGIA_TECH, AANIIIH_NAKODA, GEORGIA_TECH];
    const response = await get(cookie, `/api/recommendations/chances?${ids.map((id) => `id=${id}`).join('&')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { chances } = chancesResponseSchema.parse(response.json());
    expect(chances.map((entry) => entry.schoolId)).toEqual([ABILENE_CHRISTIAN, GEORGIA_TECH, AANIIIH_NAKODA]);
    for (const { schoolId, chance } of chances) {
      const fit = schoolFitResponseSchema.parse((await get(cookie, `/api/schools/${schoolId}/fit`)).json()).fit;
      expect(chance, String(schoolId)).toEqual(fit.chance);
    }
    expect(chances[1]!.chance).toMatchObject({ label: 'reach' });
    expect(chances[1]!.chance.low).not.toBeNull();
  });

  it('answers as many schools as a few pages of cards, and follows a profile change', async () => {
    const cookie = await studentWithScore();
    const ids = testCatalog()
      .schools.slice(0, CHANCES_MAX_IDS)
      .map((school) => school.id);
    const all = chancesResponseSchema.parse(
      (await get(cookie, `/api/recommendations/chances?${ids.map((id) => `id=${id}`).join('&')}`)).json(),
    );
    expect(all.chances).toHaveLength(CHANCES_MAX_IDS);

    const before = chancesResponseSchema.parse((await get(cookie, `/api/recommendations/chances?id=${GEORGIA_TECH}`)).json());
    const higher = buildProfileBody({ gpa: null, satTotal: 1550, satReading: null, satMath: null, act: null, intendedMajors: [] });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: higher })).statusCode).toBe(200);
    const after = chancesResponseSchema.parse((await get(cookie, `/api/recommendations/chances?id=${GEORGIA_TECH}`)).json());
    expect(after.chances[0]!.chance.estimate!).toBeGreaterThan(before.chances[0]!.chance.estimate!);
  });

  it('answers 401 signed out and 400 naming `id` for missing, bad or too many ids', async () => {
    const signedOut = await get(null, `/api/recommendations/chances?id=${GEORGIA_TECH}`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');

    const cookie = await studentWithScore();
    const tooMany = Array.from({ length: CHANCES_MAX_IDS + 1 }, (_, index) => `id=${100000 + index}`).join('&');
    for (const query of ['', '?id=', '?id=abc', '?id=-1', '?id=1.5', `?id=${'9'.repeat(12)}`, `?${tooMany}`]) {
      const response = await get(cookie, `/api/recommendations/chances${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: 'invalid_request', fields: { id: expect.stringContaining('Give 1 to 60') } });
    }
    const unknownParam = await get(cookie, `/api/recommendations/chances?id=${GEORGIA_TECH}&ids=1`);
    expect(unknownParam.statusCode).toBe(400);
    expect(unknownParam.json().fields).toHaveProperty('ids');
  });
});
