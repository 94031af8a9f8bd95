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
export interface PageRenderer {
  render(url: URL, signal?: AbortSignal): Promise<RenderOutcome>;
  /** The page `url` shows: its path and the search parameters that page reads, canonical (one key, one page). */
  pageKey(url: URL): string;
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
  const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
  return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
}
