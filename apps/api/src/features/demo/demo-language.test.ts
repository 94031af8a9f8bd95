import { describe, expect, it } from 'vitest';
import { signedInResponseSchema } from '@campuspath/contract/auth';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { classPlanListResponseSchema } from '@campuspath/contract/class-plans';
import { highSchoolListResponseSchema } from '@campuspath/contract/high-schools';
import { offerListResponseSchema } from '@campuspath/contract/offers';
import { rosterResponseSchema } from '@campuspath/contract/rosters';
import { sessionCookieFrom } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A demo speaks the language of the page it was started from: what its sample student or sample
 * school "typed" (tasks, notes, titles, "(sample)" names) is written in it, and the account keeps it.
 */
const ctx = useTestApp();

async function startDemo(role: 'student' | 'counselor', locale: 'en' | 'es') {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role, locale } });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
  const [school] = highSchoolListResponseSchema.parse((await get('/api/high-schools')).json()).highSchools;
  return { user: signedInResponseSchema.parse(response.json()).user, cookie, get, school: school! };
}

describe('the demo in the page’s language', () => {
  it('writes what the sample student typed in the language of the page it was started from', async () => {
    const { user, get } = await startDemo('student', 'es');
    expect(user.locale).toBe('es');
    const tasks = (await get('/api/tasks')).json() as { tasks: { title: string }[] };
    expect(tasks.tasks.map((task) => task.title)).toContain('Enviar la FAFSA');
    expect(tasks.tasks.map((task) => task.title)).not.toContain('Submit the FAFSA');
    const offers = offerListResponseSchema.parse((await get('/api/offers')).json());
    expect(offers.offers[0]!.entries.notes).toBe('Oferta de ejemplo: cifras inventadas para la demostración, no las de la universidad.');
    const profile = (await get('/api/profile')).json() as { termGpas: { term: string }[] };
    expect(profile.termGpas[0]!.term).toMatch(/^Otoño \d{4}$/);
    // The English page's demo, and a body naming no language, stay in English.
    const english = await startDemo('student', 'en');
    expect(english.user.locale).toBe('en');
    const englishTasks = (await english.get('/api/tasks')).json() as typeof tasks;
    expect(englishTasks.tasks.map((task) => task.title)).toContain('Submit the FAFSA');
  });

  it("writes the sample school's and students' words in the language of the page it was started from", async () => {
    const { get, school } = await startDemo('counselor', 'es');
    expect(school.name).toBe('Escuela secundaria de ejemplo (demostración)');
    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school.id}/caseload`)).json());
    expect(caseload.students.every((student) => student.name.endsWith('(ejemplo)'))).toBe(true);
    const roster = rosterResponseSchema.parse((await get(`/api/high-schools/${school.id}/roster`)).json());
    expect(new Set(roster.students.map((student) => student.group))).toEqual(new Set(['Seminario de último año (ejemplo)']));
    expect(roster.teachers.map((teacher) => teacher.name)).toContain('Mr. Sam Okafor (docente de ejemplo)');
    const plans = classPlanListResponseSchema.parse((await get(`/api/high-schools/${school.id}/class-plans`)).json()).plans;
    expect(plans.map((plan) => plan.title)).toEqual(['Plan de ejemplo: otoño del último año']);
  });
});
