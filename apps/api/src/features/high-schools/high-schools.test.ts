import { describe, expect, it } from 'vitest';
import {
  createdHighSchoolResponseSchema,
  highSchoolListResponseSchema,
  highSchoolResponseSchema,
  invitationLinkResponseSchema,
  joinCodeResponseSchema,
} from '@campuspath/contract/high-schools';
import { INVALID_CODE_MESSAGE, JOIN_CODE_DAYS } from '@campuspath/contract/sharing-terms';
import { buildHighSchoolBody } from '../../../../../test/factories.ts';
import { signInAgain, type SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, signUpAs, tokenOf } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * High schools: counselors create them and invite each other by link; students join
 * with a code (at most one school) and leave; the last counselor stays. Codes and links are
 * stored only as hashes, work once where that applies, expire, are rate-limited, and every wrong
 * one gets the same answer.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

describe('creating a high school', () => {
  it('lets a counselor create one, shows its join code to its counselors, and lists it as theirs', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const response = await as(counselor, 'POST', '/api/high-schools', buildHighSchoolBody({ name: 'Roosevelt High', state: 'CA' }));
    expect(response.statusCode).toBe(201);
    const created = createdHighSchoolResponseSchema.parse(response.json());
    expect(created.highSchool).toMatchObject({ name: 'Roosevelt High', state: 'CA', membership: 'counselor', studentCount: 0 });
    expect(created.highSchool.counselors).toEqual([{ id: counselor.user.id, name: 'Ms. Rivera' }]);
    expect(created.joinCode.joinCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    expect(created.highSchool).toMatchObject({ joinCode: created.joinCode.joinCode, previousJoinCodeUntil: null });

    const mine = highSchoolListResponseSchema.parse((await as(counselor, 'GET', '/api/high-schools')).json());
    expect(mine.highSchools.map((school) => school.id)).toEqual([created.highSchool.id]);
    expect(mine.highSchools[0]?.joinCode, 'the code stays visible to its counselors').toBe(created.joinCode.joinCode);
  });

  it('refuses a student or a parent (403), and a state that is not a US state code (400 naming it)', async () => {
    for (const role of ['student', 'parent'] as const) {
      const user = await signUpAs(ctx.app, role);
      const response = await as(user, 'POST', '/api/high-schools', buildHighSchoolBody());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'wrong_role' });
    }
    const counselor = await signUpAs(ctx.app, 'counselor');
    const response = await as(counselor, 'POST', '/api/high-schools', { ...buildHighSchoolBody(), state: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('state');
  });
});

describe('students joining with a code', () => {
  it('joins with the code however it is typed, shows the school, and leaves it', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    const typed = ` ${joinCode.joinCode.replace('-', ' ').toLowerCase()} `;
    const joined = await as(student, 'POST', '/api/high-schools/join', { code: typed });
    expect(joined.statusCode).toBe(200);
    expect(highSchoolResponseSchema.parse(joined.json()).highSchool).toMatchObject({
      id: highSchool.id,
      membership: 'student',
      studentCount: null,
      joinCodeExpiresAt: null,
      joinCode: null,
      previousJoinCodeUntil: null,
    });
    expect((await as(student, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(200);
    expect(
      highSchoolResponseSchema.parse((await as(counselor, 'GET', `/api/high-schools/${highSchool.id}`)).json()).highSchool.studentCount,
    ).toBe(1);

    expect((await as(student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(204);
    expect((await as(student, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(404);
    expect((await as(student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(404);
  });

  it('keeps a student to one school at a time', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const first = await createSchool(ctx.app, counselor);
    const second = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, first.joinCode.joinCode);
    // The same school again changes nothing; another is refused until the student leaves.
    expect((await as(student, 'POST', '/api/high-schools/join', { code: first.joinCode.joinCode })).statusCode).toBe(200);
    const other = await as(student, 'POST', '/api/high-schools/join', { code: second.joinCode.joinCode });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'already_in_a_school' });
    await as(student, 'DELETE', '/api/high-schools/membership');
    expect((await as(student, 'POST', '/api/high-schools/join', { code: second.joinCode.joinCode })).statusCode).toBe(200);
  });

  it('answers a wrong or expired code with the same words, a replaced one by saying so, and only students join', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    const wrong = await as(student, 'POST', '/api/high-schools/join', { code: 'ABCDE-FGHJK' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_code', message: INVALID_CODE_MESSAGE, fields: { code: INVALID_CODE_MESSAGE } });

    const replaced = await as(counselor, 'POST', `/api/high-schools/${highSchool.id}/join-code`, { graceDays: 0 });
    expect(replaced.statusCode).toBe(201);
    const fresh = joinCodeResponseSchema.parse(replaced.json());
    const old = await as(student, 'POST', '/api/high-schools/join', { code: joinCode.joinCode });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      error: 'join_code_replaced',
      fields: { code: expect.stringContaining('Ask your counselor for the new code') },
    });

    const parent = await signUpAs(ctx.app, 'parent');
    expect((await as(parent, 'POST', '/api/high-schools/join', { code: fresh.joinCode })).statusCode).toBe(403);

    clock.advance(JOIN_CODE_DAYS * 24 * 3_600_000 + 1);
    try {
      // Half a year on, the student's session has expired too: they sign in again first.
      const later = await signInAgain(ctx.app, student);
      const expired = await as(later, 'POST', '/api/high-schools/join', { code: fresh.joinCode });
      expect({ status: expired.statusCode, body: expired.json() }).toEqual({ status: wrong.statusCode, body: wrong.json() });
    } finally {
      clock.advance(-(JOIN_CODE_DAYS * 24 * 3_600_000 + 1));
    }
  });

  it('limits code attempts per account (429 after 10)', async () => {
    const student = await signUpAs(ctx.app, 'student');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await as(student, 'POST', '/api/high-schools/join', { code: `WRONG-${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('counselors of a school', () => {
  it('invites another counselor by a single-use link; only counselors accept; the last one cannot be removed', async () => {
    const rivera = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const { highSchool } = await createSchool(ctx.app, rivera);
    const invited = await as(rivera, 'POST', `/api/high-schools/${highSchool.id}/invitations`);
    expect(invited.statusCode).toBe(201);
    const { invitation } = invitationLinkResponseSchema.parse(invited.json());
    const token = tokenOf(invitation.url);
    const stored = await ctx.database.handle.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    const student = await signUpAs(ctx.app, 'student');
    expect((await as(student, 'POST', '/api/high-schools/invitations/accept', { token })).statusCode).toBe(403);
    const chen = await signUpAs(ctx.app, 'counselor', 'Mr. Chen');
    const accepted = await as(chen, 'POST', '/api/high-schools/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(highSchoolResponseSchema.parse(accepted.json()).highSchool.counselors.map((c) => c.name)).toEqual(['Mr. Chen', 'Ms. Rivera']);
    // Single use.
    const other = await signUpAs(ctx.app, 'counselor');
    const again = await as(other, 'POST', '/api/high-schools/invitations/accept', { token });
    expect(again.json()).toMatchObject({ error: 'invalid_code', message: INVALID_CODE_MESSAGE });

    // A counselor of another school knows nothing of this one.
    expect((await as(other, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(404);
    expect((await as(other, 'POST', `/api/high-schools/${highSchool.id}/invitations`)).statusCode).toBe(404);

    expect((await as(rivera, 'DELETE', `/api/high-schools/${highSchool.id}/counselors/${chen.user.id}`)).statusCode).toBe(204);
    const last = await as(rivera, 'DELETE', `/api/high-schools/${highSchool.id}/counselors/${rivera.user.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: 'last_counselor' });
    expect((await as(chen, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(404);
  });

  it('refuses an expired counselor invitation with the same words as a wrong one', async () => {
    const rivera = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, rivera);
    const { invitation } = invitationLinkResponseSchema.parse(
      (await as(rivera, 'POST', `/api/high-schools/${highSchool.id}/invitations`)).json(),
    );
    const chen = await signUpAs(ctx.app, 'counselor');
    const week = 7 * 24 * 3_600_000 + 1;
    clock.advance(week);
    try {
      const expired = await as(chen, 'POST', '/api/high-schools/invitations/accept', { token: tokenOf(invitation.url) });
      const wrong = await as(chen, 'POST', '/api/high-schools/invitations/accept', { token: 'not-a-token' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(wrong.json());
    } finally {
      clock.advance(-week);
    }
  });
});
