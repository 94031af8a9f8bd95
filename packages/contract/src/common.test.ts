import { describe, expect, it } from 'vitest';
import { createApplicationBodySchema, updateApplicationBodySchema } from './applications.ts';
import { dueDateSchema, listResponse, unitIdSchema, webAddressSchema } from './common.ts';
import { putCheckedDeadlineBodySchema } from './checked-deadlines.ts';
import { createEssayBodySchema, updateEssayBodySchema } from './essays.ts';
import { createTaskBodySchema, updateTaskBodySchema } from './tasks.ts';

describe('dueDateSchema, the one due-date rule', () => {
  it('takes a real calendar date between 2000 and 2100, or null; a blank field is null', () => {
    expect(dueDateSchema.parse('2026-11-01')).toBe('2026-11-01');
    expect(dueDateSchema.parse(null)).toBeNull();
    expect(dueDateSchema.parse('')).toBeNull();
    expect(dueDateSchema.parse('   ')).toBeNull();
    for (const bad of ['2026-02-30', '11/01/2026', '1999-12-31', '2101-01-01', 20261101]) {
      expect(dueDateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('answers the same in tasks, essays and applications', () => {
    const cases = [
      { create: createTaskBodySchema, update: updateTaskBodySchema, createBase: { title: 'Visit' }, updateBase: {}, field: 'dueDate' },
      {
        create: createEssayBodySchema,
        update: updateEssayBodySchema,
        createBase: { title: 'Why us' },
        updateBase: { version: 1 },
        field: 'dueDate',
      },
      {
        create: createApplicationBodySchema,
        update: updateApplicationBodySchema,
        createBase: { schoolId: 166683, round: 'regular-decision' },
        updateBase: {},
        field: 'deadline',
      },
    ] as const;
    for (const { create, update, createBase, updateBase, field } of cases) {
      expect(create.parse({ ...createBase, [field]: '' })).toMatchObject({ [field]: null });
      expect(create.parse({ ...createBase, [field]: '2026-11-01' })).toMatchObject({ [field]: '2026-11-01' });
      const impossible = create.safeParse({ ...createBase, [field]: '2026-02-30' });
      expect(impossible.error?.issues.map((issue) => issue.message)).toEqual(['Enter a date as YYYY-MM-DD']);
      expect(update.parse({ ...updateBase, [field]: '' })).toMatchObject({ [field]: null });
      expect(update.parse({ ...updateBase, [field]: '2026-11-01' })).toMatchObject({ [field]: '2026-11-01' });
    }
  });
});

describe('listResponse', () => {
  it('names the items in the plural', () => {
    const schema = listResponse('tasks', unitIdSchema('Give a school'));
    expect(schema.parse({ tasks: [1, 2] })).toEqual({ tasks: [1, 2] });
    expect(schema.safeParse([1, 2]).success).toBe(false);
  });
});

describe('webAddressSchema, the one rule for addresses people follow', () => {
  const address = webAddressSchema('Enter a web address');
  it('takes http(s) addresses, and refuses credentials before the host and hidden direction marks, with a message that says so', () => {
    for (const good of [
      'https://admission.gatech.edu/first-year/deadlines',
      'http://example.edu/a?b=c#d',
      'https://example.edu/caf%C3%A9',
    ]) {
      expect(address.safeParse(good).success, good).toBe(true);
    }
    const refusals: [string, RegExp][] = [
      ['https://admission.gatech.edu:deadlines@evil.example/', /user name or password/],
      ['https://user:pass@example.edu/', /user name or password/],
      ['https://user@example.edu/', /user name or password/],
      ['https://example.edu/\u202Efdp.exe', /direction marks/],
      ['https://example.edu/%E2%80%AEfdp.exe', /direction marks/],
      ['https://example.edu/?q=\u2066x\u2069', /direction marks/],
      ['javascript:alert(1)', /Enter a web address/],
      ['ftp://example.edu/', /Enter a web address/],
    ];
    for (const [bad, message] of refusals) {
      const result = address.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toMatch(message);
    }
  });

  it("is the rule of a checked deadline's source and an application's portal link alike", () => {
    const base = { collegeId: 139755, round: 'early-action', date: '2026-10-15' };
    expect(putCheckedDeadlineBodySchema.safeParse({ ...base, sourceUrl: 'https://a:b@example.edu/' }).success).toBe(false);
    expect(
      createApplicationBodySchema.safeParse({ schoolId: 139755, round: 'early-action', portalUrl: 'https://a:b@example.edu/' }).success,
    ).toBe(false);
    expect(
      createApplicationBodySchema.safeParse({ schoolId: 139755, round: 'early-action', portalUrl: 'https://example.edu/\u202E' }).success,
    ).toBe(false);
  });
});
