/** A clock a test moves by hand (AppDeps.now): past a link's lifetime or a rate-limit window, without sleeping. */
export function createTestClock(start: number = Date.now()) {
  let at = start;
  return {
    now: (): Date => new Date(at),
    advance(ms: number): void {
      at += ms;
    },
  };
}

/** The current instant as stored in timestamp columns, for rows a test writes directly. */
export const nowIso = (): string => new Date().toISOString();
