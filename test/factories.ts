import { randomBytes } from 'node:crypto';
import type { CreateApplicationBody } from '@campuspath/contract/applications';
import type { SignupBody } from '@campuspath/contract/auth';
import type { CreateEssayBody } from '@campuspath/contract/essays';
import type { CreateHighSchoolBody } from '@campuspath/contract/high-schools';
import type { CreateLetterBody } from '@campuspath/contract/letters';
import type { ProfileBody } from '@campuspath/contract/profile';
import type { CreateTaskBody } from '@campuspath/contract/tasks';

/**
 * Request bodies for tests, e2e specs and benchmarks (style guide, "Tests": factories build valid
 * objects with overrides and unique values). Shared by the API's integration tests and the
 * Playwright specs, so this module imports only contract types and Node: never server or
 * browser code. Database-level helpers that need the app live in apps/api/src/test/.
 */

let counter = 0;

/** A value no other call in any process returns (time, a counter and random bytes). */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}`;
}

/** A sign-up body with every field set. */
export type SignupFields = Required<SignupBody>;

/** `POST /api/auth/signup`: a new student with a unique name, email and password. */
export function buildSignupBody(overrides: Partial<SignupBody> = {}): SignupFields {
  const unique = uniqueSuffix();
  return {
    name: `Student ${unique}`,
    email: `student-${unique}@example.com`,
    password: `correct horse ${unique}`,
    graduationYear: 2027,
    ...overrides,
  } as SignupFields;
}

/**
 * `PUT /api/profile`: a complete academic profile (a GPA, an SAT total and a major, so
 * `profileComplete` is true and recommendations have what they need); every other field empty.
 */
export function buildProfileBody(overrides: Partial<ProfileBody> = {}): ProfileBody {
  return {
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
    preferences: { regions: [], states: [], sizes: [], budget: null, settings: [] },
    incomeBand: null,
    ...overrides,
  };
}

/** `POST /api/applications`: an Early Action application to the given school. */
export function buildApplicationBody(
  overrides: Partial<CreateApplicationBody> & Pick<CreateApplicationBody, 'schoolId'>,
): CreateApplicationBody {
  return { round: 'early-action', ...overrides };
}

/** `POST /api/tasks`: a task with a unique title. */
export function buildTaskBody(overrides: Partial<CreateTaskBody> = {}): CreateTaskBody {
  return { title: `Task ${uniqueSuffix()}`, ...overrides };
}

/** `POST /api/essays`: an essay with a unique title. */
export function buildEssayBody(overrides: Partial<CreateEssayBody> = {}): CreateEssayBody {
  return { title: `Essay ${uniqueSuffix()}`, ...overrides };
}

/** `POST /api/letters`: a letter from a recommender with a unique name and email. */
export function buildLetterBody(overrides: Partial<CreateLetterBody> = {}): CreateLetterBody {
  const unique = uniqueSuffix();
  return { recommenderName: `Teacher ${unique}`, recommenderEmail: `teacher-${unique}@school.example`, ...overrides };
}

/** `POST /api/high-schools`: a high school with a unique name. */
export function buildHighSchoolBody(overrides: Partial<CreateHighSchoolBody> = {}): CreateHighSchoolBody {
  return { name: `Lincoln High ${uniqueSuffix()}`, city: 'Springfield', state: 'IL', ...overrides };
}
