import type { Page } from '@playwright/test';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { Application } from '@campuspath/contract/applications';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import type { SignupBody } from '@campuspath/contract/auth';
import { buildApplicationBody, type SignupFields } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect } from './fixtures.ts';

/** What the reminders and notifications specs share: two schools, one zone, a student in season. */
export const MIT = { id: 166683, name: 'Massachusetts Institute of Technology' };
export const YALE = { id: 130794, name: 'Yale University' };
export const titleOf = (school: { name: string }, round = 'Early Action') => `${school.name} – ${round} deadline`;
// Both schools' zone, and the browser's (each spec sets `timezoneId` to it), so "5 days left" is the same count everywhere.
export const ZONE = 'America/New_York';

export const inDays = (days: number) => addDaysIso(dateIn(ZONE, new Date()), days);

/** A student whose graduation year's cycle contains today, so the timeline is in season. */
export async function signUpInSeason(page: Page, overrides: Partial<SignupBody> = {}): Promise<SignupFields> {
  return signUpViaApi(page, { graduationYear: currentEntryYear(new Date(`${dateIn(ZONE, new Date())}T12:00:00`)), ...overrides });
}

export async function createApplication(page: Page, school: { id: number }, daysAway: number): Promise<Application> {
  const body = buildApplicationBody({ schoolId: school.id, deadline: inDays(daysAway) });
  const response = await page.request.post('/api/applications', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}

export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
