import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, signedInResponseSchema } from '@campuspath/contract/auth';
import { buildSignupBody } from '../../../../../test/factories.ts';
import { sessionCookieFrom, signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('sign-up', () => {
  it('creates the account, signs in with an httpOnly SameSite=Lax cookie and reports the user', async () => {
    const body = buildSignupBody({ name: 'Maya Chen', graduationYear: 2027 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: `  ${body.email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(201);
    const { user } = signedInResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      name: 'Maya Chen',
      email: body.email,
      role: 'student',
      profileComplete: false,
      chanceReady: false,
      graduationYear: 2027,
      isDemo: false,
      // The account works at once; its address waits for the emailed link.
      emailVerified: false,
      pendingEmail: null,
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/campuspath_session=[\w-]{40,}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookieFrom(response.headers['set-cookie']) },
    });
    expect(sessionResponseSchema.parse(session.json()).user?.id).toBe(user.id);
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const { user, cookie, password } = await signUp(ctx.app);
    const token = cookie.split('=')[1]!;
    const sessions = await ctx.database.handle.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).not.toContain(token);
    const row = await ctx.database.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('names each invalid field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: '', email: 'nope', password: 'short', graduationYear: 'soon' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'graduationYear', 'name', 'password']);
    expect(response.json().fields.password).toBe('Use at least 10 characters');
  });

  it('refuses common and over-long passwords', async () => {
    const common = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignupBody({ password: 'qwertyuiop' }) });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/too common/);
    const long = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignupBody({ password: 'x'.repeat(129) }) });
    expect(long.json().fields.password).toBe('Use at most 128 characters');
  });

  it('answers a sign-up with an address in use exactly as any other, and tells the owner by email instead', async () => {
    const owner = await signUp(ctx.app, { name: 'Ana Owner' });
    const taken = buildSignupBody({ email: owner.email, name: 'Someone Else' });
    const fresh = buildSignupBody({ name: 'Someone Else' });
    const [answerTaken, answerFresh] = [
      await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: taken }),
      await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: fresh }),
    ];
    // The same status, the same shape, the same words: nothing says the address had an account.
    expect(answerTaken.statusCode).toBe(201);
    expect(answerFresh.statusCode).toBe(201);
    const shape = (body: ReturnType<typeof signedInResponseSchema.parse>, email: string) => ({
      ...body.user,
      id: 'id',
      email: body.user.email === email,
    });
    expect(shape(signedInResponseSchema.parse(answerTaken.json()), taken.email)).toEqual(
      shape(signedInResponseSchema.parse(answerFresh.json()), fresh.email),
    );
    // Signing in afterwards works the same for both, with the password just chosen; the owner's own still works.
    for (const body of [taken, fresh]) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().user.name).toBe('Someone Else');
    }
    const ownerAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(ownerAgain.json().user.name).toBe('Ana Owner');
    // The owner hears of it (and no link that could move the address); the fresh address gets its link.
    const toOwner = await ctx.mail.to(owner.email);
    expect(toOwner.map((email) => email.subject)).toEqual([
      'Confirm your email address for CampusPath',
      'Someone tried to use your email address on CampusPath',
    ]);
    expect(toOwner[1]!.text).not.toContain('/verify-email?token=');
    expect((await ctx.mail.to(fresh.email)).map((email) => email.subject)).toEqual(['Confirm your email address for CampusPath']);
  });
});

describe('sign-in and sign-out', () => {
  it('answers "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const { email } = await signUp(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password' },
    });
    const unknownEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `x${email}`, password: 'not the password' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Every header too, but the request id and the date.
    const visible = ({ headers }: typeof wrongPassword) => {
      const { 'x-request-id': _id, date: _date, ...rest } = headers;
      return rest;
    };
    expect(visible(unknownEmail)).toEqual(visible(wrongPassword));
  });

  it('issues a new token at sign-in, revokes the one the browser held, and revokes at sign-out', async () => {
    const { email, password, cookie: first } = await signUp(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { cookie: first },
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookieFrom(login.headers['set-cookie']);
    expect(second).not.toBe(first);
    const old = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } });
    expect(old.json()).toEqual({ user: null });

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: second } });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: second } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a state-changing request from another site', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden_origin');
    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameSite.statusCode).toBe(204);
  });
});
