import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema, dueDateSchema, itemResponse, listResponse, recordIdParamsSchema } from './common.ts';
import { TASK_CATEGORIES, TASK_NOTES_MAX_LENGTH, TASK_PRIORITIES, TASK_TITLE_MAX_LENGTH } from './tasks-terms.ts';

/** Tasks. Constants and the overdue rule live in tasks-terms.ts. */
export const taskCategorySchema = z.enum(TASK_CATEGORIES, { error: /*i18n*/ 'Choose a category' });
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: /*i18n*/ 'Choose a priority' });

const titleSchema = z
  .string({ error: /*i18n*/ 'Enter a title' })
  .trim()
  .min(1, /*i18n*/ 'Enter a title')
  .max(TASK_TITLE_MAX_LENGTH, `Titles are at most ${TASK_TITLE_MAX_LENGTH} characters`);

const notesSchema = z
  .string({ error: /*i18n*/ 'Notes must be text' })
  .trim()
  .max(TASK_NOTES_MAX_LENGTH, `Notes are at most ${TASK_NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`);

export const taskIdParamsSchema = recordIdParamsSchema;

export const createTaskBodySchema = z.strictObject({
  title: titleSchema,
  dueDate: dueDateSchema.default(null),
  category: taskCategorySchema.default('other'),
  priority: taskPrioritySchema.default('medium'),
  completed: z.boolean({ error: /*i18n*/ 'Send true or false' }).default(false),
  notes: notesSchema.default(''),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/** Any subset of a task's fields; an empty change is refused. */
export const updateTaskBodySchema = z
  .strictObject({
    title: titleSchema.optional(),
    dueDate: dueDateSchema.optional(),
    category: taskCategorySchema.optional(),
    priority: taskPrioritySchema.optional(),
    completed: z.boolean({ error: /*i18n*/ 'Send true or false' }).optional(),
    notes: notesSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: /*i18n*/ 'Send at least one field to change' });
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: dateStringSchema.nullable(),
  category: taskCategorySchema,
  priority: taskPrioritySchema,
  completed: z.boolean(),
  notes: z.string(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
  /**
   * The counselor who added the task, shown as "From Ms. Rivera"; null for the
   * student's own. Such a task can be completed or deleted (dismissed), not edited. Always sent by
   * the API; optional so older fixtures stay valid.
   */
  assignedBy: z.object({ name: z.string() }).nullable().optional(),
  /**
   * The school's class plan the task came from ("Class plan “Senior fall” · Lincoln High"), or
   * null. Always sent by the API; optional so older fixtures stay valid.
   */
  fromPlan: z.object({ title: z.string(), schoolName: z.string() }).nullable().optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskResponseSchema = itemResponse('task', taskSchema);
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** Every task of the student, by due date (no due date last), then oldest first. */
export const taskListResponseSchema = listResponse('tasks', taskSchema);
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;
