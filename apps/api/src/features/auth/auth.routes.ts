import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { loginBodySchema, sessionResponseSchema, signedInResponseSchema, signupBodySchema } from '@campuspath/contract/auth';
import type { DatabaseHandle } from '../../db/database.ts';
import { readSession } from '../../lib/auth-guard.ts';
import { HttpError } from '../../lib/errors.ts';
import { SESSION_COOKIE, clearSessionCookie, createSession, revokeSessionToken, setSessionCookie } from '../../lib/sessions.ts';
import { logIn, signUp } from './auth.service.ts';
import { requireUser } from './users.ts';

export interface AuthRateLimits {
  /** Sign-in, sign-up and demo attempts per client IP per window. */
  perIp: number;
  /** Sign-in and sign-up attempts per email address per window. */
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { perIp: 30, perEmail: 10, windowMs: 15 * 60_000 };

const errorResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export interface AuthRoutesOptions {
  database: DatabaseHandle;
  limits: AuthRateLimits;
  /**
   * Creates a fresh demo account and returns its user id. Passed in by buildApp (demo.service's
   * createDemoAccount) so auth does not import the demo feature, which builds on auth and account.
   */
  createDemoAccount: () => Promise<string>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { database, limits, createDemoAccount }) => {
  const { db } = database;
  // Two independent counters per attempt (per IP and per email). The plugin's route hooks run
  // only one limiter per request, so both are checked here with createRateLimit.
  const ipLimit = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (request) => `ip:${request.ip}` });
  const emailLimit = app.createRateLimit({ max: limits.perEmail, timeWindow: limits.windowMs, keyGenerator: emailKey });
  const limitBy =
    (...limiters: (typeof ipLimit)[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) continue;
        const seconds = Math.max(1, result.ttlInSeconds);
        const minutes = Math.ceil(seconds / 60);
        reply.header('retry-after', String(seconds));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        );
      }
    };
  const perIp = limitBy(ipLimit);
  const perIpAndEmail = limitBy(ipLimit, emailLimit);

  /** Starts a fresh session (a new token at every sign-in; any token the browser held is revoked). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSessionToken(db, previous);
    const { token, expiresAt } = await createSession(db, userId);
    setSessionCookie(request, reply, token, expiresAt);
    return { user: await requireUser(db, userId) };
  }

  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], summary: 'Who is signed in (user is null when nobody is)', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await readSession(db, request, reply);
      const user = session ? await requireUser(db, session.userId) : null;
      return { user };
    },
  );

  app.post(
    '/auth/signup',
    {
      preHandler: perIpAndEmail,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signupBodySchema,
        response: { 201: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await signUp(db, request.body);
      return reply.status(201).send(await startSession(request, reply, userId));
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: perIpAndEmail,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await logIn(db, request.body);
      return startSession(request, reply, userId);
    },
  );

  app.post(
    '/auth/demo',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in to a fresh demo account with sample content (removed after a day)',
        response: { 201: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await createDemoAccount();
      return reply.status(201).send(await startSession(request, reply, userId));
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: revokes this session', response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSessionToken(db, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
