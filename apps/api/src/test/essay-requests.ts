import { expect } from 'vitest';
import { essayResponseSchema, type CreateEssayBody, type Essay } from '@campuspath/contract/essays';
import type { SignedInUser } from './factories.ts';
import type { useTestApp } from './test-app.ts';

/**
 * Essay requests for the essays tests (essays.test.ts, essay-versions.test.ts). `ctx` is the test
 * file's own useTestApp(); it is read only inside tests, after the app is built.
 */
export function essayRequests(ctx: Pick<ReturnType<typeof useTestApp>, 'app'>) {
  async function createEssay(student: SignedInUser, body: Partial<CreateEssayBody> = {}): Promise<Essay> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/essays',
      headers: { cookie: student.cookie },
      payload: { title: 'Why this college', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return essayResponseSchema.parse(response.json()).essay;
  }

  function patchEssay(student: SignedInUser, id: string, payload: Record<string, unknown>) {
    return ctx.app.inject({ method: 'PATCH', url: `/api/essays/${id}`, headers: { cookie: student.cookie }, payload });
  }

  return { createEssay, patchEssay };
}
