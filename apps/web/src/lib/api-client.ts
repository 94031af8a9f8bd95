import type { ApiError } from '@campuspath/contract/errors';

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

/** The one configured API client: base URL, JSON, timeout and error mapping. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' }, signal, credentials: 'same-origin' });
  if (!response.ok) {
    throw new ApiRequestError(response.status, asApiError(await response.json().catch(() => null)));
  }
  return (await response.json()) as T;
}
