import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  demoBodySchema,
  loginBodySchema,
  sessionResponseSchema,
  signedInResponseSchema,
  signupBodySchema,
  type DemoBody,
} from '@campuspath/contract/auth';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { admitSignIn, rateLimited, type AuthRateLimits } from '../../lib/auth-limits.ts';
import { readSession } from '../../lib/auth-guard.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkConfig, MailDeps } from '../../lib/feature-deps.ts';
import { SESSION_COOKIE, clearSessionCookie, revokeSessionToken } from '../../lib/sessions.ts';
import { logIn, signUp } from './auth.service.ts';
import { sendVerificationLink } from './email-verification.service.ts';
import { startSession } from './start-session.ts';
import { requireUser } from './users.ts';

const errorResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export interface AuthRoutesOptions {
  database: DatabaseHandle;
  limits: AuthRateLimits;
  /** Where links in account emails point, and how they are sent. */
  links: LinkConfig;
  mail: MailDeps;
  /** The app's one clock (lib/clock.ts). */
  now: Clock;
  /**
   * Creates a fresh demo account (a student's, or a counselor's with a sample school) and
   * returns its user id. Passed in by buildApp (demo.service's startDemo) so auth does not import
   * the demo feature, which builds on auth and account.
   */
  createDemoAccount: (role: Required<DemoBody>['role'], locale: DemoBody['locale']) => Promise<string>;
  /**
   * Joins a new account to the school of the roster invitation it signed up from, when the
   * account is a student's with the invited address (rosters' joinFromInvitationAtSignUp, passed
   * in by buildApp for the same reason as createDemoAccount). True when it joined: the emailed link
   * verified the address too.
   */
  joinFromInvitation: (userId: string, token: string) => Promise<boolean>;
  /**
   * What follows a verified address, in the transaction that verifies it: the class plans of the
   * student's school that count it (class-plans' deliverPlansToStudent, passed in by buildApp for
   * the same reason as createDemoAccount).
   */
  onEmailVerified: (db: Kysely<Database>, userId: string, at: string) => Promise<void>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { database, limits, createDemoAccount, now } = options;
  const { db } = database;
  const verification = { db, links: options.links, mail: options.mail, now };
  // Every sign-in, sign-up and demo attempt from one client IP (the plugin's limiter, counters in
  // the database). Sign-in's per-address limits are counted in the handler (lib/auth-limits.ts):
  // only failed attempts count there, so they need the outcome.
  const ipLimit = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (request) => `ip:${request.ip}` });
  async function perIp(request: FastifyRequest, reply: FastifyReply) {
    const result = await ipLimit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(reply, result.ttlInSeconds * 1000);
  }

  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], summary: 'Who is signed in (user is null when nobody is)', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await readSession(db, request, reply, now);
      const user = session ? await requireUser(db, session.userId) : null;
      return { user };
    },
  );

  app.post(
    '/auth/signup',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in; a verification link goes to the address',
        body: signupBodySchema,
        response: { 201: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, addressInUse } = await signUp(db, request.body, now());
      // Only an account that got the address: one signed up over an existing account's address is
      // unclaimed, and the existing account joins only by accepting on the invitation page.
      const joined =
        request.body.rosterInvitation && !addressInUse && (await options.joinFromInvitation(userId, request.body.rosterInvitation));
      // The account works at once; the link proves the address (sent after the answer). For an
      // address another account has, its owner is told instead (email-verification.service.ts),
      // and the answer is the same: nobody learns here whether an address has an account. A
      // school's invitation already proved the address.
      if (!joined) await sendVerificationLink(verification, request.log, userId);
      return reply.status(201).send(await startSession(db, request, reply, userId, now()));
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const refund = await admitSignIn(db, reply, limits, { email: request.body.email, ip: request.ip }, now().getTime());
      const userId = await logIn(db, request.body);
      // A successful sign-in costs the owner nothing.
      await refund();
      return startSession(db, request, reply, userId, now());
    },
  );

  app.post(
    '/auth/demo',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: "Sign in to a fresh demo account with sample content (removed after a day): a student's, or a counselor's sample school",
        // No body at all is the student demo (the web sent none before there were roles).
        body: demoBodySchema.nullish(),
        response: { 201: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await createDemoAccount(request.body?.role ?? 'student', request.body?.locale);
      return reply.status(201).send(await startSession(db, request, reply, userId, now()));
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
