import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence in depth (SameSite=Lax cookies are the first line): a
 * state-changing request whose `Origin` is another site is refused. Browsers always send
 * `Origin` on such requests; clients without one (curl, server-to-server) are not browsers
 * carrying a victim's cookie, so they pass. Without an `Origin`, a `Referer` from another site
 * (older browsers) is refused the same way; `Origin: null` (sandboxed frames, file://) is refused.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden();
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let host: string;
    try {
      host = new URL(source).host;
    } catch {
      throw forbidden();
    }
    if (host !== request.host) throw forbidden();
  });
}

const forbidden = () => new HttpError(403, 'forbidden_origin', /*i18n*/ 'This request came from another site and was refused');
