import { describe, expect, it } from 'vitest';
import { forgotPasswordResponseSchema, resetLinkResponseSchema, signedInResponseSchema } from '@campuspath/contract/auth';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_HOURS } from '@campuspath/contract/auth-terms';
import { buildSignupBody } from '../../../../../test/factories.ts';
import { sessionCookieFrom, signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { linkToken } from '../../test/test-mail.ts';

/**
 * Forgot password: the request answers the same for every address and only a real
 * account gets a link; the link (1 hour, once) sets a new password with the sign-up rules, ends
 * every session, signs in afresh and tells the student by email.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });

const forgot = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
const check = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
const reset = (token: string, password: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const signedIn = async (cookie: string) => (await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user !== null;

/** The newest reset link emailed to the student. */
async function resetToken(student: SignedInUser): Promise<string> {
  const emails = (await ctx.mail.to(student.email)).filter((email) => email.text.includes('/reset-password?token='));
  return linkToken(emails.at(-1), '/reset-password');
}

/** Everything a client can see of an answer, less what differs on every request anyway. */
function visible(response: Awaited<ReturnType<typeof forgot>>) {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe('asking for a reset link', () => {
  it('answers a known and an unknown address identically, and emails only the known one', async ({ annotate }) => {
    const student = await signUp(ctx.app);
    const unknown = buildSignupBody().email;
    const before = (await ctx.mail.all()).length;

    const known = await forgot(student.email);
    const nobody = await forgot(unknown);
    expect(visible(known)).toEqual(visible(nobody));
    expect(known.statusCode).toBe(202);
    expect(forgotPasswordResponseSchema.parse(known.json())).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const sent = (await ctx.mail.all()).slice(before);
    expect(sent.map((email) => email.to)).toEqual([[student.email]]);
    expect(sent[0]!.subject).toBe('Reset your CampusPath password');
    expect(sent[0]!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    expect(sent[0]!.text).toContain(`The link works once, for ${RESET_LINK_HOURS} hour.`);

    // Timing is recorded, never asserted: the address is looked up only after the answer has gone,
    // so both answers do the same work (medians of alternating requests, each once the last one's
    // background work is done).
    const times: Record<'account' | 'none', number[]> = { account: [], none: [] };
    for (let round = 0; round < 15; round += 1) {
      for (const [kind, email] of [
        ['account', student.email],
        ['none', unknown],
      ] as const) {
        const started = performance.now();
        await forgot(email);
        times[kind].push(performance.now() - started);
        // The email of the one before must not slow the next answer down.
        await ctx.mail.background.settled();
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(2);
    await annotate(`forgot-password median answer: ${median(times.account)} ms with an account, ${median(times.none)} ms without`);
  });

  it('sends the link to an unverified address too (it is how the owner gets back in)', async () => {
    const student = await signUp(ctx.app);
    expect(student.user.emailVerified).toBe(false);
    await forgot(student.email);
    const token = await resetToken(student);
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(resetLinkResponseSchema.parse(response.json())).toEqual({ email: student.email });
  });
});

describe('setting a new password with the link', () => {
  it('sets it, ends every old session, signs in afresh, tells the student, and works only once', async () => {
    const student = await signUp(ctx.app, { name: 'Maya Chen' });
    const otherDevice = sessionCookieFrom((await login(student.email, student.password)).headers['set-cookie']);
    await forgot(student.email);
    const token = await resetToken(student);

    // Checking does not use the link up.
    expect((await check(token)).json()).toEqual({ email: student.email });
    expect((await check(token)).statusCode).toBe(200);

    const newPassword = 'a brand new passphrase 2027';
    const done = await reset(token, newPassword);
    expect(done.statusCode, done.body).toBe(200);
    const { user } = signedInResponseSchema.parse(done.json());
    // Opening a link sent to the address proves it, so the address counts as verified now.
    expect(user).toMatchObject({ id: student.user.id, email: student.email, emailVerified: true });
    const fresh = sessionCookieFrom(done.headers['set-cookie']);
    expect(await signedIn(fresh)).toBe(true);
    expect(await signedIn(student.cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);

    expect((await login(student.email, student.password)).statusCode).toBe(401);
    expect((await login(student.email, newPassword)).statusCode).toBe(200);

    const notice = (await ctx.mail.to(student.email)).filter((email) => email.subject === 'Your CampusPath password was changed');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('Hi Maya,');
    expect(notice[0]!.text).toContain('every device that was signed in was signed out');

    const second = await reset(token, 'yet another passphrase 99');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'link_used', message: expect.stringMatching(/already used.*ask for a new link/i) });
    expect((await check(token)).json()).toMatchObject({ error: 'link_used' });
    expect((await login(student.email, newPassword)).statusCode).toBe(200);
  });

  it('stops working after an hour', async () => {
    const student = await signUp(ctx.app);
    await forgot(student.email);
    const token = await resetToken(student);
    clock.advance(RESET_LINK_HOURS * 3_600_000 + 1000);
    for (const response of [await check(token), await reset(token, 'a brand new passphrase 2027')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'link_expired', message: expect.stringMatching(/expired.*1 hour.*new one/i) });
    }
    expect((await login(student.email, student.password)).statusCode).toBe(200);
  });

  it('applies the sign-up password rules, naming the field, and leaves the link usable', async () => {
    const student = await signUp(ctx.app);
    await forgot(student.email);
    const token = await resetToken(student);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/too common/);
    const short = await reset(token, 'short');
    expect(short.json().fields).toEqual({ password: 'Use at least 10 characters' });
    expect((await reset(token, 'a brand new passphrase 2027')).statusCode).toBe(200);
  });

  it('honours only the newest link, and none sent before the account’s address changed', async () => {
    const student = await signUp(ctx.app);
    await forgot(student.email);
    const older = await resetToken(student);
    await forgot(student.email);
    const newer = await resetToken(student);
    expect((await check(older)).json()).toMatchObject({ error: 'link_superseded' });
    expect((await check(newer)).statusCode).toBe(200);
    // A password changed in the settings ends the reset links sent before it.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: student.cookie },
      payload: { currentPassword: student.password, newPassword: 'changed in settings 2027' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await check(newer)).json()).toMatchObject({ error: 'link_superseded' });
  });

  it('answers link_invalid to a token never issued and to a verification token', async () => {
    expect((await check('y'.repeat(43))).json()).toMatchObject({ error: 'link_invalid' });
    const student = await signUp(ctx.app);
    const verifyToken = linkToken((await ctx.mail.to(student.email))[0], '/verify-email');
    const response = await reset(verifyToken, 'a brand new passphrase 2027');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'link_invalid', message: expect.stringMatching(/ask for a new one/i) });
  });
});
