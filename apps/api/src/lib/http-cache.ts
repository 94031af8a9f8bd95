import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A catalogue response serialised once, with its validator. */
export interface CachedBody {
  body: string;
  etag: string;
}

/** Serialised catalogue answers by key (catalogueCache). */
export interface CatalogueCache {
  get(key: string): CachedBody | undefined;
  /** Keeps `entry` if `key` was asked for before (see catalogueCache). */
  set(key: string, entry: CachedBody): void;
}

/** How many keys asked for once a catalogue cache remembers, to keep an answer the second time. */
const ASKED_ONCE_KEYS = 20_000;

/**
 * Serialised catalogue answers by key, at most `maxBytes` of them: bounded by size, not count,
 * because one answer can be 200 bytes (a suggestion) or 300 KB (every college on the map), and
 * the process's heap is capped (`npm run serve`). An answer is kept from its second request on;
 * the first only notes its key. A crawler walking every college page once (or the server
 * rendering each for the first time) would otherwise push out the answers people keep asking
 * for, and every answer kept only to be dropped is work for the old generation's garbage
 * collector: at 16 connections of first-time page renders the render p99 went from 29-68 ms to
 * 20-27 ms (docs/benchmarks.md, "Server rendering").
 */
export function catalogueCache(maxBytes: number): CatalogueCache {
  const kept = new LRUCache<string, CachedBody>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 64 });
  const askedOnce = new LRUCache<string, true>({ max: ASKED_ONCE_KEYS });
  return {
    get: (key) => kept.get(key),
    set(key, entry) {
      if (askedOnce.has(key)) kept.set(key, entry);
      else askedOnce.set(key, true);
    },
  };
}

export function makeEtag(version: string, key: string): string {
  return `"${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}"`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * Sends a catalogue body with `ETag` and `Cache-Control` (shared caches and CDNs may keep
 * it; the data changes only with a new dataset build), or 304 when the client has it.
 */
export function sendCatalogue(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, maxAgeSeconds = 300) {
  reply.header('etag', cached.etag);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=86400`);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.status(304).send();
  return sendSerialized(reply, cached.body);
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
