import { apiErrorSchema, type ApiError } from '@campuspath/contract/errors';

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

/** The one configured API client: base URL, JSON, timeout and error mapping. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' }, signal, credentials: 'same-origin' });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiRequestError(response.status, parsed.success ? parsed.data : null);
  }
  return (await response.json()) as T;
}
