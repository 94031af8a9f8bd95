import type { SignupBody, User } from '@campuspath/contract/auth';
import { buildSignupBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';
import { linkToken, type TestMail } from './test-mail.ts';

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

/**
 * Opens the newest verification link the app emailed to `address` (read from the test outbox), as
 * the student clicking it would; returns the answer. Throws when no such email arrived.
 */
export async function openVerificationLink(app: App, mail: TestMail, address: string) {
  const emails = await mail.to(address);
  const token = linkToken(emails.filter((email) => email.text.includes('/verify-email?token=')).at(-1), '/verify-email');
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

/** A signed-up student whose address is verified (as reminder emails need). */
export async function signUpVerified(app: App, mail: TestMail, overrides: Partial<SignupBody> = {}): Promise<SignedInUser> {
  const student = await signUp(app, overrides);
  const opened = await openVerificationLink(app, mail, student.email);
  if (opened.statusCode !== 200) throw new Error(`Verification failed: ${opened.statusCode} ${opened.body}`);
  return { ...student, user: { ...student.user, emailVerified: true } };
}

/**
 * Signs the account in again and returns it with the new session: after a test moves the app's
 * clock past SESSION_DAYS, the sessions it started earlier have expired like any other.
 */
export async function signInAgain(app: App, account: SignedInUser): Promise<SignedInUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return { ...account, cookie: sessionCookieFrom(response.headers['set-cookie']) };
}
