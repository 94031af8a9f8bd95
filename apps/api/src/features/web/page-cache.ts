import { gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { compressAll, type CompressedForms } from '../../lib/content-encoding.ts';

/**
 * A rendered public page, kept compressed in every encoding browsers take: served as is to every
 * browser, unzipped for the rare client taking neither. `etag` is the page's own; each encoding
 * is sent with its own tag derived from it (encodedEtag).
 */
export interface CachedPage {
  compressed: CompressedForms;
  etag: string;
}

/** At most this many bytes of compressed HTML (gzip and Brotli of about 1,500 university pages), outside the JavaScript heap. */
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * Rendered public pages by URL, for one catalogue version, web build and day (the key's first
 * part; when any changes, old entries are never asked for again and age out). A URL rendered by
 * several requests at once is rendered once: the others wait for the same render.
 */
export function createPageCache() {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.compressed.gzip.length + page.compressed.br.length + 100,
  });
  const inflight = new Map<string, Promise<unknown>>();
  return {
    get: (key: string) => pages.get(key),
    /** Compressed on libuv's thread pool, off the event loop that answers other requests meanwhile. */
    async put(key: string, html: string, etag: string): Promise<CachedPage> {
      const page = { compressed: await compressAll(html), etag };
      pages.set(key, page);
      return page;
    },
    /** `render` once per key at a time; callers arriving meanwhile share its result. */
    once<T>(key: string, render: () => Promise<T>): Promise<T> {
      let pending = inflight.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = render().finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
  };
}

export const unzipPage = (page: CachedPage) => gunzipSync(page.compressed.gzip).toString('utf8');
