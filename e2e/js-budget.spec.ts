import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { readPoCatalogue } from '../test/po-catalogue.ts';
import { expect, test } from './fixtures.ts';
import { OVER_BUDGET } from './js-budget-ceilings.ts';

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
 * today is listed in OVER_BUDGET (js-budget-ceilings.ts) with the ceiling it may not grow past, until it is brought down.
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
      // The parts a page loads after its first paint fetch their messages too: counted for their
      // own page, not for the next one (an English page's late part was once read as the Spanish page's).
      await page.waitForLoadState('networkidle');
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
