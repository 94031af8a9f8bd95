import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware built once at start (decision 0021):
 * @fastify/helmet built it again for each request, parsing the policy every time (7-8 µs of CPU
 * and its garbage, on requests of 60-100 µs). `scriptSources` are the inline scripts the pages
 * may run, by hash, beside the app's own files. HSTS only over HTTPS: sent over plain http it
 * would pin a host that has no certificate.
 */
export function registerSecurityHeaders(app: FastifyInstance, { scriptSources }: { scriptSources: readonly string[] }) {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        'script-src': ["'self'", ...scriptSources],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    securityHeaders(request.raw, reply.raw, () => done());
  });
}
