import { describe, expect, it } from 'vitest';
import { aidEstimateResponseSchema } from '@campuspath/contract/aid-estimate';
import { type AidEstimateInput, EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import { accountExportSchema } from '@campuspath/contract/account-export';
import type { SignedInUser } from '../../test/factories.ts';
import { followStudent, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * The aid estimator's saved inputs: private to the student, read by a parent or counselor only
 * while costs are shared, refused field by field when out of range, and part of the account's
 * export and deletion. The figures are the reference's hand-worked 2026-27 case in Ohio.
 */
const clock = createTestClock();
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const OHIO_FAMILY: AidEstimateInput = {
  ...EMPTY_AID_ESTIMATE_INPUT,
  awardYear: '2026-27',
  state: 'OH',
  familySize: 4,
  parentCount: 2,
  parentFilingStatus: 'married-joint',
  parent: {
    ...EMPTY_AID_ESTIMATE_INPUT.parent,
    agi: 85_000,
    incomeTax: 6_500,
    earnings1: 50_000,
    earnings2: 35_000,
    cash: 12_000,
    investments: 8_000,
  },
  student: { ...EMPTY_AID_ESTIMATE_INPUT.student, agi: 6_000, earnings: 6_000, cash: 1_500 },
};

describe('saving and reading my estimate', () => {
  it('is empty until saved, then answers the inputs with the SAI and Pell they give, and replaces on the next save', async () => {
    const student = await signUpAs(ctx.app, 'student');
    expect((await as(student, 'GET', '/api/aid-estimate')).json()).toEqual({ estimate: null });

    const saved = await as(student, 'PUT', '/api/aid-estimate', OHIO_FAMILY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(aidEstimateResponseSchema.parse(saved.json()).estimate).toMatchObject({
      awardYear: '2026-27',
      sai: 5_775,
      pell: 1_620,
      inputs: OHIO_FAMILY,
    });

    clock.advance(60_000);
    const richer = { ...OHIO_FAMILY, parent: { ...OHIO_FAMILY.parent, investments: 108_000 } };
    expect((await as(student, 'PUT', '/api/aid-estimate', richer)).statusCode).toBe(200);
    const read = aidEstimateResponseSchema.parse((await as(student, 'GET', '/api/aid-estimate')).json()).estimate!;
    // 12% of the extra $100,000 raises PAAI by 12,000, into the 34% bracket: the SAI passes the maximum award, and AGI under 275% of the guideline still gives the minimum.
    expect(read).toMatchObject({ sai: 9_330, pell: 740, inputs: richer });

    expect((await as(student, 'DELETE', '/api/aid-estimate')).statusCode).toBe(204);
    expect((await as(student, 'GET', '/api/aid-estimate')).json()).toEqual({ estimate: null });
  });

  it('refuses negative, absurd and non-numeric amounts, naming each field by its path, and keeps the saved estimate', async () => {
    const student = await signUpAs(ctx.app, 'student');
    await as(student, 'PUT', '/api/aid-estimate', OHIO_FAMILY);
    const bad = {
      ...OHIO_FAMILY,
      familySize: 'four',
      parent: { ...OHIO_FAMILY.parent, cash: -100 },
      student: { ...OHIO_FAMILY.student, earnings: 1e12 },
    };
    const refused = await as(student, 'PUT', '/api/aid-estimate', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_request',
      fields: {
        familySize: 'Enter the family size as a number',
        'parent.cash': "Parents’ cash, savings and checking can't be negative",
        'student.earnings': expect.stringContaining('more than this estimator handles'),
      },
    });
    const oneParent = await as(student, 'PUT', '/api/aid-estimate', { ...OHIO_FAMILY, parentCount: 1, parentFilingStatus: 'single' });
    expect(oneParent.json().fields).toEqual({
      'parent.earnings2': 'With one parent on the FAFSA, leave the second parent’s earnings at 0',
    });
    expect(aidEstimateResponseSchema.parse((await as(student, 'GET', '/api/aid-estimate')).json()).estimate?.sai).toBe(5_775);
  });
});

describe('who else sees it', () => {
  it('a parent sees it while costs are shared, and gets 404 once the student switches costs off; strangers never', async () => {
    const student = await signUpAs(ctx.app, 'student');
    await as(student, 'PUT', '/api/aid-estimate', OHIO_FAMILY);
    const { parent, shareId } = await followStudent(ctx.app, student);
    const stranger = await signUpAs(ctx.app, 'parent');
    const otherStudent = await signUpAs(ctx.app, 'student');
    const url = `/api/students/${student.user.id}/aid-estimate`;

    const shared = await as(parent, 'GET', url);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().estimate).toMatchObject({ sai: 5_775, pell: 1_620 });
    expect((await as(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await as(otherStudent, 'GET', url)).statusCode).toBe(404);
    // Another account's own estimate is its own: nothing of the student's.
    expect((await as(otherStudent, 'GET', '/api/aid-estimate')).json()).toEqual({ estimate: null });

    expect((await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { costs: false } })).statusCode).toBe(200);
    expect((await as(parent, 'GET', url)).statusCode).toBe(404);
  });
});

describe('the account', () => {
  it('exports the saved inputs and deletes them with the account', async () => {
    const student = await signUpAs(ctx.app, 'student');
    await as(student, 'PUT', '/api/aid-estimate', OHIO_FAMILY);
    const exported = accountExportSchema.parse((await as(student, 'GET', '/api/account/export')).json());
    expect(exported.aidEstimate).toMatchObject({ inputs: OHIO_FAMILY, sai: 5_775, pell: 1_620 });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: student.cookie },
      payload: { password: student.password },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await ctx.database.handle.db
      .selectFrom('aid_estimates')
      .select('user_id')
      .where('user_id', '=', student.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
