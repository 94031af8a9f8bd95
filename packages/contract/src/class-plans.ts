import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema, dueDateSchema, recordIdSchema } from './common.ts';
import { graduationYearSchema } from './auth.ts';
import { CLASS_PLAN_DAYS_BEFORE_MAX, CLASS_PLAN_TASKS_MAX, CLASS_PLAN_TITLE_MAX_LENGTH, PLAN_ROUNDS } from './class-plans-terms.ts';
import { TASK_TITLE_MAX_LENGTH } from './tasks-terms.ts';

/**
 * A school's class-wide plans: tasks a counselor gives a whole graduation year or roster group,
 * delivered into each matching student's own task list (docs/counselors.md, "Class-wide plans").
 */

export const classPlanParamsSchema = z.strictObject({ id: recordIdSchema, planId: recordIdSchema });

const relativeSchema = z.strictObject({
  round: z.enum(PLAN_ROUNDS, { error: /*i18n*/ 'Choose a round with a deadline' }),
  daysBefore: z
    .number({ error: /*i18n*/ 'Enter a number of days' })
    .int(/*i18n*/ 'Enter a whole number of days')
    .min(0, /*i18n*/ 'Enter 0 or more days')
    .max(CLASS_PLAN_DAYS_BEFORE_MAX, `Enter at most ${CLASS_PLAN_DAYS_BEFORE_MAX} days`),
});

const planTaskInputSchema = z
  .strictObject({
    /** A task kept from the plan as it was (an edit); absent for a new one. */
    id: recordIdSchema.optional(),
    title: z
      .string({ error: /*i18n*/ 'Enter a title' })
      .trim()
      .min(1, /*i18n*/ 'Enter a title')
      .max(TASK_TITLE_MAX_LENGTH, `Titles are at most ${TASK_TITLE_MAX_LENGTH} characters`),
    dueDate: dueDateSchema.default(null),
    /** Due relative to the student's deadline in a round, instead of a fixed day. */
    relative: relativeSchema.nullable().default(null),
  })
  .refine((task) => task.dueDate === null || task.relative === null, {
    path: ['relative'],
    message: /*i18n*/ 'Give a due date or a round to count from, not both',
  });

const planTitleSchema = z
  .string({ error: /*i18n*/ 'Enter a title' })
  .trim()
  .min(1, /*i18n*/ 'Enter a title')
  .max(CLASS_PLAN_TITLE_MAX_LENGTH, `Titles are at most ${CLASS_PLAN_TITLE_MAX_LENGTH} characters`);

const planTasksSchema = z
  .array(planTaskInputSchema, { error: /*i18n*/ 'Send the plan’s tasks as a list' })
  .min(1, /*i18n*/ 'Add at least one task')
  .max(CLASS_PLAN_TASKS_MAX, `A plan has at most ${CLASS_PLAN_TASKS_MAX} tasks`);

/** A new plan, for one graduation year or one roster group (exactly one of the two). */
export const createClassPlanBodySchema = z
  .strictObject({
    title: planTitleSchema,
    graduationYear: graduationYearSchema.optional(),
    group: z
      .string({ error: /*i18n*/ 'Enter a group name' })
      .trim()
      .min(1, /*i18n*/ 'Enter a group name')
      .max(100, /*i18n*/ 'Group names are at most 100 characters')
      .optional(),
    tasks: planTasksSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.graduationYear === undefined) === (body.group === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['graduationYear'],
        message: /*i18n*/ 'Choose a graduation year or a roster group (one of the two)',
      });
    }
  });
export type CreateClassPlanBody = z.input<typeof createClassPlanBodySchema>;

/** A plan's new title and tasks (its class or group stays: copy the plan for another). */
export const updateClassPlanBodySchema = z.strictObject({ title: planTitleSchema, tasks: planTasksSchema });
export type UpdateClassPlanBody = z.input<typeof updateClassPlanBodySchema>;

export const classPlanTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: dateStringSchema.nullable(),
  relative: z.object({ round: z.enum(PLAN_ROUNDS), daysBefore: z.number().int() }).nullable(),
});
export type ClassPlanTask = z.infer<typeof classPlanTaskSchema>;

export const classPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  graduationYear: z.number().int().nullable(),
  group: z.string().nullable(),
  isSample: z.boolean(),
  tasks: z.array(classPlanTaskSchema),
  /** Students of the school who received it (those who joined, in its class or group). */
  recipients: z.number().int(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type ClassPlan = z.infer<typeof classPlanSchema>;

export const classPlanListResponseSchema = z.object({ plans: z.array(classPlanSchema) });
export type ClassPlanListResponse = z.infer<typeof classPlanListResponseSchema>;
export const classPlanResponseSchema = z.object({ plan: classPlanSchema });

export const PLAN_TASK_STATUSES = ['done', 'open', 'dismissed'] as const;

/**
 * A plan with its completion. Only students who share their tasks with the school's counselors
 * are named, each with each task's state; those who received the plan but do not share their
 * tasks are only counted (joining a school shares nothing until the student chooses).
 */
export const classPlanDetailResponseSchema = z.object({
  plan: classPlanSchema,
  completion: z.object({
    students: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        graduationYear: z.number().int(),
        tasks: z.array(z.object({ taskId: z.string(), status: z.enum(PLAN_TASK_STATUSES), dueDate: dateStringSchema.nullable() })),
      }),
    ),
    /** Per task of the plan, over the students named above. */
    tasks: z.array(z.object({ taskId: z.string(), done: z.number().int(), open: z.number().int(), dismissed: z.number().int() })),
    notSharing: z.number().int(),
  }),
});
export type ClassPlanDetailResponse = z.infer<typeof classPlanDetailResponseSchema>;
