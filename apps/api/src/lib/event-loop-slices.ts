/**
 * Long work on one request (checking a 20,000-row file) done in slices: `pause()` gives the event
 * loop a turn once the current slice has run `sliceMs`, so every other request (a health check, a
 * page) waits at most one slice, never the whole file.
 */
export function createSlicer(sliceMs = 10): { pause(): Promise<void> } {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < sliceMs) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    },
  };
}
