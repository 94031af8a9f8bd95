import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  createTaskBodySchema,
  taskIdParamsSchema,
  taskListResponseSchema,
  taskResponseSchema,
  updateTaskBodySchema,
} from '@campuspath/contract/tasks';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { createTask, deleteTask, listTasks, requireTask, updateTask } from './tasks.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The student's to-do list (spec section 4, "Task"). */
export const tasksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps = { db: database.db, now };

  app.get(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'My tasks, by due date (no due date last)',
        response: { 200: taskListResponseSchema, ...errors },
      },
    },
    async (request) => ({ tasks: await listTasks(deps, requireUserId(request)) }),
  );

  app.post(
    '/tasks',
    { schema: { tags: ['tasks'], summary: 'Create a task', body: createTaskBodySchema, response: { 201: taskResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ task: await createTask(deps, requireUserId(request), request.body) }),
  );

  app.get(
    '/tasks/:id',
    { schema: { tags: ['tasks'], summary: 'A task', params: taskIdParamsSchema, response: { 200: taskResponseSchema, ...errors } } },
    async (request) => ({ task: await requireTask(deps, requireUserId(request), request.params.id) }),
  );

  app.patch(
    '/tasks/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Change a task (any subset of its fields, such as completed)',
        params: taskIdParamsSchema,
        body: updateTaskBodySchema,
        // 403: a task from a counselor takes only `completed`.
        response: { 200: taskResponseSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ task: await updateTask(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/tasks/:id',
    { schema: { tags: ['tasks'], summary: 'Delete a task', params: taskIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteTask(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
