import { describe, expect, it } from 'vitest';
import { mergeSavedSchoolsResponseSchema, savedSchoolSchema, savedSchoolsResponseSchema } from '@campuspath/contract/saved-schools';
import { SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const MIT = 166683;
const MICHIGAN = 170976;
const WILLIAMS = 168342;
/** A six-digit id that is no college in the catalogue. */
const UNKNOWN = 999999;

const save = (cookie: string, id: number | string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/saved-schools/${id}`, headers: { cookie } });
const remove = (cookie: string, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/saved-schools/${id}`, headers: { cookie } });
const merge = (cookie: string, schoolIds: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/saved-schools/merge', headers: { cookie }, payload: { schoolIds } });
const list = async (cookie: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/saved-schools', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return savedSchoolsResponseSchema.parse(response.json());
};
const ids = async (cookie: string) => (await list(cookie)).results.map((item) => item.schoolId);

describe('saving and removing', () => {
  it('starts empty, saves with the catalogue card, lists newest first and removes', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(await list(cookie)).toEqual({ results: [], count: 0 });

    const first = await save(cookie, MIT);
    expect(first.statusCode).toBe(200);
    const saved = savedSchoolSchema.parse(first.json());
    expect(saved.school).toMatchObject({ id: MIT, name: 'Massachusetts Institute of Technology', slug: expect.any(String) });
    await save(cookie, MICHIGAN);
    await save(cookie, WILLIAMS);
    const all = await list(cookie);
    expect(all.count).toBe(3);
    expect(all.results.map((item) => item.schoolId)).toEqual([WILLIAMS, MICHIGAN, MIT]);
    expect(all.results[2]!.school.name).toBe('Massachusetts Institute of Technology');

    expect((await remove(cookie, MICHIGAN)).statusCode).toBe(204);
    expect(await ids(cookie)).toEqual([WILLIAMS, MIT]);
  });

  it('is idempotent: saving twice keeps one entry and its first time; removing twice is fine', async () => {
    const { cookie } = await signUp(ctx.app);
    const first = savedSchoolSchema.parse((await save(cookie, MIT)).json());
    const again = await save(cookie, MIT);
    expect(again.statusCode).toBe(200);
    expect(savedSchoolSchema.parse(again.json()).savedAt).toBe(first.savedAt);
    expect(await ids(cookie)).toEqual([MIT]);
    expect((await remove(cookie, MIT)).statusCode).toBe(204);
    expect((await remove(cookie, MIT)).statusCode).toBe(204);
    expect(await ids(cookie)).toEqual([]);
  });

  it('answers 400 naming schoolId for an unknown or malformed id', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const id of [UNKNOWN, 'abc', '1.5', 0, -3, 'massachusetts-institute-of-technology']) {
      const response = await save(cookie, id);
      expect(response.statusCode, String(id)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['schoolId']);
    }
    expect((await save(cookie, UNKNOWN)).json().fields.schoolId).toBe('No university has this id');
    expect((await remove(cookie, 'abc')).statusCode).toBe(400);
    expect(await ids(cookie)).toEqual([]);
  });

  it(`stops at ${SAVED_SCHOOLS_MAX} saved schools with a message`, async () => {
    const { cookie } = await signUp(ctx.app);
    const schools = testCatalog().schools.slice(0, SAVED_SCHOOLS_MAX + 1);
    expect(
      (
        await merge(
          cookie,
          schools.slice(0, SAVED_SCHOOLS_MAX).map((school) => school.id),
        )
      ).statusCode,
    ).toBe(200);
    const over = await save(cookie, schools[SAVED_SCHOOLS_MAX]!.id);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'saved_schools_full',
      message: 'You can save up to 200 universities. Remove one to save another.',
    });
    // Saving one already saved is still fine at the limit.
    expect((await save(cookie, schools[0]!.id)).statusCode).toBe(200);
    expect((await list(cookie)).count).toBe(SAVED_SCHOOLS_MAX);
  });

  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/saved-schools'],
      ['PUT', `/api/saved-schools/${MIT}`],
      ['DELETE', `/api/saved-schools/${MIT}`],
      ['POST', '/api/saved-schools/merge'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: { schoolIds: [MIT] } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('ownership', () => {
  it("never lists or removes another student's saved schools", async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await save(first.cookie, MIT);
    await save(first.cookie, WILLIAMS);
    expect(await ids(second.cookie)).toEqual([]);
    // The second student's remove and merge touch only their own list.
    expect((await remove(second.cookie, MIT)).statusCode).toBe(204);
    await merge(second.cookie, [MICHIGAN]);
    expect(await ids(first.cookie)).toEqual([WILLIAMS, MIT]);
    expect(await ids(second.cookie)).toEqual([MICHIGAN]);
  });
});

describe('POST /api/saved-schools/merge', () => {
  it('adds signed-out bookmarks in order (the last one newest), skips unknown ids and is idempotent', async () => {
    const { cookie } = await signUp(ctx.app);
    await save(cookie, MICHIGAN);
    const response = await merge(cookie, [MIT, UNKNOWN, MICHIGAN, WILLIAMS, MIT]);
    expect(response.statusCode).toBe(200);
    expect(mergeSavedSchoolsResponseSchema.parse(response.json())).toEqual({
      merged: [MIT, MICHIGAN, WILLIAMS],
      unknown: [UNKNOWN],
      overLimit: [],
      count: 3,
    });
    expect(await ids(cookie)).toEqual([WILLIAMS, MIT, MICHIGAN]);

    const again = await merge(cookie, [MIT, WILLIAMS]);
    expect(again.json()).toEqual({ merged: [MIT, WILLIAMS], unknown: [], overLimit: [], count: 3 });
    expect(await ids(cookie)).toEqual([WILLIAMS, MIT, MICHIGAN]);
    expect((await merge(cookie, [])).json()).toMatchObject({ merged: [], count: 3 });
  });

  it('reports the ids past the limit instead of failing', async () => {
    const { cookie } = await signUp(ctx.app);
    const schools = testCatalog()
      .schools.slice(0, SAVED_SCHOOLS_MAX + 2)
      .map((school) => school.id);
    await merge(cookie, schools.slice(2));
    const response = await merge(cookie, schools.slice(0, 2));
    expect(response.json()).toEqual({ merged: [], unknown: [], overLimit: schools.slice(0, 2), count: SAVED_SCHOOLS_MAX });
  });

  it('answers 400 naming the field for a bad body', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const schoolIds of ['166683', ['abc'], [1.5], Array.from({ length: SAVED_SCHOOLS_MAX + 1 }, (_, index) => index + 1)]) {
      const response = await merge(cookie, schoolIds);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['schoolIds']);
    }
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-schools/merge',
      headers: { cookie },
      payload: { schoolIds: [], all: true },
    });
    expect(extra.json().fields).toEqual({ all: 'Unknown parameter' });
  });
});
