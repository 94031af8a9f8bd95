import { describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import { buildSignupBody } from '../../../../test/factories.ts';
import { sessionCookieFrom, signUp } from '../test/factories.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Authentication and sessions under attack: guessing passwords hits the rate limit,
 * a session cannot be fixed in advance, cookies carry the right flags, and signing out is final.
 * Behind a trusted proxy (X-Forwarded-For picks the client, X-Forwarded-Proto the scheme).
 */
const LIMITS = { perIp: 6, perEmail: 4, windowMs: 60_000 };
const ctx = useSecurityApp({ authRateLimits: LIMITS, trustProxy: true });

let nextIp = 1;
/** A client address of its own, so one test's attempts never count against another's. */
const freshIp = () => `198.51.100.${nextIp++}`;

const login = (email: string, password: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

function expectRateLimited(response: Response) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('password guessing', () => {
  it('stops one address trying many accounts, even once it guesses right', async () => {
    const victim = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const attacker = { 'x-forwarded-for': freshIp() };
    for (let index = 0; index < LIMITS.perIp; index += 1) {
      expect((await login(`someone-${index}@example.com`, 'password guess 1', attacker)).statusCode).toBe(401);
    }
    expectRateLimited(await login(`someone-else@example.com`, 'password guess 2', attacker));
    expectRateLimited(await login(victim.email, victim.password, attacker));
    // Another address is not blocked by the attacker's attempts.
    expect((await login(victim.email, victim.password, { 'x-forwarded-for': freshIp() })).statusCode).toBe(200);
  });

  it('stops many addresses trying one account, however the email is written', async () => {
    const victim = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    // Each guess from a client of its own: only the per-address cap (failed sign-ins from every client) can stop them.
    for (let index = 0; index < LIMITS.perEmail; index += 1) {
      expect((await login(victim.email, `guess number ${index}`, { 'x-forwarded-for': freshIp() })).statusCode).toBe(401);
    }
    expectRateLimited(await login(`  ${victim.email.toUpperCase()} `, 'another guess', { 'x-forwarded-for': freshIp() }));
    expectRateLimited(await login(victim.email, victim.password, { 'x-forwarded-for': freshIp() }));
  });

  it('stops a borrowed session guessing the password through account settings', async () => {
    const student = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        payload: { currentPassword, newPassword: 'a completely new passphrase 42' },
        headers: { cookie: student.cookie, 'x-forwarded-for': freshIp() },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await change(`wrong guess ${index}`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expectRateLimited(await change(student.password));
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: student.password },
      headers: { cookie: student.cookie },
    });
    expectRateLimited(remove);
    // Nothing changed: the account is there, with its old password.
    expect((await login(student.email, student.password, { 'x-forwarded-for': freshIp() })).statusCode).toBe(200);
  });
});

describe('session fixation', () => {
  it('never adopts a token the browser brought: sign-in, sign-up and the demo each issue a new one', async () => {
    const planted = 'campuspath_session=attacker-chosen-token-0123456789abcdefghijklmnop';
    const student = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const signedIn = await login(student.email, student.password, { cookie: planted, 'x-forwarded-for': freshIp() });
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody(),
      headers: { cookie: planted, 'x-forwarded-for': freshIp() },
    });
    const demo = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { cookie: planted, 'x-forwarded-for': freshIp() },
    });
    for (const response of [signedIn, signedUp, demo]) {
      expect(response.statusCode).toBeLessThan(300);
      const issued = sessionCookieFrom(response.headers['set-cookie']);
      expect(issued).not.toBe(planted);
      expect(issued.split('=')[1]).toMatch(/^[\w-]{43}$/);
    }
    // The planted token still means nobody.
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: planted } });
    expect(session.json()).toEqual({ user: null });
  });

  it("revokes an attacker's own valid session planted in the victim's browser when the victim signs in", async () => {
    const attacker = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const victim = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const response = await login(victim.email, victim.password, { cookie: attacker.cookie, 'x-forwarded-for': freshIp() });
    const issued = sessionCookieFrom(response.headers['set-cookie']);
    expect(issued).not.toBe(attacker.cookie);
    const victimView = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: issued } });
    expect(victimView.json().user.id).toBe(victim.user.id);
    // The token the attacker kept no longer opens anything.
    expect((await ctx.app.inject({ url: '/api/applications', headers: { cookie: attacker.cookie } })).statusCode).toBe(401);
  });
});

function cookieAttributes(setCookie: string | string[] | undefined): string[] {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('campuspath_session='));
  if (!header) throw new Error('No session cookie was set');
  return header
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody(),
      headers: { 'x-forwarded-for': freshIp() },
    });
    const attributes = cookieAttributes(response.headers['set-cookie']);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'path=/']));
    expect(attributes.some((part) => part === 'samesite=lax' || part === 'samesite=strict')).toBe(true);
    expect(attributes).not.toContain('secure');
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
  });

  it('is Secure when the request came over HTTPS through the trusted proxy, also when cleared at sign-out', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignupBody(), headers: https });
    expect(cookieAttributes(response.headers['set-cookie'])).toEqual(
      expect.arrayContaining(['httponly', 'path=/', 'secure', 'samesite=lax']),
    );
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...https, cookie } });
    expect(cookieAttributes(logout.headers['set-cookie'])).toEqual(expect.arrayContaining(['httponly', 'path=/', 'secure']));
  });
});

describe('signing out', () => {
  it('revokes the session on the server: the old cookie answers 401 on workspace routes', async () => {
    const student = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    expect((await ctx.app.inject({ url: '/api/applications', headers: { cookie: student.cookie } })).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: student.cookie } });
    expect(logout.statusCode).toBe(204);
    // The browser is told to forget the cookie...
    expect(cookieAttributes(logout.headers['set-cookie']).some((part) => part.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    // ...and a copy kept elsewhere (a stolen cookie) is worthless.
    for (const url of ['/api/applications', '/api/essays', '/api/account/export']) {
      const response = await ctx.app.inject({ url, headers: { cookie: student.cookie } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue' });
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'after sign-out' },
      headers: { cookie: student.cookie },
    });
    expect(write.statusCode).toBe(401);
  });

  it('signs out every device with "sign out everywhere", and other devices after a password change', async () => {
    const student = await signUp(ctx.app, {}, { 'x-forwarded-for': freshIp() });
    const laptop = sessionCookieFrom(
      (await login(student.email, student.password, { 'x-forwarded-for': freshIp() })).headers['set-cookie'],
    );
    const phone = sessionCookieFrom((await login(student.email, student.password, { 'x-forwarded-for': freshIp() })).headers['set-cookie']);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { currentPassword: student.password, newPassword: 'a fresh passphrase for 2027' },
      headers: { cookie: laptop },
    });
    expect(changed.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/essays', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/essays', headers: { cookie: laptop } })).statusCode).toBe(200);

    const everywhere = await ctx.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: { cookie: laptop } });
    expect(everywhere.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/essays', headers: { cookie: laptop } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/essays', headers: { cookie: student.cookie } })).statusCode).toBe(401);
  });
});
