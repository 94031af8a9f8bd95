import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@campuspath/contract/auth';
import { profileResponseSchema, type ProfileBody } from '@campuspath/contract/profile';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

/** A complete profile with every section filled in; override any field. */
function buildProfile(overrides: Partial<ProfileBody> = {}): ProfileBody {
  return buildProfileBody({
    gpa: 3.82,
    weightedGpa: 4.3,
    termGpas: [
      { term: 'Fall 2024', gpa: 3.7 },
      { term: 'Spring 2025', gpa: 3.9 },
    ],
    satTotal: 1450,
    satReading: 720,
    satMath: 730,
    act: 32,
    courses: [
      { name: 'AP Calculus BC', kind: 'AP', score: 5 },
      { name: 'IB Biology HL', kind: 'IB', score: 6 },
      { name: 'Honors Chemistry', kind: 'Honors', score: null },
      { name: 'AP Physics 1', kind: 'AP', score: null },
    ],
    classRank: 12,
    classSize: 340,
    intendedMajors: ['11', '27'],
    preferences: {
      regions: ['Northeast', 'West'],
      states: ['GA', 'TX'],
      sizes: ['medium', 'large'],
      budget: 45000,
      settings: ['city', 'suburb'],
    },
    incomeBand: '75-110k',
    ...overrides,
  });
}

const put = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: payload as object });
const get = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const session = async (cookie: string) =>
  sessionResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).user;

describe('GET /api/profile', () => {
  it('answers an empty profile before the first save', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await get(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      gpa: null,
      weightedGpa: null,
      termGpas: [],
      satTotal: null,
      satReading: null,
      satMath: null,
      act: null,
      courses: [],
      classRank: null,
      classSize: null,
      intendedMajors: [],
      preferences: { regions: [], states: [], sizes: [], budget: null, settings: [] },
      incomeBand: null,
      homeState: null,
      updatedAt: null,
    });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile', payload: buildProfile() })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves the whole profile, reads it back and replaces it on the next save', async () => {
    const { cookie } = await signUp(ctx.app);
    const body = buildProfile();
    const saved = await put(cookie, body);
    expect(saved.statusCode).toBe(200);
    const profile = profileResponseSchema.parse(saved.json());
    expect(profile).toMatchObject(body);
    expect(profile.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(profileResponseSchema.parse((await get(cookie)).json())).toEqual(profile);

    const replaced = await put(cookie, buildProfile({ courses: [], termGpas: [], act: null, intendedMajors: ['51'] }));
    expect(replaced.json()).toMatchObject({ courses: [], termGpas: [], act: null, intendedMajors: ['51'], satTotal: 1450 });
  });

  it('makes profileComplete true once GPA, a test score and a major are saved, and false again without them', async () => {
    const { cookie, user } = await signUp(ctx.app);
    expect(user.profileComplete).toBe(false);
    const partial = { ...buildProfile(), satTotal: null, satReading: null, satMath: null, act: null };
    await put(cookie, partial);
    expect((await session(cookie))?.profileComplete).toBe(false);
    await put(cookie, { ...partial, act: 30 });
    expect((await session(cookie))?.profileComplete).toBe(true);
    await put(cookie, { ...partial, act: 30, intendedMajors: [] });
    expect((await session(cookie))?.profileComplete).toBe(false);
  });

  it('works the SAT total out from both sections when it is left empty', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await put(cookie, buildProfile({ satTotal: null, satReading: 650, satMath: 700, act: null }));
    expect(response.json()).toMatchObject({ satTotal: 1350, satReading: 650, satMath: 700 });
    expect((await session(cookie))?.profileComplete).toBe(true);
  });

  it('trims text and accepts a profile with nothing in it', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await put(
      cookie,
      buildProfile({ termGpas: [{ term: '  Fall 2025 ', gpa: 4 }], courses: [{ name: ' AP Art History ', kind: 'AP', score: 3 }] }),
    );
    expect(response.json()).toMatchObject({
      termGpas: [{ term: 'Fall 2025', gpa: 4 }],
      courses: [{ name: 'AP Art History', kind: 'AP', score: 3 }],
    });
    const empty = {
      gpa: null,
      weightedGpa: null,
      termGpas: [],
      satTotal: null,
      satReading: null,
      satMath: null,
      act: null,
      courses: [],
      classRank: null,
      classSize: null,
      intendedMajors: [],
      preferences: { regions: [], sizes: [], budget: null, settings: [] },
      incomeBand: null,
    };
    expect((await put(cookie, empty)).statusCode).toBe(200);
  });

  it.each<[string, Partial<ProfileBody> | Record<string, unknown>, string, RegExp]>([
    ['SAT total above 1600', { satTotal: 1700, satReading: null, satMath: null }, 'satTotal', /400 to 1600/],
    ['SAT total below 400', { satTotal: 390, satReading: null, satMath: null }, 'satTotal', /400 to 1600/],
    ['SAT total not a step of 10', { satTotal: 1455, satReading: null, satMath: null }, 'satTotal', /steps of 10/],
    ['SAT section above 800', { satMath: 810 }, 'satMath', /200 to 800/],
    ['SAT total that is not the sum of the sections', { satTotal: 1500 }, 'satTotal', /plus math \(1450\)/],
    ['one SAT section and no total', { satTotal: null, satReading: 700, satMath: null }, 'satTotal', /both section scores/],
    ['GPA above 4.0', { gpa: 4.2 }, 'gpa', /at most 4\.0/],
    ['negative GPA', { gpa: -1 }, 'gpa', /below 0/],
    ['weighted GPA above 5.0', { weightedGpa: 5.1 }, 'weightedGpa', /at most 5\.0/],
    ['GPA as text', { gpa: 'A' }, 'gpa', /number/],
    ['ACT of 37', { act: 37 }, 'act', /1 to 36/],
    ['ACT of 0', { act: 0 }, 'act', /1 to 36/],
    ['rank past the class size', { classRank: 400, classSize: 340 }, 'classRank', /more than your class size/],
    ['rank without a class size', { classRank: 3, classSize: null }, 'classSize', /class size/],
    ['unknown major', { intendedMajors: ['99'] }, 'intendedMajors.0', /./],
    ['six majors', { intendedMajors: ['11', '14', '27', '26', '40', '42'] }, 'intendedMajors', /up to 5/],
    ['the same major twice', { intendedMajors: ['11', '11'] }, 'intendedMajors', /only once/],
    ['unknown region', { preferences: { regions: ['Mars'], sizes: [], budget: null, settings: [] } }, 'preferences.regions.0', /./],
    ['unknown state', { preferences: { regions: [], states: ['ZZ'], sizes: [], budget: null, settings: [] } }, 'preferences.states.0', /./],
    [
      'more than 10 states',
      {
        preferences: {
          regions: [],
          states: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA'],
          sizes: [],
          budget: null,
          settings: [],
        },
      },
      'preferences.states',
      /at most 10 states/,
    ],
    ['budget above 100,000', { preferences: { regions: [], sizes: [], budget: 100001, settings: [] } }, 'preferences.budget', /100,000/],
    ['unknown income band', { incomeBand: 'rich' }, 'incomeBand', /./],
    ['an unknown field', { nickname: 'Sam' }, 'nickname', /Unknown field/],
    // Found by the fuzz test: a name every object inherits was not reported.
    ['an unknown field named like an object property', { constructor: '' }, 'constructor', /Unknown field/],
  ])('names the field for %s', async (_case, overrides, field, message) => {
    const { cookie } = await signUp(ctx.app);
    const response = await put(cookie, { ...buildProfile(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect(response.json().fields[field]).toMatch(message);
  });

  it('names nested course and term fields by their full path', async () => {
    const { cookie } = await signUp(ctx.app);
    const courses = [
      { name: 'AP Calculus BC', kind: 'AP', score: 5 },
      { name: 'IB History', kind: 'IB', score: 7 },
      { name: 'AP Biology', kind: 'AP', score: 6 },
      { name: 'Honors English', kind: 'Honors', score: 4 },
      { name: '', kind: 'Online', score: null },
    ];
    const termGpas = [
      { term: 'Fall 2024', gpa: 3.5 },
      { term: 'fall 2024', gpa: 4.5 },
    ];
    const response = await put(cookie, { ...buildProfile(), courses, termGpas });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(fields['courses.2.score']).toBe('AP exam scores run from 1 to 5');
    expect(fields['courses.3.score']).toMatch(/no exam score/);
    expect(fields['courses.4.name']).toBe('Enter the course name');
    expect(fields['courses.4.kind']).toBe('Choose AP, IB, Honors or Dual enrollment');
    expect(fields['termGpas.1.gpa']).toMatch(/at most 4\.0/);
    expect(fields['courses.1.score']).toBeUndefined();
  });

  it('refuses too many terms and courses, and over-long names', async () => {
    const { cookie } = await signUp(ctx.app);
    const terms = Array.from({ length: 9 }, (_, index) => ({ term: `Term ${index}`, gpa: 3 }));
    const courses = Array.from({ length: 41 }, (_, index) => ({ name: `Course ${index}`, kind: 'Honors', score: null }));
    const response = await put(cookie, { ...buildProfile(), termGpas: terms, courses });
    expect(response.json().fields).toMatchObject({ termGpas: 'Add at most 8 terms', courses: 'Add at most 40 courses' });
    const long = await put(cookie, {
      ...buildProfile(),
      termGpas: [{ term: 'x'.repeat(41), gpa: 3 }],
      courses: [{ name: 'y'.repeat(101), kind: 'AP', score: null }],
    });
    expect(Object.keys(long.json().fields).sort()).toEqual(['courses.0.name', 'termGpas.0.term']);
  });

  it('answers 400, never 500, for bodies that are not a profile', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const payload of [[], { gpa: 3 }, 'text']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
    const missing = await put(cookie, { gpa: 3 });
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['termGpas', 'courses', 'preferences', 'intendedMajors']));
  });

  it("keeps each student's profile to themselves", async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await put(first.cookie, buildProfile());
    expect((await get(second.cookie)).json()).toMatchObject({ gpa: null, updatedAt: null });
    await put(second.cookie, buildProfile({ gpa: 2.5, intendedMajors: [] }));
    expect((await get(first.cookie)).json()).toMatchObject({ gpa: 3.82, intendedMajors: ['11', '27'] });
    expect((await session(first.cookie))?.profileComplete).toBe(true);
    expect((await session(second.cookie))?.profileComplete).toBe(false);
  });
});
