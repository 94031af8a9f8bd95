import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * The encodings answers are sent in, the server's preference first. @fastify/compress is
 * registered with this list too (app.ts), so an answer we compress ourselves and one it
 * compresses agree on which encoding a client gets (deflate is left out: every client taking it
 * takes gzip).
 */
export const RESPONSE_ENCODINGS: ResponseEncoding[] = ['br', 'gzip'];
export type ResponseEncoding = 'br' | 'gzip';

/** Smaller answers go as they are: compressing them saves less than it costs. Also @fastify/compress's threshold. */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/** An answer's bytes in every encoding of RESPONSE_ENCODINGS. */
export type CompressedForms = Record<ResponseEncoding, Buffer>;

/**
 * The encoding for this client, decided as @fastify/compress decides (same negotiator and list,
 * `*` and `x-gzip` read as gzip, `x-no-compression` honoured); null for the answer as it is.
 */
export function responseEncoding(request: FastifyRequest): ResponseEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), RESPONSE_ENCODINGS);
}

/**
 * A validator per encoding: the gzipped, the Brotli and the plain bytes are different
 * representations, so a cache or a client holding one never revalidates it as another
 * (RFC 9110 §8.8.3). The tag stays weak if it was.
 */
export function encodedEtag(etag: string, encoding: ResponseEncoding | null): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/** Whether `body` is big enough to compress (see COMPRESS_THRESHOLD_BYTES); byteLength only for the short ones. */
export function worthCompressing(body: string): boolean {
  return body.length >= COMPRESS_THRESHOLD_BYTES || Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli at quality 6: about 15% smaller than gzip on our JSON for the same time, where
 * quality 11 takes a second of CPU for the 300 KB map of every college (docs/performance.md).
 */
const BROTLI_QUALITY = 6;

/** `body` in one encoding, compressed on libuv's thread pool, off the event loop answering other requests meanwhile. */
export function compressAs(body: string | Buffer, encoding: ResponseEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/** `body` in every encoding, compressed side by side on the thread pool. */
export async function compressAll(body: string | Buffer): Promise<CompressedForms> {
  const [br, gzipped] = await Promise.all([compressAs(body, 'br'), compressAs(body, 'gzip')]);
  return { br, gzip: gzipped };
}
