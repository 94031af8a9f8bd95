import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A roster invitation's public link (its page and "Stop these emails") counts every attempt with
 * the client's other code and link attempts, as a parent's invitation preview does, so no token is
 * guessed there either.
 */
const ctx = useTestApp({ authRateLimits: { linksPerIp: 3 } });

describe('roster invitation links', () => {
  it('answers 429 with Retry-After once a client has used up its link attempts, on either route', async () => {
    const post = (url: string) => ctx.app.inject({ method: 'POST', url, payload: { token: 'not-a-real-token' } });
    expect((await post('/api/rosters/invitations/preview')).statusCode).toBe(400);
    expect((await post('/api/rosters/invitations/unsubscribe')).statusCode).toBe(400);
    expect((await post('/api/sharing/invitations/preview')).statusCode).toBe(400);
    for (const url of ['/api/rosters/invitations/preview', '/api/rosters/invitations/unsubscribe']) {
      const refused = await post(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
