import { describe, expect, it } from 'vitest';
import { buildSignupBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

// Tight limits for this file: 5 attempts per email, 8 per IP, per window.
const ctx = useTestApp({ authRateLimits: { perIp: 8, perEmail: 5, windowMs: 60_000 }, trustProxy: true });

describe('sign-in rate limits', () => {
  it('answers 429 with Retry-After once an email has had too many attempts', async () => {
    const { email } = await signUp(ctx.app, {}, { 'x-forwarded-for': '203.0.113.1' });
    const attempt = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password' },
        headers: { 'x-forwarded-for': ip },
      });
    // Spread over several IPs, so only the per-email limit can trip.
    for (let index = 0; index < 4; index += 1) expect((await attempt(`198.51.100.${index}`)).statusCode).toBe(401);
    const limited = await attempt('198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP across emails', async () => {
    const ip = '192.0.2.50';
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: buildSignupBody(),
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('marks the cookie Secure when the request came over HTTPS through the proxy', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody(),
      headers: { 'x-forwarded-for': '192.0.2.77', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
