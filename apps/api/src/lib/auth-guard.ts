import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { HttpError } from './errors.ts';
import { declareSessionRequired } from './openapi.ts';
import { SESSION_COOKIE, findSession, setSessionCookie, type SessionRecord } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's session, set by `authenticate` on protected routes. */
    session: SessionRecord | null;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();

/**
 * The session named by the request's cookie, looked up once per request (findSession also treats
 * an expired demo account as signed out). A session whose expiry slid forward gets a fresh cookie.
 */
export function readSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, now: Clock): Promise<SessionRecord | null> {
  let pending = sessionCache.get(request);
  if (!pending) {
    pending = (async () => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const session = await findSession(db, token, now());
      if (!session) return null;
      if (session.extended) setSessionCookie(request, reply, token, new Date(session.expiresAt));
      return session;
    })();
    sessionCache.set(request, pending);
  }
  return pending;
}

export const unauthorized = () => new HttpError(401, 'unauthorized', /*i18n*/ 'Sign in to continue');

/**
 * Auth written once (style guide): every route registered inside `scope` requires a session.
 * Handlers then read the owner with `requireUserId(request)`.
 */
export function requireSessionFor(scope: FastifyInstance, db: Kysely<Database>, now: Clock): void {
  // The OpenAPI document lists the session cookie as these routes' security.
  scope.addHook('onRoute', declareSessionRequired);
  scope.addHook('onRequest', async (request, reply) => {
    request.session = await readSession(db, request, reply, now);
    if (!request.session) throw unauthorized();
  });
}

export function requireUserId(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}
