import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger.ts';
import { buildSignupBody } from '../../../../test/factories.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import { linkToken } from '../test/test-mail.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Passwords and session tokens never reach the log, whatever the request: sign-up,
 * sign-in right and wrong, refused input, password change, deletion, and a request that fails.
 * The production logger options, at the chattiest level. (Emails and essays: lib/logger.test.ts.)
 */
const lines: string[] = [];
const ctx = useSecurityApp({
  logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  extend: (app) => {
    // A handler that fails after reading the body, as a database error would.
    // Hidden: a test-only route is no part of the OpenAPI document.
    app.post('/api/test-only/fail', { schema: { hide: true } }, async () => {
      throw new Error('database exploded');
    });
  },
});

describe('logs', () => {
  it('never hold a password, a password hash or a session token', async () => {
    const signup = buildSignupBody();
    const secrets = [signup.password, 'wrong password guess 7781', 'the brand new passphrase 3344', 'x'.repeat(129)];
    lines.length = 0;

    const created = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    const token = sessionCookieFrom(created.headers['set-cookie']).split('=')[1]!;
    const cookie = `campuspath_session=${token}`;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: signup.email, password: secrets[1] } });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signup.email, password: signup.password },
    });
    const secondToken = sessionCookieFrom(login.headers['set-cookie']).split('=')[1]!;
    // Refused input: a too-long password, a body that is not JSON, an unknown field holding a password.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...buildSignupBody(), password: secrets[3] } });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `{"email":"${signup.email}","password":"${signup.password}"`,
      headers: { 'content-type': 'application/json' },
    });
    await ctx.app.inject({ method: 'PATCH', url: '/api/account', payload: { name: 'A', password: signup.password }, headers: { cookie } });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { currentPassword: signup.password, newPassword: secrets[2] },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(204);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-only/fail',
      payload: { password: secrets[2] },
      headers: { cookie, authorization: `Bearer ${token}` },
    });
    expect(failed.statusCode).toBe(500);
    await ctx.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: secrets[2] }, headers: { cookie } });

    const user = await ctx.database.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', signup.email)
      .executeTakeFirst();
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('database exploded');
    for (const secret of [...secrets, token, secondToken, createHash('sha256').update(token).digest('hex')]) {
      expect(log.includes(secret), `found "${secret.slice(0, 20)}…" in the log`).toBe(false);
    }
    if (user) expect(log).not.toContain(user.password_hash);
    expect(log).not.toMatch(/\$argon2id\$/);
  });

  it('never hold an emailed link (verification, password reset), its hash, or the address it went to', async () => {
    const signup = buildSignupBody();
    lines.length = 0;
    const created = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    const cookie = sessionCookieFrom(created.headers['set-cookie']);
    await ctx.app.inject({ method: 'POST', url: '/api/account/verification-email', headers: { cookie } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: signup.email } });
    const emails = await ctx.mail.to(signup.email);
    const verify = linkToken(emails.filter((email) => email.text.includes('/verify-email?')).at(-1), '/verify-email');
    const reset = linkToken(
      emails.find((email) => email.text.includes('/reset-password?')),
      '/reset-password',
    );
    // The pages the links open (the web asks the API with the token in the body) and the API calls.
    await ctx.app.inject({ url: `/verify-email?token=${verify}` });
    await ctx.app.inject({ url: `/reset-password?token=${encodeURIComponent(reset)}` });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verify } })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token: reset } });
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'the brand new passphrase 5566' },
    });
    expect(done.statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, password: 'again 5566 passphrase' } });
    await ctx.mail.all();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      verify,
      reset,
      ...[verify, reset].map((token) => createHash('sha256').update(token).digest('hex')),
      signup.email,
    ]) {
      expect(log.includes(secret), `found "${secret.slice(0, 20)}…" in the log`).toBe(false);
    }
  });
});
