import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in web build for the signed-in pages' API tests (features/web/signed-in-page.test.ts):
 * the real renderer, apps/web/src/app/signed-in-data.ts, runs in e2e/signed-in-render.spec.ts and
 * e2e/signed-in-first-response.spec.ts. The stand-in keeps the contract: it reads the session and
 * the page's data through the API's transport, renders the page's HTML from what it read and puts
 * the answers, refusals included, in the payload; a 401 sends the shell; a 5xx throws; a failed
 * render sends the data alone.
 */
export const SIGNED_IN_INDEX =
  '<!doctype html><html><head><title>CampusPath</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `
const read = async (transport, url) => {
  const answer = await transport(url, { method: 'GET' });
  if (answer.status >= 500) throw new Error('read failed');
  return { url, status: answer.status, body: await answer.json() };
};
export function createPageRenderer({ transport }) {
  return {
    pageKey: (url) => url.pathname,
    pageKind: (url) => (url.pathname === '/login' ? 'browser' : url.pathname === '/about' ? 'server' : 'signed-in'),
    render: async () => ({ kind: 'page', status: 200, html: '<h1>About</h1>', head: {}, payload: '{}', routeIds: ['root'] }),
    async loadSignedIn(url, options) {
      if (url.pathname === '/timeline') await new Promise((resolve) => setTimeout(resolve, 2000));
      const session = await read(transport, '/api/auth/session');
      if (!session.body.user) return { kind: 'shell', reason: 'signed out' };
      // Reasons are prose, typographic apostrophes and quotes included: none may break the header.
      if (url.pathname === '/caseload') return { kind: 'shell', reason: 'another role’s "page"' };
      const student = /^\\/students\\/([^/]+)$/.exec(url.pathname);
      const page = await read(transport, student ? '/api/students/' + student[1] + '/plan' : '/api/applications');
      if (page.status === 401) return { kind: 'shell', reason: 'the session ended' };
      const payload = JSON.stringify({ queries: [session, page] }).replace(/</g, '\\\\u003c');
      const routeIds = ['root', 'require-auth', student ? 'student' : 'dashboard'];
      // A page whose render fails still has its data: the shell goes with it.
      if (url.pathname === '/tasks') return { kind: 'data', renderFailure: 'window is not defined', renderMs: 1, payload, routeIds };
      const text = JSON.stringify(page.body).replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const zone = '<p>zone: ' + (options?.timeZone ?? 'the server’s') + '</p>';
      const html = '<h1>' + (student ? 'The plan' : 'My Dashboard') + '</h1><p>' + text + '</p>' + zone;
      return { kind: 'data', html, renderMs: 2.5, payload, routeIds };
    },
  };
}`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/client-routes.ts': { file: 'assets/client-routes-1.js', isDynamicEntry: true },
  'src/app/routes/require-auth.tsx': { file: 'assets/require-auth-1.js', isDynamicEntry: true },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-1.js', isDynamicEntry: true, imports: ['_cards.js'] },
  'src/app/routes/dashboard.loader.ts': { file: 'assets/dashboard-loader-1.js', isDynamicEntry: true },
  '_cards.js': { file: 'assets/cards-1.js' },
};

/** Writes the stand-in build into `dir` (an empty folder), for `buildApp({ webDistDir: dir })`. */
export function writeSignedInWebBuild(dir: string): void {
  for (const folder of ['assets', '.ssr', '.vite']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'index.html'), SIGNED_IN_INDEX);
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), RENDERER);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
}
