import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered public page, kept gzipped: served as is to every browser, unzipped for the rare client without gzip. */
export interface CachedPage {
  gzipped: Buffer;
  etag: string;
}

/** At most this many bytes of gzipped HTML (about 2,000 university pages), outside the JavaScript heap. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rendered public pages by URL, for one catalogue version, web build and day (the key's first
 * part; when any changes, old entries are never asked for again and age out). A URL rendered by
 * several requests at once is rendered once: the others wait for the same render.
 */
export function createPageCache() {
  const pages = new LRUCache<string, CachedPage>({ maxSize: MAX_BYTES, sizeCalculation: (page) => page.gzipped.length + 100 });
  const inflight = new Map<string, Promise<unknown>>();
  return {
    get: (key: string) => pages.get(key),
    /** Compressed on libuv's thread pool, off the event loop that answers other requests meanwhile. */
    async put(key: string, html: string, etag: string): Promise<CachedPage> {
      const page = { gzipped: await gzipAsync(html), etag };
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

const gzipAsync = promisify(gzip);

export const unzipPage = (page: CachedPage) => gunzipSync(page.gzipped).toString('utf8');
