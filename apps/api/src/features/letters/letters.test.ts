import { describe, expect, it } from 'vitest';
import { letterListResponseSchema, letterResponseSchema, type CreateLetterBody, type Letter } from '@campuspath/contract/letters';
import { newId } from '../../lib/ids.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveToday } from './letters.service.ts';

const ctx = useTestApp();

const MIT = 166683;
const STANFORD = 243744;
const utcToday = () => new Date().toISOString().slice(0, 10);

async function addRecommender(student: SignedInUser, overrides: Partial<CreateLetterBody> = {}): Promise<Letter> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/letters',
    headers: { cookie: student.cookie },
    payload: {
      recommenderName: 'Dr. Ana Ruiz',
      recommenderTitle: 'AP Chemistry teacher',
      recommenderEmail: 'ana.ruiz@school.example',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return letterResponseSchema.parse(response.json()).letter;
}

const send = (student: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: student.cookie }, ...(payload ? { payload } : {}) });

describe('recommenders', () => {
  it('adds a recommender as not requested, with university names from the catalogue', async () => {
    const student = await signUp(ctx.app);
    const created = await addRecommender(student, { schoolIds: [MIT, STANFORD, MIT], dueDate: '2030-11-01', notes: 'Met in September' });
    expect(created).toMatchObject({
      recommenderName: 'Dr. Ana Ruiz',
      recommenderTitle: 'AP Chemistry teacher',
      recommenderEmail: 'ana.ruiz@school.example',
      status: 'not-requested',
      dateRequested: null,
      dueDate: '2030-11-01',
      lastReminder: null,
      notes: 'Met in September',
      schools: [
        { id: MIT, name: 'Massachusetts Institute of Technology', slug: 'massachusetts-institute-of-technology' },
        { id: STANFORD, name: 'Stanford University', slug: 'stanford-university' },
      ],
    });
    const one = await send(student, 'GET', `/api/letters/${created.id}`);
    expect(letterResponseSchema.parse(one.json()).letter).toEqual(created);
  });

  it('lists soonest due first, undated last', async () => {
    const student = await signUp(ctx.app);
    const undated = await addRecommender(student, { recommenderName: 'Undated' });
    const later = await addRecommender(student, { recommenderName: 'Later', dueDate: '2031-01-10' });
    const sooner = await addRecommender(student, { recommenderName: 'Sooner', dueDate: '2030-12-01' });
    const list = letterListResponseSchema.parse((await send(student, 'GET', '/api/letters')).json());
    expect(list.letters.map((letter) => letter.id)).toEqual([sooner.id, later.id, undated.id]);
  });

  it('names each invalid field: name required, email valid, dates real, universities from the catalogue', async () => {
    const student = await signUp(ctx.app);
    const response = await send(student, 'POST', '/api/letters', {
      recommenderName: '  ',
      recommenderEmail: 'not-an-email',
      dueDate: '2030-02-30',
      status: 'lost',
      extra: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      recommenderName: "Enter the recommender's name",
      recommenderEmail: 'Enter a valid email address',
      dueDate: 'Enter a date as YYYY-MM-DD',
      status: 'Choose a status',
      extra: 'Unknown parameter',
    });
    const missing = await send(student, 'POST', '/api/letters', {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['recommenderEmail', 'recommenderName']);

    const unknownSchool = await send(student, 'POST', '/api/letters', {
      recommenderName: 'A',
      recommenderEmail: 'a@b.example',
      schoolIds: [MIT, 999999],
    });
    expect(unknownSchool.statusCode).toBe(400);
    expect(unknownSchool.json().fields).toEqual({ schoolIds: 'No university has the id 999999' });
    const list = await send(student, 'GET', '/api/letters');
    expect(list.json().letters).toEqual([]);
  });

  it('edits every field and deletes', async () => {
    const student = await signUp(ctx.app);
    const created = await addRecommender(student);
    const changes = {
      recommenderName: 'Ms. Lee',
      recommenderTitle: 'Counselor',
      recommenderEmail: 'LEE@School.example',
      status: 'in-progress',
      dateRequested: '2030-09-01',
      dueDate: '2030-10-15',
      lastReminder: '2030-09-20',
      schoolIds: [STANFORD],
      notes: 'Sent brag sheet',
    };
    const updated = await send(student, 'PATCH', `/api/letters/${created.id}`, changes);
    expect(updated.statusCode).toBe(200);
    const { schoolIds: _ids, ...edited } = changes;
    expect(updated.json().letter).toMatchObject({
      ...edited,
      schools: [{ id: STANFORD, name: 'Stanford University', slug: 'stanford-university' }],
    });
    const cleared = await send(student, 'PATCH', `/api/letters/${created.id}`, { dueDate: null, schoolIds: [] });
    expect(cleared.json().letter).toMatchObject({ dueDate: null, schools: [], recommenderName: 'Ms. Lee' });
    const invalid = await send(student, 'PATCH', `/api/letters/${created.id}`, { recommenderEmail: 'x@', recommenderName: '' });
    expect(invalid.json().fields).toEqual({
      recommenderEmail: 'Enter a valid email address',
      recommenderName: "Enter the recommender's name",
    });

    expect((await send(student, 'DELETE', `/api/letters/${created.id}`)).statusCode).toBe(204);
    expect((await send(student, 'GET', `/api/letters/${created.id}`)).statusCode).toBe(404);
  });
});

describe('Send Request and Send Reminder', () => {
  it('Send Request moves not-requested to requested today, once', async () => {
    const student = await signUp(ctx.app);
    const created = await addRecommender(student);
    const response = await send(student, 'POST', `/api/letters/${created.id}/request`, { today: utcToday() });
    expect(response.statusCode).toBe(200);
    expect(response.json().letter).toMatchObject({ status: 'requested', dateRequested: utcToday(), lastReminder: null });
    const again = await send(student, 'POST', `/api/letters/${created.id}/request`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'invalid_status', message: 'This letter has already been requested' });
  });

  it('Send Reminder records today for requested and in-progress letters only', async () => {
    const student = await signUp(ctx.app);
    const notRequested = await addRecommender(student);
    const refused = await send(student, 'POST', `/api/letters/${notRequested.id}/remind`);
    expect(refused.statusCode).toBe(409);

    for (const status of ['requested', 'in-progress'] as const) {
      const letter = await addRecommender(student, { status, dateRequested: '2030-01-05' });
      const response = await send(student, 'POST', `/api/letters/${letter.id}/remind`);
      expect(response.statusCode).toBe(200);
      expect(response.json().letter).toMatchObject({ status, dateRequested: '2030-01-05', lastReminder: utcToday() });
    }
    for (const status of ['completed', 'declined'] as const) {
      const letter = await addRecommender(student, { status });
      expect((await send(student, 'POST', `/api/letters/${letter.id}/remind`)).statusCode).toBe(409);
    }
  });

  it("uses the student's own date when it is within a day of UTC, and refuses other dates", async () => {
    const now = new Date('2030-03-10T02:00:00Z');
    expect(resolveToday(undefined, now)).toBe('2030-03-10');
    expect(resolveToday('2030-03-09', now)).toBe('2030-03-09');
    expect(resolveToday('2030-03-11', now)).toBe('2030-03-11');
    expect(() => resolveToday('2030-03-12', now)).toThrow("Use today's date");

    const student = await signUp(ctx.app);
    const letter = await addRecommender(student);
    const response = await send(student, 'POST', `/api/letters/${letter.id}/request`, { today: '2001-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ today: "Use today's date" });
  });
});

describe('ownership and sign-in', () => {
  it('answers 404 to another student on every route and never lists their letters', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const letter = await addRecommender(owner, { status: 'requested' });
    const attempts: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `/api/letters/${letter.id}`],
      ['PATCH', `/api/letters/${letter.id}`, { notes: 'mine' }],
      ['DELETE', `/api/letters/${letter.id}`],
      ['POST', `/api/letters/${letter.id}/request`],
      ['POST', `/api/letters/${letter.id}/remind`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await send(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Letter not found' });
    }
    expect((await send(other, 'GET', '/api/letters')).json()).toEqual({ letters: [] });
    const mine = await send(owner, 'GET', `/api/letters/${letter.id}`);
    expect(mine.json().letter).toMatchObject({ notes: '', lastReminder: null });
  });

  it('answers 401 without a session', async () => {
    const id = newId();
    const responses = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/letters' }),
      ctx.app.inject({ method: 'POST', url: '/api/letters', payload: { recommenderName: 'A', recommenderEmail: 'a@b.example' } }),
      ctx.app.inject({ method: 'PATCH', url: `/api/letters/${id}`, payload: {} }),
      ctx.app.inject({ method: 'POST', url: `/api/letters/${id}/request` }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });
});
