import type { ClassPlan, ClassPlanDetailResponse, CreateClassPlanBody } from '@campuspath/contract/class-plans';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';

/** Requests the class-plan tests (and the authorization matrix) share. */

export const SAMPLE_PLAN: CreateClassPlanBody = {
  title: 'Senior fall',
  group: 'Advisory 12B',
  tasks: [{ title: 'Ask two teachers for letters', dueDate: '2026-10-01' }],
};

export async function postClassPlan(
  app: App,
  counselor: SignedInUser,
  highSchoolId: string,
  body: CreateClassPlanBody = SAMPLE_PLAN,
): Promise<ClassPlan> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/high-schools/${highSchoolId}/class-plans`,
    headers: { cookie: counselor.cookie },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`making a class plan answered ${response.statusCode}: ${response.body}`);
  return response.json().plan;
}

export async function readClassPlan(
  app: App,
  counselor: SignedInUser,
  highSchoolId: string,
  planId: string,
): Promise<ClassPlanDetailResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/high-schools/${highSchoolId}/class-plans/${planId}`,
    headers: { cookie: counselor.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`reading a class plan answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
