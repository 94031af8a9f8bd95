import type { CreateScholarshipBody, LocalScholarship, LocalScholarshipBody, Scholarship } from '@campuspath/contract/scholarships';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';

/** Requests the scholarship tests (and the authorization matrix) share. */

export async function recordScholarship(app: App, user: SignedInUser, body: Partial<CreateScholarshipBody> = {}): Promise<Scholarship> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/scholarships',
    headers: { cookie: user.cookie },
    payload: { name: 'Rotary Club Scholarship', amount: 1500, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`recording a scholarship answered ${response.statusCode}: ${response.body}`);
  return response.json().scholarship;
}

export async function postLocalScholarship(
  app: App,
  counselor: SignedInUser,
  highSchoolId: string,
  body: Partial<LocalScholarshipBody> = {},
): Promise<LocalScholarship> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/high-schools/${highSchoolId}/local-scholarships`,
    headers: { cookie: counselor.cookie },
    payload: {
      name: 'Springfield Community Foundation Award',
      sponsor: 'Springfield Community Foundation',
      amount: 2000,
      eligibility: 'Seniors at the school planning a four-year degree',
      deadline: '2027-03-01',
      link: 'https://example.org/award',
      checkedOn: '2026-11-01',
      ...body,
    },
  });
  if (response.statusCode !== 201) throw new Error(`posting a local scholarship answered ${response.statusCode}: ${response.body}`);
  return response.json().scholarship;
}
