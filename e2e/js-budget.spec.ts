import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { readPoCatalogue } from '../test/po-catalogue.ts';
import { expect, test } from './fixtures.ts';

/**
 * The JavaScript each page needs before it works, from the production build's manifest: the entry
 * and what it imports, the page's module and its loader and what they import, and for a page of
 * the app shell the routes file and (for the workspace) the signed-in layout; with the messages
 * those chunks load, in English and in Spanish (the heavier counts). Gzipped at level 9,
 * as a CDN compressing ahead of time would. Chunks a page imports on demand (charts, the map)
 * are not in it: they come when the reader opens them.
 *
 * Budgets: 120 KB for a public page (server-rendered, the same for every visitor), 150 KB for a
 * page of the app shell (the account forms and the signed-in workspace). A page over its budget
 * today is listed in OVER_BUDGET with the ceiling it may not grow past, until it is brought down.
 */
const PUBLIC_KB = 120;
const SIGNED_IN_KB = 150;

type Kind = 'public' | 'account' | 'workspace';
const PAGES: Record<string, Kind> = {
  home: 'public',
  explore: 'public',
  university: 'public',
  compare: 'public',
  programs: 'public',
  about: 'public',
  features: 'public',
  'financial-aid': 'public',
  guides: 'public',
  'essay-tips': 'public',
  'test-prep': 'public',
  scholarships: 'public',
  'virtual-tours': 'public',
  careers: 'public',
  contact: 'public',
  privacy: 'public',
  terms: 'public',
  cookies: 'public',
  'not-found': 'public',
  login: 'account',
  signup: 'account',
  unsubscribe: 'account',
  'forgot-password': 'account',
  'reset-password': 'account',
  'verify-email': 'account',
  'accept-invitation': 'account',
  'join-school': 'account',
  'join-school-as-teacher': 'account',
  'teacher-emails': 'account',
  dashboard: 'workspace',
  checklist: 'workspace',
  academics: 'workspace',
  saved: 'workspace',
  recommendations: 'workspace',
  'account-settings': 'workspace',
  timeline: 'workspace',
  notifications: 'workspace',
  'reminder-settings': 'workspace',
  'teacher-email-settings': 'workspace',
  applications: 'workspace',
  'new-application': 'workspace',
  application: 'workspace',
  essay: 'workspace',
  letter: 'workspace',
  tasks: 'workspace',
  'new-task': 'workspace',
  sharing: 'workspace',
  family: 'workspace',
  student: 'workspace',
  counselor: 'workspace',
  caseload: 'workspace',
  'class-deadlines': 'workspace',
  roster: 'workspace',
  'join-sheet': 'workspace',
  'class-plans': 'workspace',
  'admission-history': 'workspace',
  'checked-deadlines': 'workspace',
  offers: 'workspace',
  'student-offers': 'workspace',
  'student-essay': 'workspace',
  'teacher-letters': 'workspace',
};
// Route modules that are not pages of their own: the layouts, the error page, lazy parts of pages.
const NOT_PAGES = new Set([
  'root-layout',
  'route-error',
  'require-auth',
  'home-closing',
  'scholarships-workspace',
  'counselor-panels',
  'roster-panels',
]);

/**
 * Pages over their budget in this build (KB gzipped, rounded up): the ceiling they may not pass.
 * Every page pays the entry (React, the router, the query client, the shell: about 114 KB). Explore,
 * the university page and Compare carry their filters, tabs and tables (Radix's tabs on the
 * university page) and the net-price, saved and compare parts they share, in 50 to 60 small chunks;
 * Radix's slider, the university page's tabs after Overview, what only a signed-in reader sees
 * and Compare's history dialog load after the page, the server having rendered what a visitor sees
 * (docs/server-rendering.md, "JavaScript per page"). The financial-aid estimator loads after its
 * page too, keeping its server HTML while the session arrives (e2e/hydration.spec.ts). Signed-in
 * pages load their forms, dialogs and below-the-fold sections after the page
 * (components/ui/lazy-dialog.tsx, docs/server-rendering.md). Every other form loads its zod
 * schema on its first validation (lib/lazy-zod-resolver.ts).
 */
const OVER_BUDGET: Record<string, number> = {
  // Explore's and Compare's words as message ids and the web's labels of the federal data's terms
  // (lib/data-terms.ts, the 38 major families) added 1.7 KB to Explore and under 0.7 KB to these
  // others; their messages, counted since each page loads only its own, 4.0 to 4.4 KB each. The
  // race and ethnicity groups, the compare list's announcements and the admissions links' words
  // as messages added up to 0.4 KB to these and to the signed-in pages below that share them.
  explore: 162,
  university: 167,
  compare: 150.5,
  'financial-aid': 129,
  'test-prep': 126,
  // Lingui's runtime (@lingui/core and @lingui/react, 3.4 KB) in the entry put these over, and
  // the messages each page loads in its language, counted since they come per page (0.2 KB for
  // the layout's, 1.1 to 4.4 KB for a translated page's; docs/i18n.md), cookies and saved too.
  home: 125,
  programs: 125,
  about: 122,
  features: 125.5,
  guides: 125,
  'essay-tips': 125,
  // The public scholarships guide's prose as messages, in the page's language: 122.04 KB measured.
  scholarships: 122.3,
  'virtual-tours': 124.5,
  // The guides and the static pages in Spanish: each page's messages, long prose on the guides,
  // essay tips and the legal pages, in the page's language (docs/i18n.md, "What it costs").
  careers: 120.5,
  contact: 121,
  terms: 122,
  cookies: 122,
  // The Privacy Policy in Spanish: its long prose as messages, and the plan's words
  // (lib/plan-terms.ts) that name the parts of the plan in its sharing table.
  privacy: 126.5,
  // With the admissions links' chunk, which carries its own messages for the form loading it on demand.
  academics: 155,
  'new-application': 152.5,
  recommendations: 153,
  saved: 153,
  // The student's plan as a parent sees it, in the page's language: the plan's words
  // (lib/plan-terms.ts) and its messages.
  student: 151.5,
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Locale = 'en' | 'es';
const LOCALES: Locale[] = ['en', 'es'];
const dist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
// Each chunk's own catalogue file per language, which the chunk waits for before it runs (apps/web/scripts/chunk-messages.ts).
const messages = JSON.parse(readFileSync(join(dist, '.vite/messages-manifest.json'), 'utf8')) as Record<string, Record<Locale, string>>;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const route = (id: string) => `src/app/routes/${id}`;

/** Every chunk `keys` load, with what they import statically, each once. */
function firstLoad(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (!manifest[key] || seen.has(key)) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** The files `keys` are, with their catalogue files in `locale`. */
const withMessages = (keys: Set<string>, locale: Locale) =>
  [...keys].flatMap((key) => [manifest[key]!.file, ...(messages[manifest[key]!.file] ? [messages[manifest[key]!.file]![locale]] : [])]);

const gzippedKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

/** What a page's first load starts from: the entry, the page and its loader, and the app shell's routes. */
function pageKeys(id: string, kind: Kind): string[] {
  const keys = [entry, `${route(id)}.tsx`, `${route(id)}.loader.ts`];
  if (kind !== 'public') keys.push('src/app/client-routes.ts');
  if (kind === 'workspace') keys.push(`${route('require-auth')}.tsx`);
  return keys;
}

test.describe('JavaScript per page', () => {
  test('every page module of the build has a budget', () => {
    const modules = Object.keys(manifest)
      .filter((key) => key.startsWith(route('')) && key.endsWith('.tsx'))
      .map((key) => key.slice(route('').length, -'.tsx'.length))
      .filter((id) => !NOT_PAGES.has(id) && !id.endsWith('.test'));
    expect(modules.filter((id) => !(id in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((id) => !modules.includes(id))).toEqual([]);
  });

  test('each page loads no more JavaScript than its budget (or its recorded ceiling), in each language', () => {
    const over: string[] = [];
    for (const [id, kind] of Object.entries(PAGES)) {
      // The heavier language counts: a ceiling holds for both.
      const kb = Math.max(...LOCALES.map((locale) => gzippedKb(withMessages(firstLoad(pageKeys(id, kind)), locale))));
      const budget = kind === 'public' ? PUBLIC_KB : SIGNED_IN_KB;
      const ceiling = OVER_BUDGET[id] ?? budget;
      if (kb > ceiling) over.push(`${id}: ${kb.toFixed(2)} KB > ${ceiling} KB`);
      // A page brought within its budget leaves the list, so it cannot grow back unnoticed.
      if (OVER_BUDGET[id] !== undefined && kb <= budget)
        over.push(`${id}: ${kb.toFixed(2)} KB is within ${budget} KB: remove it from OVER_BUDGET`);
    }
    expect(over).toEqual([]);
  });

  test('charts, the map and the state outlines are not in any first load', () => {
    // The build's hidden source maps name each chunk's modules.
    const heavy = /node_modules\/(recharts|d3-geo|topojson-client|us-atlas)\/|state-outlines/;
    const sources = (key: string) => {
      const map = join(dist, `${manifest[key]!.file}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    };
    const offenders = new Set<string>();
    for (const [id, kind] of Object.entries(PAGES)) {
      for (const key of firstLoad(pageKeys(id, kind))) {
        const found = sources(key).find((source) => heavy.test(source));
        if (found) offenders.add(`${id}: ${found.replace(/^.*node_modules\//, '')}`);
      }
    }
    expect([...offenders]).toEqual([]);
  });
});

test.describe('messages per language', () => {
  test("every message of the catalogue is in some loaded chunk's messages, in each language", () => {
    // The build finds a chunk's messages in the macros' output (apps/web/scripts/chunk-messages.ts):
    // one it missed would show as its id in the browser.
    const english = readPoCatalogue(new URL('../apps/web/src/locales/en/messages.po', import.meta.url));
    for (const locale of LOCALES) {
      const found = new Set<string>();
      for (const files of Object.values(messages)) {
        const context = createContext({});
        runInContext(readFileSync(join(dist, files[locale]), 'utf8'), context);
        Object.keys(context.__campuspathMessages as object).forEach((id) => found.add(id));
      }
      expect(found.size, locale).toBe(english.size);
    }
  });

  test('a chunk loaded on demand brings the messages of its code, as a page or a lazy part does', () => {
    // A module one page imports statically and another lazily is a chunk the second page loads on its
    // own: without its messages it shows ids there (the new-application form's admissions links did).
    const known = new Set<string>();
    for (const file of Object.values(messages)) {
      const context = createContext({});
      runInContext(readFileSync(join(dist, file.en), 'utf8'), context);
      Object.keys(context.__campuspathMessages as object).forEach((id) => known.add(id));
    }
    const idsIn = (file: string) =>
      [...readFileSync(join(dist, file), 'utf8').matchAll(/\bid:\s*["'`]([^"'`\\]+)["'`]/g)].map((m) => m[1]!);
    const missing = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))]
      .map((key) => manifest[key]!.file)
      .filter((file) => !messages[file] && idsIn(file).some((id) => known.has(id)));
    expect(missing).toEqual([]);
  });

  test("a page fetches its own language's messages, named with its HTML, and never the other language's", async ({ page }) => {
    const pages: [string, Locale][] = [
      ['/', 'en'],
      ['/es/', 'es'],
      ['/university/139755', 'en'],
      ['/es/university/139755', 'es'],
    ];
    for (const [path, locale] of pages) {
      const fetched: string[] = [];
      const listen = (request: { url: () => string }) => {
        const found = /\/assets\/messages-(en|es)-/.exec(request.url());
        if (found) fetched.push(found[1]!);
      };
      page.on('request', listen);
      await page.goto(path);
      page.off('request', listen);
      expect(fetched.length, path).toBeGreaterThan(0);
      expect(new Set(fetched), path).toEqual(new Set([locale]));
      // The server preloads them beside the page's chunks (no chunk waits for its messages in turn).
      const preloaded = (await page.locator('meta[name="app-modules"]').getAttribute('content'))!.split(' ');
      expect(
        preloaded.filter((href) => href.includes('/messages-')).every((href) => href.includes(`/messages-${locale}-`)),
        path,
      ).toBe(true);
      expect(
        preloaded.some((href) => href.includes(`/messages-${locale}-`)),
        path,
      ).toBe(true);
    }
  });
});
