/**
 * React Router matches paths with regular expressions whose `.` stops at a line terminator, so a
 * path holding an encoded line feed, carriage return, U+2028 or U+2029 matches no route at all,
 * not even the catch-all "Page not found" (the server sent the app shell with 200 for it). Each
 * becomes the replacement character (U+FFFD), which a path can hold as text: the path then
 * reaches the routes like any other and names no page, a 404.
 */
const LINE_TERMINATOR = /%(0A|0D|E2%80%A8|E2%80%A9)/gi;

export const routablePath = (pathname: string): string => pathname.replace(LINE_TERMINATOR, '%EF%BF%BD');
