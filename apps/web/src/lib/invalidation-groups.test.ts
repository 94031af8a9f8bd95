import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateGroups } from './invalidation-groups.ts';
import { queryKeys } from './query-keys.ts';

describe('invalidateGroups', () => {
  it('never keeps an answer asked for before the change: a first load still under way is asked again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    let verified = false;
    const answers: Array<() => void> = [];
    // Each request reads the server's state when it is asked; its answer arrives when released.
    const queryFn = () => {
      const seen = verified;
      return new Promise<{ verified: boolean }>((resolve) => answers.push(() => resolve({ verified: seen })));
    };
    const observer = new QueryObserver(queryClient, { queryKey: queryKeys.session.all, queryFn, staleTime: 60_000 });
    const unsubscribe = observer.subscribe(() => undefined);

    // The page's first request is slow; the change is made and confirmed meanwhile.
    await Promise.resolve();
    verified = true;
    let settled = false;
    const invalidated = invalidateGroups(queryClient, 'emailVerification').then(() => (settled = true));
    // Answer every request, the slow first one included, until the invalidation is done.
    while (!settled) {
      answers.splice(0).forEach((answer) => answer());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await invalidated;

    expect(queryClient.getQueryData(queryKeys.session.all)).toEqual({ verified: true });
    unsubscribe();
  });

  it('a route loader awaiting a first load that is asked again gets the new answer, not an error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    let verified = false;
    const answers: Array<() => void> = [];
    const queryFn = () => {
      const seen = verified;
      return new Promise<{ verified: boolean }>((resolve) => answers.push(() => resolve({ verified: seen })));
    };
    // No observer: the query is inactive while a loader waits for it.
    const loaded = queryClient.fetchQuery({ queryKey: queryKeys.session.all, queryFn });
    await Promise.resolve();
    verified = true;
    let settled = false;
    const invalidated = invalidateGroups(queryClient, 'emailVerification').then(() => (settled = true));
    while (!settled || answers.length > 0) {
      answers.splice(0).forEach((answer) => answer());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await invalidated;

    await expect(loaded).resolves.toEqual({ verified: true });
  });
});
