import { expect } from 'vitest';
import type { ProfileBody } from '@campuspath/contract/profile';
import { recommendationsResponseSchema, schoolFitResponseSchema } from '@campuspath/contract/recommendations';
import { buildProfileBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';
import { signUp } from './factories.ts';

/** Requests the school-fit and recommendations tests share. */

/** Admits 16.5%, requires tests, SAT middle 50% 1330-1530, ACT 28-34 (fall 2023). */
export const GEORGIA_TECH = 139755;
/** Test-optional, admits 66%. */
export const ABILENE_CHRISTIAN = 222178;
/** Open admission, no admission rate. */
export const AANIIIH_NAKODA = 180203;

/** GPA 3.8 and a major, no test score: each test adds what it needs. */
export const FIT_PROFILE: ProfileBody = buildProfileBody({ satTotal: null });

/** A new student's cookie, with FIT_PROFILE and `profile` saved over it (no profile for null). */
export async function fitStudent(app: App, profile: Partial<ProfileBody> | null) {
  const { cookie } = await signUp(app);
  if (profile) {
    const saved = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...FIT_PROFILE, ...profile } });
    expect(saved.statusCode).toBe(200);
  }
  return cookie;
}

export const getAs = (app: App, cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

export async function fitAt(app: App, cookie: string, id: number | string) {
  const response = await getAs(app, cookie, `/api/schools/${id}/fit`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return schoolFitResponseSchema.parse(response.json());
}

export async function recommendationsFor(app: App, cookie: string, query = '') {
  const response = await getAs(app, cookie, `/api/recommendations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return recommendationsResponseSchema.parse(response.json());
}
