import { describe, expect, it } from 'vitest';
import {
  COUNSELOR_INVITATIONS_FULL_MESSAGE,
  COUNSELOR_INVITATIONS_PENDING_MAX,
  HIGH_SCHOOLS_FULL_MESSAGE,
  HIGH_SCHOOLS_PER_COUNSELOR_MAX,
  JOIN_CODE_REPLACEMENTS_MESSAGE,
  JOIN_CODE_REPLACEMENTS_PER_DAY,
} from '@campuspath/contract/sharing-terms';
import { buildHighSchoolBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * What one counselor can make: schools they belong to, counselor invitations waiting at once,
 * join-code replacements in a day. Each limit is the contract's, answered with a 400 naming it.
 */
let clock = new Date('2026-03-02T15:00:00Z');
const ctx = useTestApp({ now: () => clock });

const post = (user: SignedInUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const quota = (message: string) => ({ error: 'quota_exceeded', message });

describe('a counselor', () => {
  it(`belongs to at most ${HIGH_SCHOOLS_PER_COUNSELOR_MAX} schools, created or joined`, async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    for (let made = 0; made < HIGH_SCHOOLS_PER_COUNSELOR_MAX; made += 1) await createSchool(ctx.app, counselor);
    const refused = await post(counselor, '/api/high-schools', buildHighSchoolBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(quota(HIGH_SCHOOLS_FULL_MESSAGE));
    expect(HIGH_SCHOOLS_FULL_MESSAGE).toContain(String(HIGH_SCHOOLS_PER_COUNSELOR_MAX));
    // Joining another school by invitation counts too, and the invitation is not used up.
    const other = await signUpAs(ctx.app, 'counselor');
    const school = await createSchool(ctx.app, other);
    const link = (await post(other, `/api/high-schools/${school.highSchool.id}/invitations`)).json() as { invitation: { url: string } };
    const token = new URL(link.invitation.url).searchParams.get('token')!;
    const join = await post(counselor, '/api/high-schools/invitations/accept', { token });
    expect(join.statusCode).toBe(400);
    expect(join.json()).toEqual(quota(HIGH_SCHOOLS_FULL_MESSAGE));
    const newcomer = await signUpAs(ctx.app, 'counselor');
    expect((await post(newcomer, '/api/high-schools/invitations/accept', { token })).statusCode).toBe(200);
  });

  it(`has at most ${COUNSELOR_INVITATIONS_PENDING_MAX} counselor invitations of a school waiting at once`, async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, counselor);
    for (let sent = 0; sent < COUNSELOR_INVITATIONS_PENDING_MAX; sent += 1) {
      expect((await post(counselor, `/api/high-schools/${highSchool.id}/invitations`)).statusCode).toBe(201);
    }
    const refused = await post(counselor, `/api/high-schools/${highSchool.id}/invitations`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(quota(COUNSELOR_INVITATIONS_FULL_MESSAGE));
    // Expired ones no longer count.
    clock = new Date(clock.getTime() + 8 * 24 * 3_600_000);
    expect((await post(counselor, `/api/high-schools/${highSchool.id}/invitations`)).statusCode).toBe(201);
  });

  it(`replaces a school's join code at most ${JOIN_CODE_REPLACEMENTS_PER_DAY} times a day`, async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, counselor);
    for (let replaced = 0; replaced < JOIN_CODE_REPLACEMENTS_PER_DAY; replaced += 1) {
      expect((await post(counselor, `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 7 })).statusCode).toBe(201);
    }
    const refused = await post(counselor, `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(quota(JOIN_CODE_REPLACEMENTS_MESSAGE));
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    expect((await post(counselor, `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 7 })).statusCode).toBe(201);
  });
});
