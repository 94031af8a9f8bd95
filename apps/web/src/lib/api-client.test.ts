import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, asApiError } from './api-client.ts';
import { errorMessage } from './api-error-messages.ts';
import { setActiveLocale } from './locale.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setActiveLocale('en');
});

describe('api client', () => {
  it('reads error bodies of the contract shape and nothing else', () => {
    expect(asApiError({ error: 'not_found', message: 'University not found' })).toEqual({
      error: 'not_found',
      message: 'University not found',
    });
    expect(asApiError({ error: 1, message: 'x' })).toBeNull();
    expect(asApiError('oops')).toBeNull();
    expect(asApiError(null)).toBeNull();
  });

  it('throws an ApiRequestError with the status and the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'not_found', message: 'University not found' }), { status: 404 })),
    );
    const error = await apiGet('/schools/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).message).toBe('University not found');
  });

  it("asks for the page's language, in which the API writes its refusals", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true })));
    vi.stubGlobal('fetch', fetch);
    setActiveLocale('es');
    await apiGet('/schools');
    setActiveLocale('en');
    await apiGet('/schools');
    const languages = fetch.mock.calls.map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Accept-Language'],
    );
    expect(languages).toEqual(['es-US', 'en-US']);
  });

  it('survives a non-JSON error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = (await apiGet('/schools').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
  });

  it("shows the API's own words for a 4xx (a full list names its limit), and the fallback otherwise", () => {
    const full = new ApiRequestError(400, { error: 'quota_exceeded', message: 'You can have at most 500 tasks.' });
    expect(errorMessage(full, 'Please try again.')).toBe('You can have at most 500 tasks.');
    expect(errorMessage(new ApiRequestError(500, { error: 'internal', message: 'Internal error' }), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(errorMessage(new ApiRequestError(502, null), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
  });
});
