import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestStorage, testCatalog } from '../../test/test-app.ts';
import { createTestMail } from '../../test/test-mail.ts';

/**
 * How the API serves the web build, with a stand-in build: the real one comes from Vite, and the
 * real renderer (apps/web/src/app/entry-server.tsx) is exercised by e2e/server-html.spec.ts on the
 * production build. The stand-in renderer keeps the contract: it reads the school through the
 * in-process transport, says 404 when the API does, sends the shell for browser-rendered pages,
 * throws where a render would fail, and reads one search parameter (`tab`), as its pageKey says.
 * It notes each render it makes in `globalThis.standInRenders`.
 */
const INDEX =
  '<!doctype html><html><head><title>CampusPath</title><meta name="description" content="generic" /><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>';
const RENDERER = `
export function createPageRenderer({ transport }) {
  return {
    pageKey(url) {
      const tab = url.searchParams.get('tab');
      return url.pathname + (tab ? '?tab=' + tab : '');
    },
    pageKind: (url) => (url.pathname.endsWith('/dashboard') ? 'signed-in' : 'server'),
    loadSignedIn: async () => ({ kind: 'shell', reason: 'signed out' }),
    async render(url) {
      globalThis.standInRenders = [...(globalThis.standInRenders ?? []), url.pathname + url.search];
      if (url.pathname === '/boom') throw new Error('render failed');
      if (url.pathname === '/dashboard') return { kind: 'shell' };
      const match = /^\\/university\\/([^/]+)$/.exec(url.pathname);
      if (!match) return { kind: 'page', status: 200, html: '<h1>' + url.pathname + '</h1>', head: { title: 'Page | CampusPath' }, payload: '{}', routeIds: ['root', 'home'] };
      const answer = await transport('/api/schools/' + match[1], { method: 'GET' });
      if (answer.status === 404) return { kind: 'page', status: 404, html: '<h1>University not found</h1>', head: {}, payload: '{}', routeIds: ['root'] };
      const school = await answer.json();
      return {
        kind: 'page', status: 200, html: '<h1>' + school.name.replace(/&/g, '&amp;') + '</h1>', payload: '{"a":"\\\\u003c/script>"}', routeIds: ['root', 'university'],
        head: { title: school.name + ' | CampusPath', description: school.description, canonicalPath: '/university/' + school.slug,
          jsonLd: { '@type': 'CollegeOrUniversity', name: school.name + ' </script>' } },
      };
    },
  };
}`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
  _shared: { file: 'assets/shared-1.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/app/routes/university.tsx': { file: 'assets/university-1.js', isDynamicEntry: true, imports: ['_shared.js', '_tabs.js'] },
  'src/app/routes/university.loader.ts': { file: 'assets/university-loader-1.js', isDynamicEntry: true },
  '_tabs.js': { file: 'assets/tabs-1.js' },
};
// Each loaded chunk's messages per language (apps/web/scripts/chunk-messages.ts).
const MESSAGES = {
  'assets/index-abc123.js': { en: 'assets/en-entry.js', es: 'assets/es-entry.js' },
  'assets/university-1.js': { en: 'assets/en-university.js', es: 'assets/es-university.js' },
};
const PUBLIC_URL = 'https://campuspath.example';

let dir: string;
let app: App;
let database: TestDatabase;
const mail = createTestMail();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campuspath-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.ssr'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), RENDERER);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, '.vite', 'messages-manifest.json'), JSON.stringify(MESSAGES));
  database = await createTestDatabase();
  app = await buildApp({
    catalog: testCatalog(),
    database: database.handle,
    storage: createTestStorage().storage,
    mailer: mail.mailer,
    webDistDir: dir,
    links: { publicUrl: PUBLIC_URL },
    benchRoutes: true,
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  mail.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it("renders a college's page on the server: its name, title, description, absolute canonical and og:url, JSON-LD, and the route's chunks preloaded", async () => {
    const response = await page('/university/williams-college');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"><h1>Williams College</h1></div>');
    expect(response.body).toContain('<title>Williams College | CampusPath</title>');
    expect(response.body).toMatch(
      /<meta name="description" content="Williams College is a private nonprofit four-year institution in Williamstown, Massachusetts/,
    );
    expect(response.body).not.toContain('content="generic"');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/university/williams-college" />`);
    expect(response.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/university/williams-college" />`);
    // Nothing in the data can close the JSON-LD or data element.
    expect(response.body).toContain(
      '<script type="application/ld+json">{"@type":"CollegeOrUniversity","name":"Williams College \\u003c/script>"}</script>',
    );
    expect(response.body).toContain('<script type="application/json" id="app-data">{"a":"\\u003c/script>"}</script>');
    // The stylesheet paints with the HTML; the scripts load after the first paint: the entry, what
    // index.html preloads, then the page's own chunks, each once, and their messages in English.
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(response.body).not.toMatch(/<script type="module"[^>]* src=|rel="modulepreload"/);
    // The module list is metadata: in <head>, where validators expect a <meta>.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // Painted once whole: the first paint waits for the payload that follows the rendered root.
    expect(head).toContain('<link rel="expect" href="#app-data" blocking="render">');
    expect(head).toContain(
      '<meta name="app-modules" content="/assets/index-abc123.js /assets/shared-1.js /assets/university-1.js /assets/tabs-1.js /assets/university-loader-1.js /assets/en-entry.js /assets/en-university.js" />',
    );
    // The Content-Security-Policy allows that one inline script by its hash, and no other.
    const inline = [...response.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const scriptSources = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`]);
  });

  it('names the same page by its slug whichever id the URL uses, and escapes names', async () => {
    const byId = await page('/university/166027');
    expect(byId.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/university/harvard-university" />`);
    const escaped = await page('/university/texas-a-and-m-university-college-station');
    expect(escaped.body).toContain('<title>Texas A&amp;M University-College Station | CampusPath</title>');
  });

  it('keeps a rendered page per URL with an ETag: 304 when the browser has it, gzip when it takes it', async () => {
    const first = await page('/about');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await page('/about', { 'if-none-match': etag })).statusCode).toBe(304);
    const zipped = await page('/about', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    // Another page is another ETag; a parameter the page does not read is the same page.
    expect((await page('/about?tab=costs')).headers.etag).not.toBe(etag);
    expect((await page('/about?x=1')).headers.etag).toBe(etag);
  });

  it('sends a kept page in Brotli or gzip as stored, each encoding with its own ETag and its own 304', async () => {
    const plain = await page('/contact');
    const tags = new Map<string, string>([['identity', plain.headers.etag as string]]);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // A browser's header gets Brotli; a client taking only gzip gets gzip.
      const asked = encoding === 'br' ? 'gzip, deflate, br' : 'gzip';
      const answers = [await page('/contact', { 'accept-encoding': asked }), await page('/contact', { 'accept-encoding': asked })];
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
      }
      expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      tags.set(encoding, answers[0]!.headers.etag as string);
      const again = await page('/contact', { 'accept-encoding': asked, 'if-none-match': tags.get(encoding)! });
      expect(again.statusCode).toBe(304);
      // The plain page's tag does not stand for the compressed one.
      expect((await page('/contact', { 'accept-encoding': asked, 'if-none-match': plain.headers.etag as string })).statusCode).toBe(200);
    }
    expect(new Set(tags.values()).size).toBe(3);
    const head = await app.inject({ method: 'HEAD', url: '/contact', headers: { 'accept-encoding': 'br' } });
    expect({ encoding: head.headers['content-encoding'], etag: head.headers.etag, body: head.body }).toEqual({
      encoding: 'br',
      etag: tags.get('br'),
      body: '',
    });
  });

  it('renders a page once for any number of URLs that differ only in parameters it does not read', async () => {
    const renders = () => (globalThis as { standInRenders?: string[] }).standInRenders!.filter((url) => url.startsWith('/features'));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => page(`/features?x=${index}&utm_source=${index % 7}`)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renders()).toEqual(['/features']);
    await page('/features?tab=admissions&x=1');
    await page('/features?x=2&tab=admissions');
    expect(renders()).toEqual(['/features', '/features?tab=admissions']);
  });

  it('answers 404 with the rendered "not found" for an unknown college, does not keep it, and names no canonical URL', async () => {
    const school = await page('/university/no-such-school');
    expect(school.statusCode).toBe(404);
    expect(school.body).toContain('<h1>University not found</h1>');
    expect(school.headers.etag).toBeUndefined();
    expect(school.body).not.toMatch(/rel="canonical"|og:url/);
  });

  it('sends the app shell, scripts as built, for pages rendered in the browser, and when a render fails', async () => {
    for (const url of ['/dashboard', '/boom']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
      // The entry waits for its messages before it runs: named with the HTML, they come with it.
      expect(response.body).toBe(INDEX.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/en-entry.js">\n</head>'));
    }
  });

  it('lists every college page, Browse by major and the static pages in sitemap.xml, named by robots.txt', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const colleges = locations.filter((url) => url!.startsWith(`${PUBLIC_URL}/university/`));
    expect(colleges).toHaveLength(testCatalog().schools.length);
    expect(colleges).toContain(`${PUBLIC_URL}/university/williams-college`);
    expect(locations).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/explore`, `${PUBLIC_URL}/programs`, `${PUBLIC_URL}/about`]),
    );
    // Every page the footer links to is findable.
    for (const path of ['/guides', '/essay-tips', '/test-prep', '/scholarships', '/virtual-tours', '/careers', '/features']) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    const robots = await page('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves each page in Spanish under /es, naming both languages, and sends a browser preferring Spanish from / to /es/', async () => {
    const spanish = await page('/es/about');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/about" />`);
    expect(spanish.body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/about" />`);
    expect(spanish.body).toContain(`<link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/about" />`);
    expect(spanish.body).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/about" />`);
    expect(spanish.headers.etag).not.toBe((await page('/about')).headers.etag);
    // Its messages preloaded in Spanish only, the app shell's too.
    const modules = /<meta name="app-modules" content="([^"]+)"/.exec(spanish.body)![1];
    expect(modules).toContain('/assets/es-entry.js');
    expect(modules).not.toContain('/en-');
    expect((await page('/es/dashboard')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/es-entry.js">');

    const redirected = await page('/', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/es/');
    expect(redirected.headers.vary).toBe('accept-language, cookie');
    // A choice of English stands; an English browser, or one naming neither language, stays.
    expect((await page('/', { 'accept-language': 'es-US', cookie: 'campuspath_lang=en' })).statusCode).toBe(200);
    expect((await page('/', { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).statusCode).toBe(200);
    expect((await page('/', { 'accept-language': 'fr-FR' })).statusCode).toBe(200);
    expect((await page('/', { cookie: 'campuspath_lang=es' })).headers.location).toBe('/es/');

    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/es/university/williams-college</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/es/</loc>`);
  });

  it('caches fingerprinted assets for a year, and never serves the build manifest or the server renderer', async () => {
    const response = await page('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await page('/.ssr/entry-server.js')).statusCode).toBe(404);
    expect((await page('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('answers 404 for a missing file instead of the app shell', async () => {
    const response = await page('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await page('/api/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves the benchmark baseline only when enabled, with a body of the asked size', async () => {
    const response = await page('/api/bench/baseline?bytes=5000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toHaveLength(5000);
    const plain = await buildApp({
      catalog: testCatalog(),
      database: database.handle,
      storage: createTestStorage().storage,
      mailer: mail.mailer,
    });
    expect((await plain.inject({ method: 'GET', url: '/api/bench/baseline?bytes=5000' })).statusCode).toBe(404);
    await plain.close();
  });
});
