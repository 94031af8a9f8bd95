import { describe, expect, it } from 'vitest';
import type { OfferBody } from '@campuspath/contract/offers';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { offerRequests } from '../../test/offer-requests.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STANFORD } from '../../test/workspace-items.ts';

const ctx = useTestApp();
const { acceptedApplication, put, enterOffer, listOffers } = offerRequests(ctx);

const offer: OfferBody = {
  academicYear: '2025-26',
  costs: { tuitionFees: { amount: 40_000, billed: true } },
  grants: { college: { amount: 10_000, renewable: 'yes' } },
};

async function setScopes(student: SignedInUser, shareId: string, scopes: Record<string, boolean>) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/sharing/viewers/${shareId}`,
    headers: { cookie: student.cookie },
    payload: { scopes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const as = (who: SignedInUser, method: 'GET' | 'DELETE', url: string) => ctx.app.inject({ method, url, headers: { cookie: who.cookie } });

describe('aid offers shared with parents and counselors', () => {
  it('lets a parent with the costs scope read and enter offers, recorded as theirs; without it, 404', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    const { parent, shareId } = await followStudent(ctx.app, student);
    const url = `/api/students/${student.user.id}/applications/${application}/offer`;

    const entered = await put(parent, url, offer);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().offer).toMatchObject({ enteredBy: parent.user.name, figures: { netPrice: 30_000, mustCover: 30_000 } });
    const seen = await listOffers(parent, `/api/students/${student.user.id}/offers`);
    expect(seen.offers.map((o) => o.applicationId)).toEqual([application]);
    // The student sees the same offer, as entered by their parent.
    expect((await listOffers(student)).offers[0]).toMatchObject({ enteredBy: parent.user.name, figures: { netPrice: 30_000 } });

    await setScopes(student, shareId, { costs: false });
    expect((await as(parent, 'GET', `/api/students/${student.user.id}/offers`)).statusCode).toBe(404);
    expect((await put(parent, url, offer)).statusCode).toBe(404);
    expect((await as(parent, 'DELETE', url)).statusCode).toBe(404);

    await setScopes(student, shareId, { costs: true });
    expect((await as(parent, 'DELETE', url)).statusCode).toBe(204);
    expect((await listOffers(student)).offers).toEqual([]);
  });

  it('shows offers to a counselor only with the costs scope, read-only', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    await enterOffer(student, application, offer);
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const school = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, student, school.joinCode.joinCode);
    await shareWithSchool(ctx.app, student, true);
    const offersUrl = `/api/students/${student.user.id}/offers`;
    // Counselors do not get costs by default.
    expect((await as(counselor, 'GET', offersUrl)).statusCode).toBe(404);

    const sharing = await as(student, 'GET', '/api/sharing');
    const schoolShare = (sharing.json() as { viewers: { id: string; kind: string }[] }).viewers.find((v) => v.kind === 'counselors')!;
    await setScopes(student, schoolShare.id, { costs: true });
    const seen = await listOffers(counselor, offersUrl);
    expect(seen.offers.map((o) => o.figures.netPrice)).toEqual([30_000]);

    const url = `/api/students/${student.user.id}/applications/${application}/offer`;
    const write = await put(counselor, url, offer);
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe('wrong_role');
    expect((await as(counselor, 'DELETE', url)).statusCode).toBe(403);
  });

  it("answers 404 to a parent who does not follow the student and to another student's ids", async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    await enterOffer(student, application, offer);
    const stranger = await signUpAs(ctx.app, 'parent');
    expect((await as(stranger, 'GET', `/api/students/${student.user.id}/offers`)).statusCode).toBe(404);
    expect((await put(stranger, `/api/students/${student.user.id}/applications/${application}/offer`, offer)).statusCode).toBe(404);
    const other = await signUp(ctx.app);
    expect((await as(other, 'GET', `/api/students/${student.user.id}/offers`)).statusCode).toBe(404);
    expect((await put(other, `/api/applications/${application}/offer`, offer)).statusCode).toBe(404);
  });

  it('exports offers with the account and deletes them with it', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    await enterOffer(student, application, offer);
    const exported = await as(student, 'GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().offers).toMatchObject([{ applicationId: application, figures: { netPrice: 30_000 } }]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: student.cookie },
      payload: { password: student.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await ctx.database.handle.db.selectFrom('aid_offers').selectAll().where('user_id', '=', student.user.id).execute();
    expect(left).toEqual([]);
  });
});
