import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  calendarItemParamsSchema,
  markReadInputSchema,
  notificationsSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  timeZoneInputSchema,
} from '@campuspath/contract/reminders';
import { requireUserId } from '../../lib/auth-guard.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/errors.ts';
import { calendarFileResponse, notModifiedResponse } from '../../lib/openapi.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { sendValidated } from '../../lib/http-cache.ts';
import { listNotifications, markRead } from './notifications.service.ts';
import { settingsColumns, writeSettings } from './reminder-settings.ts';
import { findItemCalendarFile, regenerateFeed, settingsView } from './reminders.service.ts';
import { teacherEmailSettingsRoutes } from './teacher-email-settings.routes.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Reminder settings, the bell and single-item calendar files (signed-in, the student's own data only). */
export const remindersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { catalog, database, links, now } = deps;
  const { db } = database;
  // A teacher's own emails (deadline reminders and letter request emails), beside the reminder settings.
  await app.register(teacherEmailSettingsRoutes, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/reminders/settings',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Reminder settings and the calendar feed URL',
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => settingsView({ db, links, now }, requireUserId(request)),
  );

  app.put(
    '/reminders/settings',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Save lead times, channels, quiet hours, weekly digest and time zone',
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await writeSettings(db, userId, settingsColumns(request.body), now());
      return settingsView({ db, links, now }, userId);
    },
  );

  app.put(
    '/reminders/time-zone',
    {
      schema: {
        tags: ['reminders'],
        summary: "Save the student's time zone (the web sends the browser's on first visit)",
        body: timeZoneInputSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await writeSettings(db, userId, { time_zone: request.body.timeZone }, now());
      return settingsView({ db, links, now }, userId);
    },
  );

  app.post(
    '/reminders/feed',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Regenerate the secret calendar feed URL; the old one answers 404 from now on',
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => regenerateFeed({ db, links, now }, requireUserId(request)),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['reminders'],
        summary: 'The bell: items within a lead time of their due date, and overdue items',
        response: { 200: notificationsSchema, ...errors },
      },
    },
    async (request) => listNotifications({ db, catalog }, requireUserId(request), now()),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Mark notifications read (by key, or all)',
        body: markReadInputSchema,
        response: { 200: notificationsSchema, ...errors },
      },
    },
    async (request) => markRead({ db, catalog }, requireUserId(request), request.body, now()),
  );

  app.get(
    '/calendar/items/:kind/:file',
    {
      schema: {
        tags: ['reminders'],
        summary: 'One dated item as an iCalendar file ({id}.ics)',
        params: calendarItemParamsSchema,
        response: { 200: calendarFileResponse, 304: notModifiedResponse, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { kind } = request.params;
      const id = request.params.file.slice(0, -'.ics'.length);
      const file = await findItemCalendarFile({ db, catalog, links, now }, userId, kind, id, now());
      if (!file) throw notFound(/*i18n*/ 'No such dated item');
      const { item } = file;
      const name = `${
        item.title
          .replace(/[\\/:*?"<>|]+/g, ' ')
          .slice(0, 80)
          .trim() || 'deadline'
      }.ics`;
      reply.type('text/calendar; charset=utf-8').header('content-disposition', attachmentDisposition(name));
      return sendValidated(request, reply, file);
    },
  );
};
