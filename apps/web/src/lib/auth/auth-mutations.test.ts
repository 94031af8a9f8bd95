import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend } from '../api-client.ts';
import { createQueryClient } from '../query-client.ts';
import { stubApi } from '../../testing/fake-api.ts';
import { signOut } from './auth-mutations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** A promise and the function that settles it: an answer the test gives when it says. */
function later<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

const requests = (calls: { method: string; path: string }[]) => calls.map(({ method, path }) => `${method} ${path}`);

describe('signing out', () => {
  it('lets a change under way land first, then ends the session and asks nothing more', async () => {
    const save = later<{ body: unknown }>();
    const logout = later<{ status: number }>();
    const calls = stubApi({
      'PUT /tasks/t1': () => save.promise,
      'POST /auth/logout': () => logout.promise,
      'GET /notifications': { body: { notifications: [] } },
      'PUT /reminders/time-zone': { body: {} },
    });
    const queryClient = createQueryClient();
    queryClient.mount();
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => apiSend('PUT', '/tasks/t1', { title: 'Essay draft' }) })
      .execute(undefined);
    await vi.waitFor(() => expect(requests(calls)).toEqual(['PUT /tasks/t1']));

    const signingOut = signOut(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests(calls)).toEqual(['PUT /tasks/t1']);
    save.settle({ body: {} });
    await saving;
    await vi.waitFor(() => expect(requests(calls)).toEqual(['PUT /tasks/t1', 'POST /auth/logout']));

    // While the session ends, the bell asks again and the time zone is saved: neither is sent (each
    // would be refused once the session is over), and neither holds up signing out.
    void queryClient.fetchQuery({ queryKey: ['notifications'], queryFn: () => apiGet('/notifications') }).catch(() => {});
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => apiSend('PUT', '/reminders/time-zone', { timeZone: 'America/Chicago' }) })
      .execute(undefined)
      .catch(() => {});
    logout.settle({ status: 204 });
    await signingOut;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests(calls)).toEqual(['PUT /tasks/t1', 'POST /auth/logout']);
    queryClient.unmount();
  });

  it('goes on with what waited when the session could not be ended', async () => {
    const logout = later<{ status: number; body: unknown }>();
    const calls = stubApi({
      'POST /auth/logout': () => logout.promise,
      'GET /notifications': { body: { notifications: [] } },
    });
    const queryClient = createQueryClient();
    queryClient.mount();
    const signingOut = signOut(queryClient);
    await vi.waitFor(() => expect(requests(calls)).toEqual(['POST /auth/logout']));
    const bell = queryClient.fetchQuery({ queryKey: ['notifications'], queryFn: () => apiGet('/notifications') });
    logout.settle({ status: 503, body: { error: 'Service Unavailable', message: 'Try again' } });
    await expect(signingOut).rejects.toThrow();
    await expect(bell).resolves.toEqual({ notifications: [] });
    expect(requests(calls)).toEqual(['POST /auth/logout', 'GET /notifications']);
    queryClient.unmount();
  });
});
