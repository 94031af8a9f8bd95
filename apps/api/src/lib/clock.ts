/**
 * The API's one clock. Every "now" the app uses comes from a Clock its deps carry (`deps.now()`),
 * so a test can stop or move time (test/test-clock.ts); this file is the only one that reads the
 * wall clock (lint: campuspath/one-clock).
 */
export type Clock = () => Date;

/** The real time: what server.ts and buildApp use unless a test passes its own clock. */
export const systemClock: Clock = () => new Date();
