import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  CHECKLIST_LABEL_MAX_LENGTH,
  CHECKLIST_MAX_ITEMS,
  NOTES_MAX_LENGTH,
  PORTAL_URL_MAX_LENGTH,
} from '@campuspath/contract/applications-terms';
import { ESSAY_BODY_MAX_LENGTH, ESSAY_PROMPT_MAX_LENGTH, ESSAY_TITLE_MAX_LENGTH } from '@campuspath/contract/essays-terms';
import { HttpError } from './errors.ts';

/**
 * What one request may cost the server before any handler runs: how deeply its JSON
 * nests, how many bytes its body has, and how long its connection may sit silent.
 *
 * Byte limits are sized from the contract's longest texts at 3 bytes a character: UTF-8 needs at
 * most 3 bytes for a UTF-16 code unit (a character outside the Basic Multilingual Plane is 4 bytes
 * for 2 units), and JSON.stringify escapes only quotes, backslashes and control characters.
 */
const KB = 1024;
const BYTES_PER_CHARACTER = 3;

/** The contract's longest non-essay form: an application with full notes, a full checklist and a portal link (about 64 KB). */
const LONGEST_FORM_BYTES =
  BYTES_PER_CHARACTER * (NOTES_MAX_LENGTH + CHECKLIST_MAX_ITEMS * CHECKLIST_LABEL_MAX_LENGTH + PORTAL_URL_MAX_LENGTH) +
  CHECKLIST_MAX_ITEMS * 100;

/** An essay's text, prompt and title at their longest, plus room for its other fields (16 KB). */
const LONGEST_ESSAY_BYTES = BYTES_PER_CHARACTER * (ESSAY_BODY_MAX_LENGTH + ESSAY_PROMPT_MAX_LENGTH + ESSAY_TITLE_MAX_LENGTH) + 16 * KB;

/** The largest body each part of the API reads, in bytes; a longer one is a 413 naming the limit. */
export const BODY_LIMITS = {
  /** Everything outside the signed-in workspace: sign-in (an email and a password of up to 1,024 characters), sign-up, demo, sign-out. */
  public: 8 * KB,
  /** Signed-in forms: the longest (an application) rounded up to 64 KB, twice over: 128 KB. */
  workspace: 2 * Math.ceil(LONGEST_FORM_BYTES / (64 * KB)) * 64 * KB,
  /** Essays: the longest essay the contract allows, whole kilobytes. */
  essays: Math.ceil(LONGEST_ESSAY_BYTES / KB) * KB,
} as const;

/**
 * How deeply arrays and objects may nest in a JSON body. The contract's deepest body nests 3
 * levels (a profile's courses); code that walks a parsed body (the NUL guard, validation) must
 * never meet one deep enough to exhaust the stack (4,000 levels in 8 KB did).
 */
export const MAX_JSON_DEPTH = 20;

/**
 * A connection with a request in flight that sends and receives nothing for this long is closed
 * (IDLE_TIMEOUT_SECONDS; Fastify's connectionTimeout, Node's per-socket inactivity timeout): a
 * client that sends headers and then no body, or stops mid-body, no longer holds a socket for
 * good. It is an idle limit, not a total one, so a slow upload that keeps moving is never cut.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/** True when `text` nests arrays and objects deeper than `limit`; a linear scan, no recursion, nothing parsed. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

export const nestingTooDeep = () =>
  new HttpError(
    400,
    'nesting_too_deep',
    `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; at most ${MAX_JSON_DEPTH} are allowed`,
  );

/**
 * JSON bodies everywhere: the depth is checked before parsing, then Fastify's own parser runs
 * (which refuses `__proto__` and `constructor.prototype` keys). The byte limit is the route's
 * bodyLimit, else the app's.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(nestingTooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}

const limitedByScope = new WeakSet<RouteOptions>();

/** Every route registered in `scope` reads bodies up to `bytes`; a nested scope's limit replaces this one, a route's own wins. */
export function limitBodies(scope: FastifyInstance, bytes: number): void {
  scope.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined && !limitedByScope.has(route)) return;
    route.bodyLimit = bytes;
    limitedByScope.add(route);
  });
}
