/**
 * "Now", and the zone instants are written in, for what a page writes relative to the present
 * ("edited 5 minutes ago", today's date) or on a clock ("3:05 PM"). A signed-in page the server
 * rendered hydrates seconds after the server wrote it, maybe in another time zone, and a text
 * that differs ("now" there, "5 seconds ago" here) is a hydration error: React throws the
 * server's HTML away and renders again. So the browser takes the server's moment and zone, carried
 * in the page's payload (app/main.tsx), until the person first moves on; from then on, its own
 * clock and zone. On the server, a signed-in render takes the moment it sends (readMomentFrom).
 */
let pinned: { at: number; timeZone: string } | null = null;

export const pinRenderMoment = (at: number, timeZone: string): void => {
  pinned = { at, timeZone };
};

export const releaseRenderMoment = (): void => {
  pinned = null;
};

/** The moment and zone of a signed-in render on the server: each render's own. */
export interface RenderMoment {
  at: number;
  timeZone: string;
}

let serverMoment: (() => RenderMoment | undefined) | undefined;

/**
 * The server renderer's way to give each signed-in render the one moment it sends in the payload
 * and the zone it writes in: a render of many rows takes long enough that its own clock would pass
 * a second (or a minute) while it writes, and the browser, pinned to the payload's moment, would
 * write another text. The zone is the person's (the browser's, remembered in a cookie), so the
 * first page already says "due today" on their calendar, not on the server's.
 */
export const readMomentFrom = (read: () => RenderMoment | undefined): void => {
  serverMoment = read;
};

/** The moment a render takes as now. */
export const renderNow = (): Date => new Date(pinned?.at ?? serverMoment?.()?.at ?? Date.now());

/**
 * The zone a render writes instants and reads "today" in: the server render's while pinned (and on
 * the server during a signed-in render), otherwise this device's (undefined).
 */
export const renderTimeZone = (): string | undefined => pinned?.timeZone ?? serverMoment?.()?.timeZone;

/**
 * "Now" for code that runs on a person's action (an event handler, a save), never while rendering:
 * the device's own clock, unpinned. A render takes renderNow() or today's date from
 * lib/format-date.ts, so that the server's HTML and the browser's first render agree.
 */
export const actionNow = (): Date => new Date(Date.now());

/** This process's own zone, for the server to send with a page it rendered. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
