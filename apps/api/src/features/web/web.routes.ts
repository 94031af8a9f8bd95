import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import { pagePaths } from '@campuspath/contract/page-paths';
import type { Catalog } from '../../catalog/catalog.ts';
import { describe } from '../schools/school-views.ts';
import { sendRouteNotFound } from '../../lib/errors.ts';
import { injectMeta } from './page-meta.ts';

/**
 * Serves the web's production build from the API process (one port): fingerprinted assets
 * cached forever, index.html for every client-side route, and for /university/{id} an
 * index.html whose title, description and Open Graph tags name the school, so shared links
 * preview well. Unknown API paths stay JSON 404s. Registered on the root instance because the
 * not-found handler must cover every path.
 */
export async function registerWebRoutes(app: FastifyInstance, { webDist, catalog }: { webDist: string; catalog: Catalog }) {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const schoolPages = new LRUCache<number, string>({ max: 500 });

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so a name never changes content.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get<{ Params: { id: string } }>('/university/:id', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const school = catalog.find(request.params.id);
    if (!school) return reply.status(404).send(indexHtml);
    let html = schoolPages.get(school.id);
    if (!html) {
      html = injectMeta(indexHtml, {
        title: `${school.name} | CampusPath`,
        description: describe(school).slice(0, 300),
        url: pagePaths.university.getHref(school.slug),
      });
      schoolPages.set(school.id, html);
    }
    return reply.send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // Client-side routes get the app shell; a missing file (/assets/x.js, /robots.txt) is a real 404,
    // never HTML that the browser would refuse as a script or stylesheet.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return sendRouteNotFound(request, reply);
  });
}
