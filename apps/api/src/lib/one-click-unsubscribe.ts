import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs the URL of an email's List-Unsubscribe
 * header with the form body "List-Unsubscribe=One-Click", with no cookie and no Origin. The signed
 * token in the URL is the authority, so no session is needed and a forged cross-site request can
 * do nothing without it; turning mail off twice answers the same as once.
 */

/** The form as documented (its content is not read): optional, since a page POSTs no body. */
export const oneClickForm = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }).nullish();

/** Accepts the one-click form body in this plugin's routes; its content is not needed. */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
}
