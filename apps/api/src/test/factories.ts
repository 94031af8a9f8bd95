import { randomBytes } from 'node:crypto';
import type { SignupBody, User } from '@campuspath/contract/auth';
import type { App } from '../app.ts';

let counter = 0;

/** A valid sign-up body with unique values; override any field. */
export function buildSignup(overrides: Partial<SignupBody> = {}): SignupBody & { email: string; password: string } {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}`;
  return {
    name: `Student ${counter}`,
    email: `student-${unique}@example.com`,
    password: `correct horse ${unique}`,
    graduationYear: 2027,
    ...overrides,
  } as SignupBody & { email: string; password: string };
}

export interface SignedInUser {
  user: User;
  /** `Cookie` header value carrying the session. */
  cookie: string;
  email: string;
  password: string;
}

/** The `campuspath_session=…` pair from a response's Set-Cookie. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((value) => value.startsWith('campuspath_session='));
  if (!found) throw new Error('No session cookie was set');
  return found.split(';')[0]!;
}

/** Signs up a new student through the API and returns their session cookie. */
export async function signUp(app: App, overrides: Partial<SignupBody> = {}, headers: Record<string, string> = {}): Promise<SignedInUser> {
  const body = buildSignup(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    user: (response.json() as { user: User }).user,
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    email: body.email,
    password: body.password,
  };
}
