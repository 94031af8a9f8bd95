import { describe, expect, it } from 'vitest';
import { createApplicationBodySchema, updateApplicationBodySchema } from './applications.ts';
import { dueDateSchema, listResponse, unitIdSchema } from './common.ts';
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
