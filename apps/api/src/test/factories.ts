import type { SignupBody, User } from '@campuspath/contract/auth';
import { buildSignupBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';

/** Signing students up through the app; the request bodies come from the shared test/factories.ts. */

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
  const body = buildSignupBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    user: (response.json() as { user: User }).user,
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    email: body.email,
    password: body.password,
  };
}
