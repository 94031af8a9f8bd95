import { expect } from 'vitest';
import { decisionsPreviewSchema, type DecisionsPreview } from '@campuspath/contract/admission-history-decisions';
import { buildProfileBody } from '../../../../test/factories.ts';
import type { SignedInUser } from './factories.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from './roles.ts';
import type { useTestApp } from './test-app.ts';

/**
 * Requests of the decisions-to-history tests: a counselor's school (a fresh one on `newSchool`, so
 * one test's counts do not mix with another's), its students with a profile, decisions and the
 * consent, and the counselor's preview.
 */
export function decisionsRequests(ctx: Pick<ReturnType<typeof useTestApp>, 'app'>) {
  const state = { counselor: undefined as unknown as SignedInUser, schoolId: '', joinCode: '' };

  const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const decisionsUrl = (id = state.schoolId) => `/api/high-schools/${id}/admission-history/decisions`;

  /** The counselor (made once) and a new school of theirs. */
  async function newSchool() {
    state.counselor ??= await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const created = await createSchool(ctx.app, state.counselor);
    state.schoolId = created.highSchool.id;
    state.joinCode = created.joinCode.joinCode;
  }

  async function preview(classYear = 2027): Promise<DecisionsPreview> {
    const response = await as(state.counselor, 'GET', `${decisionsUrl()}?classYear=${classYear}`);
    expect(response.statusCode, response.body).toBe(200);
    return decisionsPreviewSchema.parse(response.json());
  }

  async function consent(account: SignedInUser, on: boolean, scopes: Record<string, boolean> = {}) {
    const sharing = (await as(account, 'GET', '/api/sharing')).json() as { viewers: Array<{ id: string; kind: string }> };
    const school = sharing.viewers.find((viewer) => viewer.kind === 'counselors')!;
    const response = await as(account, 'PATCH', `/api/sharing/viewers/${school.id}`, { scopes: { ...scopes, history: on } });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A student of the school, class of 2027, sharing with its counselors, with a profile and decisions. */
  async function student(options: {
    consent: boolean;
    gpa?: number | null;
    decisions: Array<{ schoolId: number; status: string; deferFirst?: boolean }>;
    /** Other switches of the school share, changed with the consent. */
    scopes?: Record<string, boolean>;
    account?: SignedInUser;
  }) {
    const account = options.account ?? (await signUpAs(ctx.app, 'student'));
    await joinSchool(ctx.app, account, state.joinCode);
    await shareWithSchool(ctx.app, account, true);
    const gpa = options.gpa === undefined ? 3.7 : options.gpa;
    expect((await as(account, 'PUT', '/api/profile', buildProfileBody({ gpa, satTotal: 1350 }))).statusCode).toBe(200);
    for (const decision of options.decisions) {
      const created = await as(account, 'POST', '/api/applications', {
        schoolId: decision.schoolId,
        round: 'early-action',
        status: 'submitted',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: string }).id;
      if (decision.deferFirst) expect((await as(account, 'PATCH', `/api/applications/${id}`, { status: 'deferred' })).statusCode).toBe(200);
      expect((await as(account, 'PATCH', `/api/applications/${id}`, { status: decision.status })).statusCode).toBe(200);
    }
    if (options.consent) await consent(account, true, options.scopes);
    return account;
  }

  return { state, as, decisionsUrl, newSchool, preview, consent, student };
}
