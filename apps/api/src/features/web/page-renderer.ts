import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * What the web's server renderer answers (apps/web/src/app/entry-server.tsx, built by Vite into the
 * web build's `.ssr/` folder). Declared here, not imported: the API never imports web code; this is
 * the contract between the two builds, checked by the e2e suite, which runs them together.
 */
export interface PageHead {
  title?: string;
  description?: string;
  canonicalPath?: string;
  jsonLd?: Record<string, unknown>;
}
export type RenderOutcome =
  { kind: 'page'; status: number; html: string; head: PageHead; payload: string; routeIds: string[] } | { kind: 'shell'; reason?: string };
/**
 * A signed-in page's session and data (apps/web/src/app/signed-in-data.ts), with the page rendered
 * from them (`html`) unless that failed (`renderFailure`), or why the plain shell goes.
 */
export type SignedInOutcome =
  | { kind: 'data'; html?: string; renderFailure?: string; renderMs?: number; payload: string; routeIds: string[] }
  | { kind: 'shell'; reason: string };
export interface PageRenderer {
  render(url: URL, signal?: AbortSignal): Promise<RenderOutcome>;
  /** The page `url` shows: its path and the search parameters that page reads, canonical (one key, one page). */
  pageKey(url: URL): string;
  /** `server`: rendered and cached; `signed-in`: the shell with the person's data; `browser`: the plain shell. */
  pageKind(url: URL): 'server' | 'signed-in' | 'browser';
  /** Reads as the person whose cookie `asPerson` carries; call it only inside `asPerson`. */
  loadSignedIn(url: URL, options?: { signal?: AbortSignal; timeZone?: string }): Promise<SignedInOutcome>;
}

/**
 * The person a signed-in page's reads are made as: their request's cookie, and the cookies the
 * API set on those reads (a session whose expiry slid forward gets a fresh one), for the page's
 * response to pass on. Kept per request by AsyncLocalStorage, so reads for two people at once
 * never mix; a public page's render runs outside it and reads as a visitor.
 */
interface ReadingAs {
  cookie: string;
  setCookies: string[];
}
const readingAs = new AsyncLocalStorage<ReadingAs>();

/** Runs `read` with the page's API reads made as the person `cookie` names; returns the cookies they set too. */
export async function asPerson<T>(cookie: string, read: () => Promise<T>): Promise<{ value: T; setCookies: string[] }> {
  const person: ReadingAs = { cookie, setCookies: [] };
  const value = await readingAs.run(person, read);
  return { value, setCookies: person.setCookies };
}
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
interface RendererModule {
  createPageRenderer(options: { transport: ApiTransport }): PageRenderer;
}

/** Where the web build keeps its server renderer (static serving never answers dot folders). */
export const rendererEntry = (webDist: string) => join(webDist, '.ssr', 'entry-server.js');

/**
 * Loads the web build's renderer once, at start, with the pages' API reads answered in-process
 * through `app.inject()`: the same routes, validation and cached catalogue answers as over HTTP,
 * without a socket. Null when the build has none (API tests' stand-in builds serve the shell).
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = rendererEntry(webDist);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer({ transport: (url, init) => injectRead(app, url, init) });
}

/** A page's API read, answered by the app itself. Reads only: a page render never changes anything. */
async function injectRead(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render may only read, not ${init.method} ${url}`);
  const person = readingAs.getStore();
  // The page's language, as the API client names it: a refusal the page shows is written in it.
  const language = new Headers(init.headers).get('accept-language');
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...(language && { 'accept-language': language }), ...(person && { cookie: person.cookie }) },
  });
  const setCookie = answer.headers['set-cookie'];
  if (person && setCookie) person.setCookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
  const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
  return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
}
