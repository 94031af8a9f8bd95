import { describe, expect, it } from 'vitest';
import { compareListResponseSchema, compareResponseSchema } from '@campuspath/contract/compare';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const MIT = 166683;
const MICHIGAN = 170976;
const WILLIAMS = 168342;
/** A six-digit id that is no college in the catalogue. */
const UNKNOWN = 999999;

const slugOf = (id: number) => testCatalog().find(String(id))!.slug;

const compare = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/compare?${query}`, headers });
const getList = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/compare-list', headers: { cookie } });
const putList = (cookie: string, schoolIds: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/compare-list', headers: { cookie }, payload: { schoolIds } });
const listIds = async (cookie: string) => {
  const response = await getList(cookie);
  expect(response.statusCode).toBe(200);
  return compareListResponseSchema.parse(response.json()).schoolIds;
};

describe('GET /api/compare', () => {
  it('answers the schools in full, in the order asked, by UNITID or slug', async () => {
    const response = await compare(`ids=${WILLIAMS},${slugOf(MIT)},${MICHIGAN}`);
    expect(response.statusCode).toBe(200);
    const body = compareResponseSchema.parse(response.json());
    expect(body.schools.map((school) => school.id)).toEqual([WILLIAMS, MIT, MICHIGAN]);
    expect(body.missing).toEqual([]);
    expect(body.schools[1]).toMatchObject({ name: 'Massachusetts Institute of Technology', slug: slugOf(MIT) });
    // The same detail the university page gets.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/schools/${MIT}` });
    expect(body.schools[1]).toEqual(detail.json());
  });

  it('accepts a repeated ids parameter and lists ids the catalogue does not know', async () => {
    const response = await compare(`ids=${MIT}&ids=${UNKNOWN}&ids=no-such-college`);
    expect(response.statusCode).toBe(200);
    const body = compareResponseSchema.parse(response.json());
    expect(body.schools.map((school) => school.id)).toEqual([MIT]);
    expect(body.missing).toEqual([String(UNKNOWN), 'no-such-college']);
  });

  it('shows a school asked for twice (by UNITID and by slug) once', async () => {
    const body = compareResponseSchema.parse((await compare(`ids=${MIT},${slugOf(MIT)}`)).json());
    expect(body.schools.map((school) => school.id)).toEqual([MIT]);
  });

  it('is cacheable: ETag and Cache-Control, 304 when unchanged, one ETag per canonical list', async () => {
    const first = await compare(`ids=${MIT},${MICHIGAN}`);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await compare(`ids=${MIT},${MICHIGAN}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same schools by slug are the same comparison; another order is another one.
    expect((await compare(`ids=${slugOf(MIT)}, ${MICHIGAN}`)).headers.etag).toBe(etag);
    expect((await compare(`ids=${MICHIGAN},${MIT}`)).headers.etag).not.toBe(etag);
  });

  it('answers 400 naming ids for none, too many, duplicates and garbage', async () => {
    const seven = testCatalog()
      .schools.slice(0, COMPARE_MAX + 1)
      .map((school) => school.id)
      .join(',');
    for (const query of [
      '',
      'ids=',
      'ids=,,',
      `ids=${seven}`,
      `ids=${MIT},${MIT}`,
      'ids=%3Cscript%3E',
      `ids=${'a'.repeat(201)}`,
      'ids=1.5',
    ]) {
      const response = await compare(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual(['ids']);
    }
    const unknownParam = await compare(`ids=${MIT}&sort=name`);
    expect(unknownParam.statusCode).toBe(400);
    expect(unknownParam.json().fields).toEqual({ sort: 'Unknown parameter' });
  });

  it(`takes exactly ${COMPARE_MAX} schools`, async () => {
    const six = testCatalog()
      .schools.slice(0, COMPARE_MAX)
      .map((school) => school.id);
    const body = compareResponseSchema.parse((await compare(`ids=${six.join(',')}`)).json());
    expect(body.schools.map((school) => school.id)).toEqual(six);
  });
});

describe('/api/compare-list', () => {
  it('starts empty, keeps the order it was given, and replaces the whole list', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(await listIds(cookie)).toEqual([]);

    const put = await putList(cookie, [WILLIAMS, MIT, MICHIGAN]);
    expect(put.statusCode).toBe(200);
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(put.json()).toEqual({ schoolIds: [WILLIAMS, MIT, MICHIGAN] });
    const get = await getList(cookie);
    expect(get.headers['cache-control']).toBe('private, no-store');
    expect(get.json()).toEqual({ schoolIds: [WILLIAMS, MIT, MICHIGAN] });

    expect((await putList(cookie, [MICHIGAN, WILLIAMS])).statusCode).toBe(200);
    expect(await listIds(cookie)).toEqual([MICHIGAN, WILLIAMS]);
    expect((await putList(cookie, [])).statusCode).toBe(200);
    expect(await listIds(cookie)).toEqual([]);
  });

  it('answers 400 naming schoolIds for too many, unknown, duplicate or malformed ids, and changes nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    await putList(cookie, [MIT]);
    const seven = testCatalog()
      .schools.slice(0, COMPARE_MAX + 1)
      .map((school) => school.id);
    for (const schoolIds of [seven, [MIT, UNKNOWN], [MIT, MIT], ['166683'], [1.5], [-1], 'abc', null]) {
      const response = await putList(cookie, schoolIds);
      expect(response.statusCode, JSON.stringify(schoolIds)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(schoolIds)).toEqual(['schoolIds']);
    }
    expect((await putList(cookie, [UNKNOWN])).json().fields.schoolIds).toBe(`No university has the id ${UNKNOWN}`);
    const missingBody = await ctx.app.inject({ method: 'PUT', url: '/api/compare-list', headers: { cookie }, payload: {} });
    expect(missingBody.statusCode).toBe(400);
    expect(Object.keys(missingBody.json().fields)).toEqual(['schoolIds']);
    expect(await listIds(cookie)).toEqual([MIT]);
  });

  it("never shows or changes another student's list", async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await putList(first.cookie, [MIT, MICHIGAN]);
    expect(await listIds(second.cookie)).toEqual([]);
    await putList(second.cookie, [WILLIAMS]);
    expect(await listIds(first.cookie)).toEqual([MIT, MICHIGAN]);
    expect(await listIds(second.cookie)).toEqual([WILLIAMS]);
  });

  it('needs a session: signed out (or never signed in) is a 401', async () => {
    const { cookie } = await signUp(ctx.app);
    await putList(cookie, [MIT]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await getList(cookie)).statusCode).toBe(401);
    expect((await putList(cookie, [MICHIGAN])).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/compare-list' })).statusCode).toBe(401);
  });

  it('is part of the data export and goes with the account', async () => {
    const { cookie, user, password } = await signUp(ctx.app);
    await putList(cookie, [MICHIGAN, MIT]);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(exported.json().compareList.map((row: { schoolId: number }) => row.schoolId)).toEqual([MICHIGAN, MIT]);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password } });
    expect(deleted.statusCode).toBe(204);
    const rows = await ctx.database.handle.db.selectFrom('compare_items').select('school_id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });
});
