import { describe, expect, it } from 'vitest';
import { invitationLinkResponseSchema } from '@campuspath/contract/high-schools';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, inviteParent, signUpAs, tokenOf } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * One-time and last-one rules under parallel requests (on PostgreSQL each request has
 * its own connection): an invitation opened twice at once is used once; two counselors removing
 * each other at once leave the school one counselor.
 */
const ctx = useTestApp();

const post = (user: SignedInUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

describe('at the same moment', () => {
  it('uses a parent invitation once when two parents open it together', async () => {
    const student = await signUpAs(ctx.app, 'student');
    const { token } = await inviteParent(ctx.app, student, 'mom@example.com');
    const parents = [await signUpAs(ctx.app, 'parent'), await signUpAs(ctx.app, 'parent')];
    const answers = await Promise.all(parents.map((parent) => post(parent, '/api/sharing/invitations/accept', { token })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    const shares = await ctx.database.handle.db.selectFrom('shares').select('viewer_id').where('user_id', '=', student.user.id).execute();
    expect(shares).toHaveLength(1);
  });

  it('uses a counselor invitation once when two counselors open it together', async () => {
    const owner = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, owner);
    const { invitation } = invitationLinkResponseSchema.parse((await post(owner, `/api/high-schools/${highSchool.id}/invitations`)).json());
    const others = [await signUpAs(ctx.app, 'counselor'), await signUpAs(ctx.app, 'counselor')];
    const answers = await Promise.all(
      others.map((other) => post(other, '/api/high-schools/invitations/accept', { token: tokenOf(invitation.url) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('keeps one counselor when the last two remove each other together', async () => {
    const first = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, first);
    const { invitation } = invitationLinkResponseSchema.parse((await post(first, `/api/high-schools/${highSchool.id}/invitations`)).json());
    const second = await signUpAs(ctx.app, 'counselor');
    expect((await post(second, '/api/high-schools/invitations/accept', { token: tokenOf(invitation.url) })).statusCode).toBe(200);
    const remove = (by: SignedInUser, whom: SignedInUser) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/high-schools/${highSchool.id}/counselors/${whom.user.id}`,
        headers: { cookie: by.cookie },
      });
    const answers = (await Promise.all([remove(first, second), remove(second, first)])).map((answer) => answer.statusCode);
    // One removal wins. The other is refused either as removing the last counselor (409) or,
    // when the winner committed before it was authorised, as coming from someone who is no
    // longer a counselor of the school (404): which one depends on timing, not on the rules.
    expect(answers.filter((status) => status === 204)).toHaveLength(1);
    expect(answers.filter((status) => status !== 204)).toEqual([expect.toBeOneOf([404, 409])]);
    const left = await ctx.database.handle.db
      .selectFrom('high_school_counselors')
      .select('user_id')
      .where('high_school_id', '=', highSchool.id)
      .execute();
    expect(left).toHaveLength(1);
  });
});
