import { describe, expect, it } from 'vitest';
import { letterAskRulesResponseSchema } from '@campuspath/contract/letter-approvals';
import { buildHighSchoolBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { askTeacher, putLetterSettings, schoolStudent } from '../../test/letter-approval-requests.ts';
import { signUpAs } from '../../test/roles.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A school's first day for letters starts at midnight where the school is, the same for all its
 * students: not at midnight UTC (the evening before in the US), and not in whatever zone a student saved.
 */
const clock = createTestClock(Date.parse('2026-09-01T04:00:00Z')); // 9 pm on August 31 in California
const ctx = useTestApp({ now: clock.now });

const rulesOf = async (student: SignedInUser) =>
  letterAskRulesResponseSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/letter-requests/rules', headers: { cookie: student.cookie } })).json(),
  ).rules;

describe("the first day to ask, at the school's midnight", () => {
  it('opens at midnight in the school’s state, not at midnight UTC', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/high-schools',
      headers: { cookie: counselor.cookie },
      payload: buildHighSchoolBody({ city: 'Fresno', state: 'CA' }),
    });
    expect(created.statusCode).toBe(201);
    const { highSchool, joinCode } = created.json() as { highSchool: { id: string }; joinCode: { joinCode: string } };
    await putLetterSettings(ctx.app, counselor, highSchool.id, { askFrom: '2026-09-01', approvalRequired: false });
    const member = await schoolStudent(ctx.app, joinCode.joinCode);

    // Already September 1 in UTC, still August 31 at the school.
    expect(await rulesOf(member.student)).toMatchObject({ askFrom: '2026-09-01', open: false });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/letter-requests',
      headers: { cookie: member.student.cookie },
      payload: { teacherName: 'Ms. Lin', teacherEmail: 'lin@example.com', applicationIds: [member.applicationId], waived: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('askFrom');

    clock.advance(3.5 * 60 * 60 * 1000); // 00:30 on September 1 in California
    expect(await rulesOf(member.student)).toMatchObject({ open: true });
    expect(await askTeacher(ctx.app, member, 'lin@example.com')).toEqual(expect.any(String));
  });
});
