import type { ApiError } from '@campuspath/contract/errors';
import { activeLocale } from './locale.ts';

/** Spec section 7: JSON in and out, 10 s timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/**
 * Reads an error body of the contract's shape. A plain check rather than the zod schema keeps
 * zod out of the JavaScript every page loads first.
 */
export function asApiError(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string' ? (body as ApiError) : null;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * 401 handling in one place: the auth provider subscribes and treats the student as signed
 * out (their session expired or was revoked elsewhere), so protected pages send them to sign in.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** How a request reaches the API: the browser's fetch, or the server renderer's in-process calls. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server's renderer answers the pages' reads inside the API process, without a network hop
 * (app/entry-server.tsx); it sets this once, at start. The browser never calls it.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<T>(method: string, path: string, init: { body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const isForm = init.body instanceof FormData;
  // The page's language, not the browser's: the API writes its error messages in it (decision 0020).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await transport(`/api${path}`, {
    method,
    headers,
    signal,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  if (!response.ok) {
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
    throw new ApiRequestError(response.status, asApiError(await response.json().catch(() => null)));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The one configured API client: base URL, JSON, timeout, error mapping and 401 handling. */
export function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('GET', path, init);
}

/** POST/PUT/PATCH/DELETE with a JSON body (or FormData for uploads). Resolves to undefined on 204. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  return request<T>(method, path, { ...init, body });
}
