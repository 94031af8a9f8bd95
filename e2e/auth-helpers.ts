import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';

export interface TestStudent {
  name: string;
  email: string;
  password: string;
  graduationYear: number;
}

/** A new student with unique details. */
export function newStudent(overrides: Partial<TestStudent> = {}): TestStudent {
  const unique = randomBytes(5).toString('hex');
  return { name: `Jordan ${unique}`, email: `jordan-${unique}@example.com`, password: `blue lantern ${unique}`, graduationYear: 2027, ...overrides };
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
