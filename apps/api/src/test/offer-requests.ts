import { expect } from 'vitest';
import {
  offerListResponseSchema,
  offerResponseSchema,
  type Offer,
  type OfferBody,
  type OfferListResponse,
} from '@campuspath/contract/offers';
import type { SignedInUser } from './factories.ts';
import type { useTestApp } from './test-app.ts';

/** Aid-offer requests for the offers tests: an accepted application, entering an offer, reading the list. */
export function offerRequests(ctx: Pick<ReturnType<typeof useTestApp>, 'app'>) {
  async function acceptedApplication(student: SignedInUser, schoolId: number, status = 'accepted'): Promise<string> {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: student.cookie },
      payload: { schoolId, round: 'regular-decision' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: { cookie: student.cookie },
      payload: { status },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return id;
  }

  const put = (who: SignedInUser, url: string, body: OfferBody | Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload: body });

  async function enterOffer(student: SignedInUser, applicationId: string, body: OfferBody): Promise<Offer> {
    const response = await put(student, `/api/applications/${applicationId}/offer`, body);
    expect(response.statusCode, response.body).toBe(200);
    return offerResponseSchema.parse(response.json()).offer;
  }

  async function listOffers(who: SignedInUser, url = '/api/offers'): Promise<OfferListResponse> {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return offerListResponseSchema.parse(response.json());
  }

  return { acceptedApplication, put, enterOffer, listOffers };
}
