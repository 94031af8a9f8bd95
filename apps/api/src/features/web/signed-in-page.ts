import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidTimeZone } from '@campuspath/contract/deadline-time';
import { sendEncoded } from '../../lib/http-cache.ts';
import { SESSION_COOKIE } from '../../lib/sessions.ts';
import { deferredScriptTags, withoutScripts } from './deferred-scripts.ts';
import { localeOfPath, withLang } from './page-locale.ts';
import { asPerson, type PageRenderer, type SignedInOutcome } from './page-renderer.ts';
import type { RoutePreloads } from './route-preloads.ts';

/**
 * The browser's time zone, which the web app remembers in this cookie (apps/web/src/lib/
 * remember-time-zone.ts), so that a page rendered here reads "today" on the person's calendar.
 */
const TIME_ZONE_COOKIE = 'campuspath_tz';

/** The cookie's zone when it names one this runtime knows (anything else: the server's own zone). */
const zoneOf = (value: string | undefined): string | undefined => (value && isValidTimeZone(value) ? value : undefined);

/** The module that lists the workspace's pages: the browser's router needs it before any of them. */
const CLIENT_ROUTES_MODULE = 'src/app/client-routes.ts';

/**
 * A page of the signed-in workspace (dashboard, applications, a student's plan…), for a request
 * with a session cookie: the page rendered with that person's session and data, the reads in its
 * hydration payload and its chunks preloaded, so the browser paints it from the HTML and hydrates
 * without asking again (docs/server-rendering.md, "Signed-in pages"; decisions 0014 and 0016).
 * The reads are the page's own loader's, made as that person through the API's own routes: every
 * authorization rule applies unchanged. The response is that person's alone: never cached
 * anywhere, never kept here, never logged. A render that fails sends the app shell with the data
 * (the browser renders the page); without a session, or when a read fails or the whole takes too
 * long, the plain shell goes, as before.
 */
export function createSignedInPages({
  renderer,
  preloads,
  indexHtml,
  shellOf,
  timeoutMs,
}: {
  renderer: PageRenderer;
  preloads: RoutePreloads;
  indexHtml: string;
  /** The app shell for a path: in its language, its entry's messages preloaded (web.routes.ts). */
  shellOf: (pathname: string) => string;
  /** Reads and render slower than this send the plain app shell (the browser asks for the data itself). */
  timeoutMs: number;
}) {
  const sendShell = (request: FastifyRequest, reply: FastifyReply, url: URL, timing: string) =>
    sendEncoded(request, personal(reply).header('cache-control', 'no-cache').header('server-timing', timing), shellOf(url.pathname));
  // A rendered page paints from its HTML and CSS and loads its scripts after that, as a public one does.
  const renderedPage = withoutScripts(indexHtml);

  return async function sendSignedInPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    const cookie = request.headers.cookie;
    if (!cookie || !request.cookies[SESSION_COOKIE]) return sendShell(request, reply, url, 'signed-in;desc="no session"');
    const started = performance.now();
    const timeZone = zoneOf(request.cookies[TIME_ZONE_COOKIE]);
    const { value: outcome, setCookies } = await asPerson(cookie, () => within(renderer.loadSignedIn(url, { timeZone }), timeoutMs));
    const timing = `signed-in;dur=${(performance.now() - started).toFixed(1)}`;
    // A session whose expiry slid forward while the page was read: the browser gets its fresh cookie.
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    if (outcome.kind === 'shell') {
      // Why, never what: the payload is the person's data and stays out of the logs.
      if (outcome.reason !== 'signed out') request.log.info({ reason: outcome.reason }, 'signed-in page sent without its data');
      return sendShell(request, reply, url, `${timing}, signed-in;desc="${headerSafe(outcome.reason)}"`);
    }
    const { scripts, styles } = preloads.assetsFor(outcome.routeIds, [CLIENT_ROUTES_MODULE], localeOfPath(url.pathname));
    const styleLinks = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    const payload = `<script type="application/json" id="app-data">${outcome.payload}</script>`;
    if (outcome.html === undefined) {
      request.log.warn({ reason: outcome.renderFailure }, 'signed-in page sent unrendered, with its data');
      const links = [...styleLinks, ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)].join('\n    ');
      const html = indexHtml
        // Replacer functions: a replacement string would read `$&`, `$`` and `$'` in a person's text as patterns.
        .replace('</head>', () => `  ${links}\n  </head>`)
        .replace('</body>', () => `  ${payload}\n  </body>`);
      return sendEncoded(
        request,
        personal(reply).header('cache-control', 'private, no-store').header('server-timing', `${timing}, render;desc="failed"`),
        html,
      );
    }
    const deferred = deferredScriptTags([...renderedPage.modules, ...scripts]);
    // Painted once the page is whole, as a public page is (web.routes.ts): the payload follows the root.
    const head = ['<link rel="expect" href="#app-data" blocking="render">', ...styleLinks, deferred.head].join('\n    ');
    const rendered = outcome.html;
    const html = renderedPage.template
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered}</div>`)
      .replace('</body>', () => `  ${payload}\n    ${deferred.body}\n  </body>`);
    const renderTiming = `render;dur=${(outcome.renderMs ?? 0).toFixed(1)}`;
    return sendEncoded(
      request,
      personal(reply).header('cache-control', 'private, no-store').header('server-timing', `${timing}, ${renderTiming}`),
      withLang(html, localeOfPath(url.pathname)),
    );
  };
}

/** Whatever its content, a workspace page's answer depends on who asks. */
const personal = (reply: FastifyReply) => reply.header('vary', 'cookie').type('text/html; charset=utf-8');

/** `reads`, or the plain shell once `timeoutMs` has passed (the reads finish unheeded: they change nothing). */
async function within(reads: Promise<SignedInOutcome>, timeoutMs: number): Promise<SignedInOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<SignedInOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'shell', reason: `reads took over ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([reads.catch((): SignedInOutcome => ({ kind: 'shell', reason: 'the reads failed' })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A reason as a Server-Timing description: a header takes no character past Latin-1 (Node throws,
 * and the page would fail), and a quote would end the description early.
 */
const headerSafe = (reason: string) => reason.replace(/[^\x20-\x7e]|["\\]/g, '');
