import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ProfileBody } from '@campuspath/contract/profile';

export interface TestStudent {
  name: string;
  email: string;
  password: string;
  graduationYear: number;
}

/** A new student with unique details. */
export function newStudent(overrides: Partial<TestStudent> = {}): TestStudent {
  const unique = randomBytes(5).toString('hex');
  return {
    name: `Jordan ${unique}`,
    email: `jordan-${unique}@example.com`,
    password: `blue lantern ${unique}`,
    graduationYear: 2027,
    ...overrides,
  };
}

/**
 * Signs a new student up through the API with the page's own cookie jar, so the page is signed
 * in (for journeys that are not about signing up). Returns the student.
 */
export async function signUpViaApi(page: Page, overrides: Partial<TestStudent> = {}): Promise<TestStudent> {
  const student = newStudent(overrides);
  const response = await page.request.post('/api/auth/signup', { data: student });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return student;
}

/** A complete academic profile (GPA, SAT, a major), for journeys that need recommendations. */
export const COMPLETE_PROFILE: ProfileBody = {
  gpa: 3.8,
  weightedGpa: null,
  termGpas: [],
  satTotal: 1400,
  satReading: null,
  satMath: null,
  act: null,
  courses: [],
  classRank: null,
  classSize: null,
  intendedMajors: ['11'],
  preferences: { regions: [], sizes: [], budget: null, settings: [] },
  incomeBand: null,
};

/** Saves the signed-in page's academic profile through the API (COMPLETE_PROFILE plus overrides). */
export async function saveProfileViaApi(page: Page, overrides: Partial<ProfileBody> = {}): Promise<void> {
  const response = await page.request.put('/api/profile', { data: { ...COMPLETE_PROFILE, ...overrides } });
  if (response.status() !== 200) throw new Error(`profile save failed: ${response.status()} ${await response.text()}`);
}
