import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence in depth (SameSite=Lax cookies are the first line): a
 * state-changing request whose `Origin` is another site is refused. Browsers always send
 * `Origin` on such requests; clients without one (curl, server-to-server) are not browsers
 * carrying a victim's cookie, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden();
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host !== request.host) throw forbidden();
  });
}

const forbidden = () => new HttpError(403, 'forbidden_origin', 'This request came from another site and was refused');
