import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Clock } from '../../lib/clock.ts';
import { encodedEtag, responseEncoding } from '../../lib/content-encoding.ts';
import { etagMatches, makeEtag, sendEncoded, type CachedBody } from '../../lib/http-cache.ts';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { deferredScriptTags, withoutScripts } from './deferred-scripts.ts';
import { createPageCache, unzipPage, type CachedPage } from './page-cache.ts';
import { preferredLocale } from '../../lib/i18n/accept-language.ts';
import { alternateLinks, localeOfPath, pathIn, rememberedLocale, withLang, withoutLocale } from './page-locale.ts';
import { injectHead } from './page-meta.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { createRenderBudget } from './render-budget.ts';
import { createRoutePreloads } from './route-preloads.ts';
import { createSignedInPages } from './signed-in-page.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

/** A render taking longer than this sends the app shell instead (the browser renders the page). */
const RENDER_TIMEOUT_MS = 5_000;
/** Renders run one at a time; beyond this many waiting, the app shell goes at once (lib/work-queue.ts). */
const MAX_WAITING_RENDERS = 32;
/** Renders may take half the event loop's time, a second of it at once (render-budget.ts). */
const RENDER_BUDGET = { share: 0.5, burstMs: 1_000 };

/**
 * Serves the web's production build from the API process (one port; decisions 0006 and 0011):
 * fingerprinted assets cached forever; the public pages rendered on the server, with their data
 * for hydration, cached per catalogue version, build and URL with an ETag; every other page the
 * app shell, which renders in the browser (a signed-in page's with the person's session and data,
 * signed-in-page.ts); unknown paths a rendered 404. Each page in English and, under `/es`, in
 * Spanish (page-locale.ts): its own URL, cache entry and `<html lang>`. Also sitemap.xml and
 * robots.txt. Registered on the root instance because the not-found handler must cover every path.
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  options: {
    webDist: string;
    catalog: Catalog;
    publicUrl: string;
    now: Clock;
    unrouted: (request: FastifyRequest, reply: FastifyReply) => unknown;
    signedInTimeoutMs: number;
  },
) {
  const { webDist, catalog, publicUrl, now, unrouted, signedInTimeoutMs } = options;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  // index.html names every entry asset by content hash: it changes with every build that matters.
  const build = createHash('sha1').update(indexHtml).digest('base64url').slice(0, 12);
  const renderer = await loadPageRenderer(app, webDist);
  if (!renderer) app.log.warn({ webDist }, 'the web build has no server renderer: every page is rendered in the browser');
  const preloads = createRoutePreloads(webDist);
  // A rendered page paints from its HTML and CSS; its scripts load after that (deferred-scripts.ts).
  const renderedPage = withoutScripts(indexHtml);
  const cache = createPageCache();
  const renders = createWorkQueue({ concurrency: 1, maxWaiting: MAX_WAITING_RENDERS });
  const budget = createRenderBudget(RENDER_BUDGET);

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes each asset's Brotli and gzip copies beside it (apps/web/scripts/precompress-assets.ts):
    // sent as stored, with Content-Encoding and Vary: accept-encoding, never compressed per request.
    preCompressed: true,
    // A route per file is made at start: not for those copies (found beside their file), nor for the
    // build's hidden source maps, which are for us, not for browsers. 2,443 files were about 4,900
    // routes and a third of a second of every start.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so a name never changes content.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sitemap = textFile(catalog.version, publicUrl, buildSitemap(catalog, publicUrl));
  const robots = textFile(catalog.version, publicUrl, buildRobots(publicUrl));
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    sendPublic(request, reply, sitemap, 'application/xml; charset=utf-8'),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => sendPublic(request, reply, robots, 'text/plain; charset=utf-8'));

  // The entry waits for its messages before it runs (decision 0019): named with the HTML, they come with it.
  const shellIn = (locale: 'en' | 'es') =>
    withLang(indexHtml, locale).replace('</head>', () =>
      [...preloads.entryMessages(locale).map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n`), '</head>'].join(''),
    );
  const shells = { en: shellIn('en'), es: shellIn('es') };
  const shellOf = (pathname: string) => shells[localeOfPath(pathname)];
  const sendSignedInPage = renderer && createSignedInPages({ renderer, preloads, indexHtml, shellOf, timeoutMs: signedInTimeoutMs });
  const sendShell = (request: FastifyRequest, reply: FastifyReply, pathname = '/') =>
    sendEncoded(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), shellOf(pathname));

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pageRenderer: PageRenderer) {
    // The page and the parameters it reads, canonical: `?x=1`, `?utm_source=…` or parameters in
    // another order are the same page, rendered once and kept once (apps/web/src/app/page-search.ts).
    const key = pageRenderer.pageKey(new URL(request.url, publicUrl));
    const url = new URL(key, publicUrl);
    // A new catalogue, build or day starts afresh (a page may name the current admissions cycle).
    const generation = `${catalog.version}\n${build}\n${now().toISOString().slice(0, 10)}`;
    const etag = makeEtag(generation, key);
    const cached = cache.get(`${generation}\n${key}`);
    if (cached) return sendCached(request, reply, cached);
    // Only a 200 page gets an ETag, and its HTML depends on nothing but the generation and URL.
    const sentTag = encodedEtag(etag, responseEncoding(request));
    if (etagMatches(request.headers['if-none-match'], sentTag))
      return reply.header('etag', sentTag).header('cache-control', 'no-cache').header('vary', 'accept-encoding').status(304).send();

    const outcome = await cache.once(`${generation}\n${key}`, async (): Promise<PageOutcome> => {
      if (!budget.allows()) return { kind: 'shell', timing: 'render;desc="budget"' };
      const queued = await renders.run(() => renderWithin(pageRenderer, url, RENDER_TIMEOUT_MS));
      if (!queued) {
        request.log.warn({ url: key }, 'renders queued to their limit: page rendered in the browser instead');
        return { kind: 'shell', timing: 'queue;desc="full"' };
      }
      const { value: rendered, waitedMs } = queued;
      budget.spend(rendered.renderMs);
      // Waiting for the renders before it, then rendering (browsers' developer tools show both; the benchmark reads them).
      const timing = `queue;dur=${waitedMs.toFixed(1)}, render;dur=${rendered.renderMs.toFixed(1)}`;
      if ('error' in rendered) {
        request.log.error({ err: rendered.error, url: key }, 'server render failed: sending the app shell');
        return { kind: 'shell', timing };
      }
      if (rendered.kind === 'shell') {
        if (rendered.reason) request.log.warn({ url: key, reason: rendered.reason }, 'page rendered in the browser instead');
        return { kind: 'shell', timing };
      }
      const locale = localeOfPath(url.pathname);
      const assets = preloads.assetsFor(rendered.routeIds, [], locale);
      const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
      const scripts = deferredScriptTags([...renderedPage.modules, ...assets.scripts]);
      // Painted once the page is whole: a long page the parser reaches in steps (a slow phone) would
      // otherwise paint half a toolbar, then move it as the rest arrives. Only here, where the payload
      // it waits for follows the page: the app shell has none, and the browser warns of a missing one.
      const paintWhole = '<link rel="expect" href="#app-data" blocking="render">';
      // A "not found" page names no canonical URL: it is not a page of the site to index.
      // Canonical in the page's language, with its other language named beside it (`hreflang`).
      const pagePath = rendered.head.canonicalPath ?? withoutLocale(key);
      const canonicalUrl = rendered.status === 200 ? publicUrl + pathIn(locale, pagePath) : null;
      const alternates = rendered.status === 200 ? `${alternateLinks(publicUrl, pagePath)}\n    ` : '';
      const html = injectHead(
        withLang(renderedPage.template, locale),
        rendered.head,
        canonicalUrl,
        `${alternates}${paintWhole}\n    ${styles}\n    ${scripts.head}`,
      )
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        .replace(
          '</body>',
          () => `  <script type="application/json" id="app-data">${rendered.payload}</script>\n    ${scripts.body}\n  </body>`,
        );
      // A "not found" is not kept: any number of unknown URLs must not push real pages out.
      if (rendered.status !== 200) return { kind: 'uncached', status: rendered.status, html, timing };
      return { kind: 'cached', page: await cache.put(`${generation}\n${key}`, html, etag), timing };
    });
    reply.header('server-timing', outcome.timing);
    if (outcome.kind === 'shell') return sendShell(request, reply, url.pathname);
    if (outcome.kind === 'cached') return sendCached(request, reply, outcome.page);
    return sendEncoded(
      request,
      reply.status(outcome.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'),
      outcome.html,
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // Pages get HTML; a missing file (/assets/x.js, /favicon.png) is a real 404, never HTML that
    // the browser would refuse as a script or stylesheet; unknown API paths stay JSON 404s.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return unrouted(request, reply);
    const url = new URL(request.url, publicUrl);
    // A first visit to `/` from a browser preferring Spanish, or anyone who chose it, goes to the
    // Spanish home page; only this answer depends on those headers, so only it says so.
    if (url.pathname === '/' && (rememberedLocale(request) ?? preferredLocale(request.headers['accept-language'])) === 'es')
      return reply
        .header('vary', 'accept-language, cookie')
        .header('cache-control', 'no-cache')
        .redirect(pathIn('es', '/') + url.search, 302);
    if (!renderer) return sendShell(request, reply, url.pathname);
    const kind = renderer.pageKind(url);
    if (kind === 'signed-in') return sendSignedInPage!(request, reply, url);
    if (kind === 'browser') return sendShell(request, reply, url.pathname);
    return sendPage(request, reply, renderer);
  });
}

type PageOutcome = { timing: string } & (
  { kind: 'cached'; page: CachedPage } | { kind: 'uncached'; status: number; html: string } | { kind: 'shell' }
);

/**
 * One render, given up after `timeoutMs`. The timer is cleared as soon as the render settles: a
 * signal left to time out would keep every listener the render hung on it (and the page tree they
 * hold) alive until then.
 */
async function renderWithin(renderer: PageRenderer, url: URL, timeoutMs: number) {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
  try {
    const outcome = await renderer.render(url, controller.signal);
    return { ...outcome, renderMs: performance.now() - started };
  } catch (error) {
    return { error, renderMs: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A cached page: Brotli or gzip, as compressed when it was kept, to every client taking one
 * (every browser), each with its own ETag; 304 when the client has that one.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = responseEncoding(request);
  const etag = encodedEtag(page.etag, encoding);
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (encoding) return reply.header('content-encoding', encoding).send(page.compressed[encoding]);
  return reply.send(unzipPage(page));
}

const textFile = (version: string, publicUrl: string, body: string): CachedBody => ({
  body,
  etag: makeEtag(version, publicUrl + body.length),
});

function sendPublic(request: FastifyRequest, reply: FastifyReply, file: CachedBody, type: string) {
  reply.header('etag', file.etag).header('cache-control', 'public, max-age=3600').type(type);
  if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
  return reply.send(file.body);
}
