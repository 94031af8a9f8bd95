/**
 * The yardstick of server rendering: a static copy of a page from the same build, its rendered DOM
 * without scripts and with the same CSS, served from a second local port. Lighthouse measures the
 * app's page and its copy in the same run (lighthouse-bench.ts), so the ratio of their paints is
 * what the app costs over plain HTML on this machine.
 */
import { request as httpRequest, createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The page as a visitor's browser shows it once loaded, minus every script and script preload. */
export async function captureStaticCopy(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  cookie?: string,
): Promise<string> {
  // A signed-in page is copied as its account sees it.
  const context = await browser.newContext({ viewport, ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      document.querySelectorAll('script, link[rel="modulepreload"], link[rel="expect"]').forEach((element) => element.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await context.close();
  }
}

/**
 * Serves `copies` (path -> HTML) gzipped, as the app serves its cached pages, and passes every
 * other request (the CSS, the favicon) to the app's server, so both load the same bytes.
 */
export function serveStaticCopies(port: number, appPort: number, copies: Map<string, string>): Promise<Server> {
  const zipped = new Map([...copies].map(([path, html]) => [path, gzipSync(html)]));
  const server = createServer((incoming, outgoing) => {
    const copy = zipped.get(incoming.url ?? '');
    if (copy) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      outgoing.end(copy);
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: appPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
