import { describe, expect, it } from 'vitest';
import { highSchoolResponseSchema, joinCodeResponseSchema } from '@campuspath/contract/high-schools';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * A school's join code stays visible to its counselors; replacing it lets the old one work for the
 * grace period the counselor chose, after which a student who types it is told it was replaced.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });
const DAY = 24 * 3_600_000;

const as = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

describe('replacing a join code with a grace period', () => {
  it('keeps the old code working for the days chosen, then refuses it by saying it was replaced', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const replaced = await as(counselor, 'POST', `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 7 });
    expect(replaced.statusCode).toBe(201);
    const fresh = joinCodeResponseSchema.parse(replaced.json());
    expect(Date.parse(fresh.previousValidUntil!) - clock.now().getTime()).toBe(7 * DAY);

    const read = highSchoolResponseSchema.parse((await as(counselor, 'GET', `/api/high-schools/${highSchool.id}`)).json());
    expect(read.highSchool).toMatchObject({ joinCode: fresh.joinCode, previousJoinCodeUntil: fresh.previousValidUntil });

    const early = await signUpAs(ctx.app, 'student');
    expect((await as(early, 'POST', '/api/high-schools/join', { code: joinCode.joinCode })).statusCode).toBe(200);

    clock.advance(7 * DAY + 1);
    try {
      const late = await signUpAs(ctx.app, 'student');
      const refused = await as(late, 'POST', '/api/high-schools/join', { code: joinCode.joinCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'join_code_replaced' });
      expect(refused.json().fields.code).toMatch(
        /replaced by your school and stopped working on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./,
      );
      expect((await as(late, 'POST', '/api/high-schools/join', { code: fresh.joinCode })).statusCode).toBe(200);
    } finally {
      clock.advance(-(7 * DAY + 1));
    }
  });

  it('stops the old code at once with no grace period, and refuses a grace period not offered (400 naming it)', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const odd = await as(counselor, 'POST', `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 3 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields).toHaveProperty('graceDays');

    const replaced = await as(counselor, 'POST', `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 0 });
    expect(joinCodeResponseSchema.parse(replaced.json()).previousValidUntil).toBeNull();
    const student = await signUpAs(ctx.app, 'student');
    const refused = await as(student, 'POST', '/api/high-schools/join', { code: joinCode.joinCode });
    expect(refused.json()).toMatchObject({ error: 'join_code_replaced' });
  });

  it('shows the code to the school counselors only: its students read none, another counselor gets 404', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await as(student, 'POST', '/api/high-schools/join', { code: joinCode.joinCode });
    const theirs = highSchoolResponseSchema.parse((await as(student, 'GET', `/api/high-schools/${highSchool.id}`)).json());
    expect(theirs.highSchool).toMatchObject({ joinCode: null, previousJoinCodeUntil: null });
    const other = await signUpAs(ctx.app, 'counselor');
    expect((await as(other, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(404);
    expect((await as(other, 'POST', `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 7 })).statusCode).toBe(404);
  });
});
