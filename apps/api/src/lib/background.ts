/**
 * Work a request starts but does not wait for: account emails go out after the answer,
 * so a slow or failing mail server never slows or fails a sign-up, and the forgot-password answer
 * leaves before anything about the address is looked up (its timing tells nothing). Failures go to
 * `onError` (the request's log); `settled()` waits for everything started so far: the app waits on
 * it when it closes (graceful shutdown), tests before reading the outbox.
 */
export interface BackgroundTasks {
  run(task: () => Promise<unknown>, onError: (error: unknown) => void): void;
  /**
   * Resolves once every task started so far has finished (tasks started meanwhile included), or
   * after `timeoutMs` at the latest (a mail server that hangs must not hold a shutdown for minutes).
   */
  settled(timeoutMs?: number): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task, onError) {
      // Started on the next turn of the event loop, once the answer has been written: with SQLite
      // the queries run on this thread, and would otherwise delay the answer they follow.
      const promise: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => {
            try {
              onError(error);
            } catch {
              // A failing error report must not become an unhandled rejection.
            }
          },
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled(timeoutMs) {
      const all = (async () => {
        while (running.size > 0) await Promise.all([...running]);
      })();
      if (timeoutMs === undefined) return all;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs).unref();
      });
      await Promise.race([all, late]);
      clearTimeout(timer);
    },
  };
}
