import { expect } from 'vitest';
import { applicationSchema, type Application, type CreateApplicationBody } from '@campuspath/contract/applications';
import type { SignedInUser } from './factories.ts';
import type { useTestApp } from './test-app.ts';

export const STANFORD = 243744;
export const MIT = 166683;
export const YALE = 130794;

/**
 * Application requests for the applications tests (applications.test.ts,
 * application-delete.test.ts). `ctx` is the test file's own useTestApp(); it is read only inside
 * tests, after the app is built.
 */
export function applicationRequests(ctx: Pick<ReturnType<typeof useTestApp>, 'app'>) {
  async function create(student: SignedInUser, body: Partial<CreateApplicationBody> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: student.cookie },
      payload: { schoolId: STANFORD, round: 'early-action', ...body },
    });
  }

  async function createOk(student: SignedInUser, body: Partial<CreateApplicationBody> = {}): Promise<Application> {
    const response = await create(student, body);
    expect(response.statusCode, response.body).toBe(201);
    return applicationSchema.parse(response.json());
  }

  const send = (student: SignedInUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: student.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  return { create, createOk, send };
}
