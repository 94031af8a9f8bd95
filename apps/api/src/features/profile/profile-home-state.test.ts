import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@campuspath/contract/auth';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const putProfile = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });
const putHomeState = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile/home-state', headers: { cookie }, payload });
const get = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const session = async (cookie: string) =>
  sessionResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).user;

describe('home state (out-of-state prices)', () => {
  it('saves the home state with the profile, shows it on the session, and keeps it when a save leaves it out', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await get(cookie)).json().homeState).toBeNull();
    expect((await session(cookie))?.homeState).toBeNull();

    const saved = await putProfile(cookie, buildProfileBody({ homeState: 'OH' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().homeState).toBe('OH');
    expect((await get(cookie)).json().homeState).toBe('OH');
    expect((await session(cookie))?.homeState).toBe('OH');

    // An older client that does not know the field keeps the saved state.
    const { homeState: _left, ...withoutHomeState } = buildProfileBody({ gpa: 3.1 });
    expect((await putProfile(cookie, withoutHomeState)).json()).toMatchObject({ gpa: 3.1, homeState: 'OH' });

    expect((await putProfile(cookie, buildProfileBody({ homeState: null }))).json().homeState).toBeNull();
  });

  it('sets only the home state from the quick selector, leaving the rest of the profile', async () => {
    const { cookie } = await signUp(ctx.app);
    const fresh = await putHomeState(cookie, { homeState: 'GA' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ homeState: 'GA' });
    expect((await get(cookie)).json()).toMatchObject({ homeState: 'GA', gpa: null });

    await putProfile(cookie, buildProfileBody({ gpa: 3.9, incomeBand: '48-75k', homeState: 'GA' }));
    expect((await putHomeState(cookie, { homeState: 'OH' })).statusCode).toBe(200);
    expect((await get(cookie)).json()).toMatchObject({ homeState: 'OH', gpa: 3.9, incomeBand: '48-75k' });
    expect((await session(cookie))?.homeState).toBe('OH');

    expect((await putHomeState(cookie, { homeState: null })).json()).toEqual({ homeState: null });
    expect((await session(cookie))?.homeState).toBeNull();
  });

  it.each([
    ['an unknown state', { homeState: 'ZZ' }],
    ['a lower-case name', { homeState: 'ohio' }],
    ['a number', { homeState: 39 }],
  ])('answers 400 naming homeState for %s', async (_case, body) => {
    const { cookie } = await signUp(ctx.app);
    const profile = await putProfile(cookie, { ...buildProfileBody(), ...body });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields.homeState).toMatch(/./);
    const quick = await putHomeState(cookie, body);
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error).toBe('invalid_request');
    expect(JSON.stringify(quick.json())).toMatch(/homeState/);
    expect((await get(cookie)).json().homeState).toBeNull();
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile/home-state', payload: { homeState: 'OH' } })).statusCode).toBe(401);
  });
});
