import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@campuspath/contract/errors';
import { sendRouteNotFound } from './errors.ts';

/**
 * Which methods each path answers, learnt from the routes as they are registered, so that a
 * request the router cannot match is told the truth: 405 with `Allow` when the path exists under
 * other methods (RFC 9110 §15.5.6: `DELETE /api/schools` is not a missing page), 404 otherwise.
 */
export interface RouteMethods {
  /** The methods some route answers at `path` (a request path, without its query), sorted; empty when none. */
  allowedAt(path: string): string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/schools/:id/majors` as a pattern over request paths: `:param` is one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}$`);
}

/** Call before any route is registered: routes added earlier are not seen. */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const byUrl = new Map<string, Set<string>>();
  let patterns: { pattern: RegExp; methods: Set<string> }[] | null = null;
  app.addHook('onRoute', (route) => {
    const methods = byUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    byUrl.set(route.url, methods);
    patterns = null;
  });
  return {
    allowedAt(path) {
      patterns ??= [...byUrl].map(([url, methods]) => ({ pattern: patternOf(url), methods }));
      const allowed = new Set<string>();
      for (const { pattern, methods } of patterns) if (pattern.test(path)) methods.forEach((method) => allowed.add(method));
      return [...allowed].sort();
    },
  };
}

/** The answer to a request no route matches: 405 naming the methods the path has, or the JSON 404. */
export function answerUnrouted(routes: RouteMethods) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allowed = routes.allowedAt(path);
    if (allowed.length === 0) return sendRouteNotFound(request, reply);
    const body: ApiError = {
      error: 'method_not_allowed',
      message: `${request.method} is not allowed at ${path}: use ${allowed.join(', ')}`,
    };
    return reply.status(405).header('allow', allowed.join(', ')).send(body);
  };
}
