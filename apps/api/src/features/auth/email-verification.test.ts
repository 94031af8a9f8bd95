import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, verificationSentResponseSchema, verifiedEmailResponseSchema } from '@campuspath/contract/auth';
import { VERIFY_LINK_HOURS } from '@campuspath/contract/auth-terms';
import { openVerificationLink, sessionCookieFrom, signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { linkToken } from '../../test/test-mail.ts';

/**
 * Email verification: sign-up works at once and emails a link (24 hours, once); opening
 * it verifies the address, signed in or not; a resend supersedes older links and is rate-limited;
 * demo accounts never get email. Links are read from the app's real .eml outbox.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now, authRateLimits: { verificationEmails: 3 } });

const verify = (token: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: cookie ? { cookie } : {} });
const resend = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/api/account/verification-email', headers: { cookie } });
const sessionUser = async (cookie: string) =>
  sessionResponseSchema.parse((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).user;
const verifyLinks = async (student: SignedInUser) =>
  (await ctx.mail.to(student.email)).filter((email) => email.text.includes('/verify-email?token='));

describe('verification after sign-up', () => {
  it('signs the student in at once, unverified, and emails a link that verifies the address once', async () => {
    const student = await signUp(ctx.app, { name: 'Maya Chen' });
    expect(student.user).toMatchObject({ emailVerified: false, pendingEmail: null });

    const [email] = await verifyLinks(student);
    expect(email).toBeDefined();
    expect(email!.subject).toBe('Confirm your email address for CampusPath');
    expect(email!.text).toContain('Hi Maya,');
    expect(email!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}/);
    expect(email!.text).toContain(`The link works once, for ${VERIFY_LINK_HOURS} hours.`);
    expect(email!.html).toContain('href="http://localhost:3000/verify-email?token=');
    expect(email!.headers['auto-submitted']).toBe('auto-generated');
    expect(email!.headers['list-unsubscribe']).toBeUndefined();

    // Opened signed out, in another browser: it verifies the address the link was sent to.
    const token = linkToken(email, '/verify-email');
    const opened = await verify(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(verifiedEmailResponseSchema.parse(opened.json())).toEqual({ email: student.email });
    expect(await sessionUser(student.cookie)).toMatchObject({ emailVerified: true, pendingEmail: null });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_used', message: expect.stringMatching(/already used.*send a new link/i) });
    expect(again.json().fields).toHaveProperty('token');
    // Only the token's hash is stored.
    const rows = await ctx.database.handle.db
      .selectFrom('email_links')
      .select('token_hash')
      .where('user_id', '=', student.user.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stops working after 24 hours, and a new link sent then works', async () => {
    const student = await signUp(ctx.app);
    const token = linkToken((await verifyLinks(student))[0], '/verify-email');
    clock.advance(VERIFY_LINK_HOURS * 3_600_000 + 1000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'link_expired', message: expect.stringMatching(/expired.*24 hours.*new one/i) });
    expect((await sessionUser(student.cookie))?.emailVerified).toBe(false);

    const sent = await resend(student.cookie);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(verificationSentResponseSchema.parse(sent.json())).toEqual({ sentTo: student.email });
    const fresh = linkToken((await verifyLinks(student)).at(-1), '/verify-email');
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('supersedes older links when a new one is sent; only the newest works', async () => {
    const student = await signUp(ctx.app);
    expect((await resend(student.cookie)).statusCode).toBe(202);
    const [first, second] = (await verifyLinks(student)).map((email) => linkToken(email, '/verify-email'));
    expect(first).not.toBe(second);
    const old = await verify(first!);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: 'link_superseded', message: expect.stringMatching(/newer verification link/i) });
    expect((await verify(second!)).statusCode).toBe(200);
  });

  it('verifies only the account the link belongs to, whoever is signed in', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const token = linkToken((await verifyLinks(owner))[0], '/verify-email');
    const opened = await verify(token, other.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: owner.email });
    expect((await sessionUser(owner.cookie))?.emailVerified).toBe(true);
    expect((await sessionUser(other.cookie))?.emailVerified).toBe(false);
  });

  it('answers link_invalid to a token never issued, a damaged one, and a reset token', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'link_invalid' });
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ token: 'This link is incomplete' });

    const student = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: student.email } });
    const reset = linkToken(
      (await ctx.mail.to(student.email)).find((email) => email.text.includes('/reset-password?token=')),
      '/reset-password',
    );
    expect((await verify(reset)).json()).toMatchObject({ error: 'link_invalid' });
  });
});

describe('sending the verification link again', () => {
  it('answers 409 once the address is verified and nothing is pending', async () => {
    const student = await signUp(ctx.app);
    expect((await openVerificationLink(ctx.app, ctx.mail, student.email)).statusCode).toBe(200);
    const response = await resend(student.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'already_verified' });
  });

  it('is limited per account (429 with Retry-After naming the wait), and a new window allows it again', async () => {
    const student = await signUp(ctx.app);
    for (let index = 0; index < 3; index += 1) expect((await resend(student.cookie)).statusCode).toBe(202);
    const limited = await resend(student.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes?/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-up's own email plus the three resends: the refused one sent nothing.
    expect(await verifyLinks(student)).toHaveLength(4);
    clock.advance(60 * 60_000 + 1000);
    expect((await resend(student.cookie)).statusCode).toBe(202);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/verification-email' })).statusCode).toBe(401);
  });
});

describe('demo accounts', () => {
  it('are never verified and never get email: not at start, not on resend, not for a forgotten password', async () => {
    const before = (await ctx.mail.all()).length;
    const demo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.statusCode).toBe(201);
    const { user } = demo.json();
    expect(user).toMatchObject({ isDemo: true, emailVerified: false, pendingEmail: null });
    const cookie = sessionCookieFrom(demo.headers['set-cookie']);

    const again = await resend(cookie);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: 'demo_account' });
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(forgot.statusCode).toBe(202);
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: 'someone@example.com', currentPassword: 'anything at all' },
    });
    expect(change.statusCode).toBe(403);
    const settings = await ctx.app.inject({ url: '/api/reminders/settings', headers: { cookie } });
    expect(settings.json().emailBlocked).toBe('demo');
    expect(await ctx.mail.all()).toHaveLength(before);
  });
});
