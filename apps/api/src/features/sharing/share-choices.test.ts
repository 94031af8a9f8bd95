import { describe, expect, it } from 'vitest';
import { INVALID_CODE_MESSAGE } from '@campuspath/contract/sharing-terms';
import { invitationPreviewResponseSchema, sharingResponseSchema, type ShareScopes } from '@campuspath/contract/sharing';
import type { SignedInUser } from '../../test/factories.ts';
import { followStudent, inviteParent, signUpAs, tokenOf } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * A student's choices for a parent outlive one invitation: inviting them again starts from the
 * switches last chosen, the invitation carries the switches shown before sending, the parent is
 * told the student stopped sharing, and the link's landing page names the student.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const sharing = async (student: SignedInUser) => sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json());
const accept = (parent: SignedInUser, token: string) => as(parent, 'POST', '/api/sharing/invitations/accept', { token });

describe('inviting a parent again', () => {
  it('starts from the switches the student last chose for that person, and the parent gets exactly those', async () => {
    const student = await signUpAs(ctx.app, 'student', 'Maya Chen');
    const { parent, shareId } = await followStudent(ctx.app, student);
    expect((await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { costs: false, essays: true } })).statusCode).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await as(student, 'DELETE', `/api/sharing/viewers/${shareId}`)).statusCode).toBe(204);

    // The parent is told, by name, rather than shown a page that does not exist.
    const stopped = await as(parent, 'GET', `/api/students/${student.user.id}/plan`);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json()).toMatchObject({ error: 'sharing_stopped', message: 'Maya Chen stopped sharing their plan with you.' });

    const remembered = (await sharing(student)).lastChoices.find((choice) => choice.email === parent.email.toLowerCase());
    expect(remembered).toMatchObject({ from: 'viewer', scopes: { costs: false, essays: true, colleges: true } });

    // The invite form sends what it showed: the last choices.
    const again = await as(student, 'POST', '/api/sharing/invitations', { email: parent.email, scopes: remembered!.scopes });
    expect(again.statusCode, again.body).toBe(201);
    expect((await sharing(student)).invitations[0]?.scopes).toEqual(remembered!.scopes);
    expect((await accept(parent, tokenOf(again.json().invitation.url))).statusCode).toBe(204);
    const viewer = (await sharing(student)).viewers.find((row) => row.name === parent.user.name)!;
    expect(viewer.scopes).toEqual(remembered!.scopes);
    const plan = await as(parent, 'GET', `/api/students/${student.user.id}/plan`);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).not.toHaveProperty('costs');
    // Following again, they are no longer listed as stopped.
    expect((await as(parent, 'GET', '/api/students')).json().stoppedSharing).toEqual([]);
  });

  it('gives a first invitation the parent defaults, or the switches sent, and remembers them per address', async () => {
    const student = await signUpAs(ctx.app, 'student');
    const { token } = await inviteParent(ctx.app, student, 'first@example.com');
    expect((await sharing(student)).invitations[0]?.scopes).toMatchObject({ colleges: true, costs: true, essays: false });
    const chosen: ShareScopes = {
      colleges: true,
      profile: false,
      costs: false,
      tasks: true,
      essays: false,
      documents: false,
      letters: false,
      history: false,
    };
    const second = await as(student, 'POST', '/api/sharing/invitations', { email: 'Second@Example.com', scopes: chosen });
    expect(second.statusCode).toBe(201);
    const choices = (await sharing(student)).lastChoices;
    expect(choices.find((choice) => choice.email === 'second@example.com')).toMatchObject({ from: 'invitation', scopes: chosen });
    expect(choices.find((choice) => choice.email === 'first@example.com')?.scopes.costs).toBe(true);
    // A parent another student stopped sharing with learns nothing about this one.
    const stranger = await signUpAs(ctx.app, 'parent');
    expect((await accept(stranger, token)).statusCode).toBe(204);
    const other = await signUpAs(ctx.app, 'student');
    expect((await as(stranger, 'GET', `/api/students/${other.user.id}/plan`)).json()).toMatchObject({ error: 'not_found' });
  });
});

describe("a parent's own income band", () => {
  it("is theirs to choose when the student keeps costs to themselves, and never shows as the student's", async () => {
    const student = await signUpAs(ctx.app, 'student');
    const { parent, shareId } = await followStudent(ctx.app, student);
    await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { costs: false } });
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/income-band',
      headers: { cookie: parent.cookie },
      payload: { incomeBand: '48-75k' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: parent.cookie } });
    expect(session.json().user.incomeBand).toBe('48-75k');
    expect((await as(parent, 'GET', `/api/students/${student.user.id}/plan`)).json()).not.toHaveProperty('costs');
  });
});

describe('the invitation landing page', () => {
  it('names the student and the address the link was sent to, without a session and without using the link', async () => {
    const student = await signUpAs(ctx.app, 'student', 'Maya Chen');
    const { token } = await inviteParent(ctx.app, student, 'mom@example.com');
    const preview = await ctx.app.inject({ method: 'POST', url: '/api/sharing/invitations/preview', payload: { token } });
    expect(preview.statusCode).toBe(200);
    expect(invitationPreviewResponseSchema.parse(preview.json())).toMatchObject({ studentName: 'Maya Chen', email: 'mom@example.com' });
    // Still usable afterwards.
    const parent = await signUpAs(ctx.app, 'parent');
    expect((await accept(parent, token)).statusCode).toBe(204);
    // Used, or never valid: the one invalid answer.
    for (const used of [token, 'not-a-real-token-at-all']) {
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/sharing/invitations/preview', payload: { token: used } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_code', message: INVALID_CODE_MESSAGE });
    }
  });
});
