/**
 * How much of the event loop's time server renders may take: `share` of the wall clock, with up to
 * `burstMs` saved for a burst. A render is CPU work on the one thread that also answers the API;
 * pages already rendered come from the cache, but a stream of URLs never rendered before (every
 * college page after a deploy, or a client inventing paths and searches) would otherwise keep the
 * thread rendering while /api/health waits. Past the budget the app shell goes instead (the
 * browser renders the page) until time has paid it back.
 */
export function createRenderBudget({ share, burstMs }: { share: number; burstMs: number }) {
  let available = burstMs;
  let checkedAt = performance.now();
  const refill = () => {
    const now = performance.now();
    available = Math.min(burstMs, available + (now - checkedAt) * share);
    checkedAt = now;
  };
  return {
    /** True while renders have time left. */
    allows(): boolean {
      refill();
      return available > 0;
    },
    /** A render took `ms` of the loop. */
    spend(ms: number): void {
      refill();
      available -= ms;
    },
  };
}
