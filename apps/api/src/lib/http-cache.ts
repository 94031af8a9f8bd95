import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressAll, compressAs, encodedEtag, responseEncoding, worthCompressing, type CompressedForms } from './content-encoding.ts';

/** An answer serialised once and kept, with its compressed forms once made. */
export interface KeptBody {
  body: string;
  /** Its gzip and Brotli forms, made once when the answer is kept (keepCompressed); null if that failed. */
  compressed?: Promise<CompressedForms | null>;
  /** Their size once made, counted against the cache's bound. */
  compressedBytes?: number;
}

/** A catalogue response serialised once, with its validator. */
export interface CachedBody extends KeptBody {
  etag: string;
}

/** Serialised catalogue answers by key (catalogueCache). */
export interface CatalogueCache<Entry extends KeptBody = CachedBody> {
  get(key: string): Entry | undefined;
  /** Keeps `entry` if `key` was asked for before (see catalogueCache), or at once with `fromFirstRequest`. */
  set(key: string, entry: Entry): void;
}

/** How many keys asked for once a catalogue cache remembers, to keep an answer the second time. */
const ASKED_ONCE_KEYS = 20_000;

/**
 * Serialised catalogue answers by key, at most `maxBytes` of them with their compressed forms:
 * bounded by size, not count, because one answer can be 200 bytes (a suggestion) or 300 KB
 * (every college on the map), and the process's heap is capped (`npm run serve`). An answer is
 * kept from its second request on; the first only notes its key. A crawler walking every college
 * page once (or the server rendering each for the first time) would otherwise push out the
 * answers people keep asking for, and every answer kept only to be dropped is work for the old
 * generation's garbage collector: at 16 connections of first-time page renders the render p99
 * went from 29-68 ms to 20-27 ms (docs/benchmarks.md, "Server rendering"). A kept answer is
 * compressed once, in the background; when that is done it is stored again to count its new size.
 * With `fromFirstRequest` (a person's own answers, which no crawler walks) it is kept at once.
 */
export function catalogueCache<Entry extends KeptBody = CachedBody>(
  maxBytes: number,
  { fromFirstRequest = false } = {},
): CatalogueCache<Entry> {
  const kept = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + (entry.compressedBytes ?? 0) + 64,
  });
  const askedOnce = new LRUCache<string, true>({ max: ASKED_ONCE_KEYS });
  return {
    get: (key) => kept.get(key),
    set(key, entry) {
      if (!fromFirstRequest && !askedOnce.has(key)) {
        askedOnce.set(key, true);
        return;
      }
      kept.set(key, entry);
      void keepCompressed(entry).then(() => {
        // lru-cache counts a value's size when it is added, not when the same value is set again.
        if (!entry.compressedBytes || kept.peek(key) !== entry) return;
        kept.delete(key);
        kept.set(key, entry);
      });
    },
  };
}

/**
 * Starts compressing a kept answer, once: every encoding at once, on the thread pool, so no
 * request compresses it again. Answers too small to compress have nothing to start.
 */
export function keepCompressed(entry: KeptBody): Promise<CompressedForms | null> {
  if (!worthCompressing(entry.body)) return Promise.resolve(null);
  entry.compressed ??= compressAll(entry.body).then(
    (forms) => {
      entry.compressedBytes = forms.br.length + forms.gzip.length;
      return forms;
    },
    () => null, // the request compresses its own copy instead (sendCatalogue)
  );
  return entry.compressed;
}

/**
 * A weak validator (RFC 9110 §8.8.1), the tag of the answer as it is. Answers compressed ahead
 * (sendCatalogue, the page cache) carry one tag per encoding derived from it (encodedEtag);
 * answers @fastify/compress compresses per request share this one across encodings, which only a
 * weak tag may do (§8.8.3).
 */
export function makeEtag(version: string, key: string): string {
  return `W/"${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}"`;
}

/** If-None-Match against `etag` by weak comparison (§13.1.2): `W/` on either side is ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  const own = etag.replace(/^W\//, '');
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === own;
  });
}

/**
 * Sends a catalogue body with `ETag` and `Cache-Control` (shared caches and CDNs may keep
 * it; the data changes only with a new dataset build), or 304 when the client has it. A client
 * taking gzip or Brotli gets the form made when the answer was kept, with its own ETag and
 * `Content-Encoding` (so @fastify/compress leaves it alone); an answer not kept yet is compressed
 * for this request, off the event loop.
 */
export async function sendCatalogue(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, maxAgeSeconds = 300) {
  const encoding = worthCompressing(cached.body) ? responseEncoding(request) : null;
  const etag = encodedEtag(cached.etag, encoding);
  reply.header('etag', etag);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=86400`);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return sendKept(request, reply, cached);
}

/**
 * Sends a kept answer in the client's encoding: the form made when it was kept, or (not made yet,
 * or too small to be worth it) compressed for this request off the event loop, or plain. Sent
 * with `Content-Encoding`, so @fastify/compress leaves it alone; `Vary` says it depends on it.
 */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, cached: KeptBody) {
  const encoding = worthCompressing(cached.body) ? responseEncoding(request) : null;
  if (!encoding) return sendSerialized(reply, cached.body);
  addVary(reply, 'accept-encoding');
  const kept = cached.compressed && (await cached.compressed);
  const bytes = kept ? kept[encoding] : await compressAs(cached.body, encoding);
  return reply.header('content-encoding', encoding).type('application/json; charset=utf-8').send(bytes);
}

/** Sends JSON serialised earlier (and kept), as it is: the route's response serializer is skipped. */
export function sendSerialized(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Sends `body` with its `ETag` and `Last-Modified`, or 304 when the client's copy is current:
 * If-None-Match decides when sent, else If-Modified-Since, to the second (RFC 9110 section 13.2.2).
 */
export function sendValidated(request: FastifyRequest, reply: FastifyReply, file: { body: string; etag: string; lastModified: Date }) {
  reply.header('etag', file.etag).header('last-modified', file.lastModified.toUTCString());
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  const current =
    ifNoneMatch !== undefined
      ? etagMatches(ifNoneMatch, file.etag)
      : !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  if (current) return reply.status(304).send();
  return reply.send(file.body);
}

/** Adds `field` to the answer's Vary unless it is there already. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes(field) || fields.includes('*')) return;
  reply.header('vary', [...fields.filter(Boolean), field].join(', '));
}

/**
 * What a representation's headers promise, the same whatever the method or the client's copy.
 * Register after @fastify/compress, which compresses per client:
 * - an answer with an ETag names Accept-Encoding in Vary, its 304 too (RFC 9110 §15.4.5: a 304
 *   carries the Vary its 200 would), so a cache never hands a gzipped body to a client without gzip;
 * - HEAD answers as GET would (§9.3.2): Fastify's HEAD route drops the body before the compression
 *   step runs, so HEAD said `content-length` of the plain body and no `content-encoding` where GET
 *   sent gzip; the body is dropped last instead.
 */
export function registerRepresentationHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('etag')) addVary(reply, 'accept-encoding');
    return payload;
  });
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    // Fastify's own step that turns a GET answer into a HEAD one (fastify/lib/head-route.js).
    const dropBody = route.onSend.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropBody !== -1) route.onSend.push(...route.onSend.splice(dropBody, 1));
  });
}

/**
 * Sends `body` compressed in the encoding this client takes, when it is big enough to be worth it.
 * For answers made outside a route, as the not-found handler makes every page: @fastify/compress
 * hooks the routes as they are added, so it never sees those, and a signed-in page (up to about
 * 120 KB of HTML and data) went out as it was. Compressed per request on the thread pool: such an
 * answer is one person's, never kept.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: string): Promise<FastifyReply> {
  addVary(reply, 'accept-encoding');
  const encoding = worthCompressing(body) ? responseEncoding(request) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressAs(body, encoding));
}
