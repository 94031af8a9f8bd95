/**
 * Server renders, one at a time. A render is CPU work on the event loop: run side by side they
 * only interleave, each taking as long as all of them, and hold their trees in memory together.
 * One at a time, each finishes in its own time (what `Server-Timing: render` reports) while
 * requests for cached pages and the API go on between its steps. When more than `maxWaiting` are
 * already waiting, `run` gives null at once and the caller sends the app shell: under a surge the
 * browsers render, and nobody waits behind a long queue.
 */
export function createRenderQueue(maxWaiting: number) {
  let busy = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  return {
    async run<T>(render: () => Promise<T>): Promise<{ value: T; waitedMs: number } | null> {
      const queuedAt = performance.now();
      if (busy) {
        if (waiting.length >= maxWaiting) return null;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      busy = true;
      const waitedMs = performance.now() - queuedAt;
      try {
        return { value: await render(), waitedMs };
      } finally {
        next();
      }
    },
  };
}
