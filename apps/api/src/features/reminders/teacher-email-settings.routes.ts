import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { teacherEmailSettingsInputSchema, teacherEmailSettingsSchema } from '@campuspath/contract/teacher-email-settings';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { resumeLetterRequestEmails, saveTeacherEmailSettings, teacherEmailSettings } from './teacher-email-settings.service.ts';

const tags = ['reminders'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** A signed-in teacher's own email settings (teachers only: 403 for other roles). */
export const teacherEmailSettingsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps = { db: database.db, now };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/teacher/email-settings',
    {
      schema: {
        tags,
        summary: 'My emails as a teacher: deadline reminders, and whether my address stopped letter request emails',
        response: { 200: teacherEmailSettingsSchema, ...errors },
      },
    },
    async (request) => teacherEmailSettings(deps, requireUserId(request)),
  );

  app.put(
    '/teacher/email-settings',
    {
      schema: {
        tags,
        summary: 'Turn my deadline reminder emails on or off (teachers)',
        body: teacherEmailSettingsInputSchema,
        response: { 200: teacherEmailSettingsSchema, ...errors },
      },
    },
    async (request) => saveTeacherEmailSettings(deps, requireUserId(request), request.body),
  );

  app.delete(
    '/teacher/email-settings/stop',
    {
      schema: {
        tags,
        summary: 'Receive letter request emails again at my verified address, after "Stop these emails" (teachers)',
        description: 'Idempotent: 200 with the settings whether or not the address had stopped them; 403 for an unverified address.',
        response: { 200: teacherEmailSettingsSchema, ...errors },
      },
    },
    async (request) => resumeLetterRequestEmails(deps, requireUserId(request)),
  );
};
