import { describe, expect, it } from 'vitest';
import { buildProfileBody, buildSignupBody } from '../../../../test/factories.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { loggerOptions } from './logger.ts';

/** Every line the app logs, as written (the production logger options, at the chattiest level). */
const lines: string[] = [];
const ctx = useTestApp({ logger: loggerOptions('trace', { write: (line) => void lines.push(line) }) });

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured logs', () => {
  it('hold no email, password, name, essay text or cookie across sign-up, sign-in, essays, profile and account', async () => {
    const name = 'Quillon Marwick-Ferreira';
    const signup = buildSignupBody({ name });
    const secrets = {
      email: signup.email,
      password: signup.password,
      wrongPassword: 'not my password at all 9931',
      name,
      newName: 'Ysolde Brannagh',
      essay: 'My grandmother taught me to mend fishing nets on the pier at Galway Bay',
      essayEdit: 'Every knot she tied held a story about the winter the boats stayed home',
      course: 'AP Marmalade Studies',
      newPassword: 'a brand new passphrase 5521',
    };
    lines.length = 0;

    const created = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    expect(created.statusCode).toBe(201);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signup.email, password: secrets.wrongPassword },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signup.email, password: signup.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const headers = { cookie };

    const essay = await ctx.app.inject({ method: 'POST', url: '/api/essays', headers, payload: { title: 'Nets', body: secrets.essay } });
    expect(essay.statusCode).toBe(201);
    const { id, version } = (essay.json() as { essay: { id: string; version: number } }).essay;
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/essays/${id}`,
      headers,
      payload: { version, body: secrets.essayEdit },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await ctx.app.inject({ method: 'PATCH', url: `/api/essays/${id}`, headers, payload: { version, body: secrets.essay } });
    expect(stale.statusCode).toBe(409);

    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: buildProfileBody({
        gpa: 3.9,
        satTotal: 1480,
        courses: [{ name: secrets.course, kind: 'AP', score: 5 }],
        intendedMajors: [],
      }),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const account = await ctx.app.inject({ method: 'PATCH', url: '/api/account', headers, payload: { name: secrets.newName } });
    expect(account.statusCode, account.body).toBe(200);
    const password = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers,
      payload: { currentPassword: secrets.password, newPassword: secrets.newPassword },
    });
    expect(password.statusCode, password.body).toBeLessThan(300);
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: signup.email, password: '' } });
    expect(invalid.statusCode).toBe(400);

    const entries = parsed();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const requestLines = entries.filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(20);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    const everything = lines.join('\n');
    for (const [what, value] of Object.entries(secrets)) {
      expect(everything, `${what} leaked into the log`).not.toContain(value);
    }
    expect(everything).not.toContain(cookie.split('=')[1]);
    expect(everything).not.toMatch(/campuspath_session=/);
  });

  it('names each request with an id the answer repeats in X-Request-Id', async () => {
    lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = parsed().filter((entry) => entry.reqId === id);
    expect(mine.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/health' } });
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });

  it('keeps a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const fromProxy = '7d3f0c2a9b8e4f11a2b3c4d5e6f70819';
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': fromProxy } });
    expect(kept.headers['x-request-id']).toBe(fromProxy);
    expect(parsed().some((entry) => entry.reqId === fromProxy)).toBe(true);

    for (const unsafe of ['short', 'has spaces in it ok', 'x'.repeat(65), 'line\\nbreak-forged-entry']) {
      const replaced = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('masks email addresses in logged errors and drops driver details that quote values', () => {
    lines.length = 0;
    const error = Object.assign(new Error('550 mailbox unavailable for ada.student@example.org'), {
      code: 'EENVELOPE',
      detail: 'Key (email)=(ada.student@example.org) already exists.',
    });
    ctx.app.log.error({ err: error }, 'reminder email failed');
    const [entry] = parsed();
    expect(entry).toMatchObject({ err: { type: 'Error', message: '550 mailbox unavailable for [email]', code: 'EENVELOPE' } });
    expect(lines.join('\n')).not.toContain('ada.student@example.org');
  });
});
