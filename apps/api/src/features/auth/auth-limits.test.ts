import { describe, expect, it } from 'vitest';
import { buildSignupBody } from '../../../../../test/factories.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { linkToken } from '../../test/test-mail.ts';

/**
 * Rate limits of the account routes (lib/auth-limits.ts). Failed sign-ins are
 * limited per address and client together (10 here, as in production) with a higher cap per
 * address (20 here, 50 in production), so nobody can lock the owner out from elsewhere; the way
 * back (forgot password, reset) is never blocked by them, and a reset clears them. Clients are told
 * apart by their address (app.inject's remoteAddress, or X-Forwarded-For behind the trusted proxy).
 */
const LIMITS = { perIp: 25, perEmailAndIp: 10, perEmail: 20, forgotPerEmail: 3, forgotPerIp: 5 };
const ctx = useTestApp({ authRateLimits: LIMITS, trustProxy: true });

let nextClient = 1;
/** A client address of its own, so one test's attempts never count against another's. */
const client = () => `203.0.113.${nextClient++}`;

const login = (email: string, password: string, from: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });
const forgot = (email: string, from: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: from });
const owner = () => signUp(ctx.app, {}, { 'x-forwarded-for': client() });

async function failTimes(student: { email: string }, times: number, from: string) {
  for (let attempt = 0; attempt < times; attempt += 1)
    expect((await login(student.email, `wrong guess ${attempt}`, from)).statusCode).toBe(401);
}

/** Asks for a reset link from `from` and uses it with `password`. */
async function resetFrom(student: SignedInUser, from: string, password: string) {
  expect((await forgot(student.email, from)).statusCode).toBe(202);
  const emails = (await ctx.mail.to(student.email)).filter((email) => email.text.includes('/reset-password?token='));
  const token = linkToken(emails.at(-1), '/reset-password');
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: from });
}

function expectLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('no lock-out of the owner', () => {
  it('ten wrong passwords from one client stop that client, not the owner on another, and never a reset', async () => {
    const student = await owner();
    const attacker = client();
    await failTimes(student, 10, attacker);
    expectLimited(await login(student.email, student.password, attacker));

    expect((await login(student.email, student.password, client())).statusCode).toBe(200);
    // The limited client itself can still get back in through a reset link.
    const reset = await resetFrom(student, attacker, 'a brand new passphrase 2027');
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('stops an address tried from many clients at its higher cap; a reset still works and clears every counter', async () => {
    const student = await owner();
    const [first, second] = [client(), client()];
    await failTimes(student, 10, first);
    await failTimes(student, 10, second);
    expectLimited(await login(student.email, student.password, client()));

    const newPassword = 'a brand new passphrase 2027';
    expect((await resetFrom(student, client(), newPassword)).statusCode).toBe(200);
    // Both the address's count and each client's are gone: even the first client may sign in again.
    expect((await login(student.email, newPassword, first)).statusCode).toBe(200);
    expect((await login(student.email, newPassword, client())).statusCode).toBe(200);
  });

  it("counts only failed attempts: the owner's own sign-ins use none of the allowance", async () => {
    const student = await owner();
    const from = client();
    await failTimes(student, 9, from);
    for (let index = 0; index < 3; index += 1) expect((await login(student.email, student.password, from)).statusCode).toBe(200);
    expect((await login(student.email, 'tenth wrong guess', from)).statusCode).toBe(401);
    expectLimited(await login(student.email, 'eleventh wrong guess', from));
  });

  it('refuses an address with no account exactly as one with an account', async () => {
    const student = await owner();
    const unknown = buildSignupBody().email;
    const from = client();
    await failTimes(student, 10, from);
    await failTimes({ email: unknown }, 10, from);
    const known = await login(student.email, 'wrong again', from);
    const nobody = await login(unknown, 'wrong again', from);
    expectLimited(known);
    expect({ status: nobody.statusCode, body: nobody.json() }).toEqual({ status: known.statusCode, body: known.json() });
  });
});

describe('other limits', () => {
  it('limits attempts per IP across emails', async () => {
    const ip = client();
    const statuses: number[] = [];
    for (let index = 0; index < LIMITS.perIp + 1; index += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignupBody(), remoteAddress: ip });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perIp).fill(201), 429]);
  });

  it('limits forgot-password per address and per client, with the same answer whether the address has an account', async () => {
    const student = await owner();
    const unknown = buildSignupBody().email;
    const answers = [];
    for (const email of [student.email, unknown]) {
      for (let index = 0; index < LIMITS.forgotPerEmail; index += 1) expect((await forgot(email, client())).statusCode).toBe(202);
      answers.push(await forgot(email, client()));
    }
    for (const answer of answers) expectLimited(answer);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    // One client asking for many addresses.
    const from = client();
    for (let index = 0; index < LIMITS.forgotPerIp; index += 1) expect((await forgot(buildSignupBody().email, from)).statusCode).toBe(202);
    expectLimited(await forgot(buildSignupBody().email, from));
  });

  it('marks the cookie Secure when the request came over HTTPS through the proxy', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody(),
      headers: { 'x-forwarded-for': client(), 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
