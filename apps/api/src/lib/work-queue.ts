/**
 * CPU- and memory-heavy work, at most `concurrency` at a time (server renders one at a time,
 * counselors' CSV checks two). Work on the event loop run side by side only interleaves, each
 * taking as long as all of them, and holds its memory together with the others; queued, each
 * finishes in its own time while other requests go on between its steps, and the process never
 * holds more than `concurrency` of them. When more than `maxWaiting` are already waiting, `run`
 * gives null at once: the caller answers without the work (the app shell, a 503 to retry), so
 * under a surge nobody waits behind a long queue.
 */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<{ value: T; waitedMs: number } | null> {
      const queuedAt = performance.now();
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return null;
        // The slot is handed over by the work that finishes (running stays the same).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const waitedMs = performance.now() - queuedAt;
      try {
        return { value: await work(), waitedMs };
      } finally {
        next();
      }
    },
  };
}
