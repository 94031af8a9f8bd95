import { z } from 'zod';

/**
 * The building blocks every contract file shares ("one way to do each thing"): dates,
 * ids, blank form fields and the response envelopes. A feature file composes these instead of
 * writing its own copy, so the same field answers the same way in every feature.
 */

// ---- Other spellings ----------------------------------------------------------------------------

/**
 * A field the server normalises before checking it (`z.preprocess`) takes more spellings than the
 * schema it checks: a state in lower case, a program type by its label, a blank form field. zod
 * writes only the checked schema into JSON Schema, so such a field names the other spellings under
 * this OpenAPI extension keyword, and the API's OpenAPI document offers them beside the checked
 * schema (`anyOf`): a client generated from the document can send what the server takes.
 */
export const ALSO_ACCEPTS = 'x-also-accepts';

/** The JSON Schema (OpenAPI 3.0) of the other spellings a field takes. */
export interface OtherSpellings {
  type: 'string';
  pattern: string;
  description: string;
}

/** `schema`, whose JSON Schema names `spellings` as the other spellings it takes (see ALSO_ACCEPTS). */
export const alsoAccepts = <T extends z.ZodType>(schema: T, spellings: OtherSpellings): T =>
  schema.meta({ [ALSO_ACCEPTS]: spellings }) as T;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The spellings of `words` in any letter case with spaces around them (what `.trim()` and a case
 * change read as the word), as an ECMA-262 pattern. With `looseHyphens`, a hyphen may also be
 * written as a run of spaces or underscores ("Liberal Arts", "liberal_arts" for `liberal-arts`).
 */
export function spellingsOf(words: readonly string[], description: string, { looseHyphens = false } = {}): OtherSpellings {
  const spell = (word: string) =>
    [...word]
      .map((char) => {
        if (looseHyphens && char === '-') return '(?:-|[\\s_]+)';
        const lower = char.toLowerCase();
        const upper = char.toUpperCase();
        return lower === upper ? escapeForPattern(char) : `[${lower}${upper}]`;
      })
      .join('');
  return { type: 'string', pattern: `^\\s*(?:${words.map(spell).join('|')})\\s*$`, description };
}

/** A blank text field (`''` or spaces), read as `meaning`. */
export const blankSpelling = (meaning: string): OtherSpellings => ({
  type: 'string',
  pattern: '^\\s*$',
  description: `A blank field: ${meaning}`,
});

// ---- Blank form fields -------------------------------------------------------------------------

/**
 * A blank text field (what an empty `<input>` sends) means "no value": `''` or whitespace becomes
 * `null`; anything else passes through unchanged for the schema that follows.
 */
export const emptyToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * `schema`, or null; a blank string is read as null (see `emptyToNull`). Typed by what clients
 * send (the schema's input, null, or a blank string) rather than preprocess's `unknown`.
 */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  alsoAccepts(z.preprocess(emptyToNull, schema.nullable()), blankSpelling('no value (null)')) as unknown as z.ZodType<
    z.output<T> | null,
    z.input<T> | null
  >;

// ---- Dates --------------------------------------------------------------------------------------

export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';

/**
 * A calendar date, `YYYY-MM-DD`, that exists (no February 30) and lies between 2000 and 2100 (a
 * typo such as 0226 or 20266 is refused rather than stored).
 */
export const isoDateSchema = z.iso
  .date({ error: DATE_MESSAGE })
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Enter a date between 2000 and 2100');

/** An optional date in a request body: a date, null, or a blank field (null). */
export const nullableDateSchema = blankAsNull(isoDateSchema);

/**
 * The one due-date rule of the workspace (tasks, essays, letters, application deadlines): a
 * calendar date as `isoDateSchema`, or null for "no due date"; a blank field clears it. Create
 * bodies default it to null (`.default(null)`), update bodies leave it out to keep it
 * (`.optional()`).
 */
export const dueDateSchema = nullableDateSchema;

/** A calendar date in a response, `YYYY-MM-DD` (the server wrote it through `isoDateSchema`). */
export const dateStringSchema = z.string();

/** An instant in a response, an ISO 8601 date-time such as `2026-09-01T12:00:00.000Z`. */
export const dateTimeStringSchema = z.string();

// ---- Ids ----------------------------------------------------------------------------------------

/** The id of a row the student owns (a UUID the server made), as it arrives in a URL. */
/**
 * A web address people will follow: http(s) only, and refused when it hides where it leads
 * (credentials before the host, `https://admissions.example.edu:pw@evil.example/`, which a browser
 * follows to evil.example) or holds bidirectional control characters, which can show a reader
 * text in another order than the browser reads it (Trojan Source, CVE-2021-42574).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const webAddressSchema = (message: string) =>
  z
    .url({ protocol: /^https?$/, error: message })
    .refine((url) => !BIDI_CONTROLS.test(url) && !BIDI_CONTROLS.test(decodeURIComponentSafe(url)), {
      error: /*i18n*/ 'Web addresses cannot contain hidden direction marks; type the address again',
    })
    .refine((url) => !hasCredentials(url), {
      error: /*i18n*/ 'Enter the address without a user name or password before the site (nothing before @)',
    });

function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export const recordIdSchema = z.string().min(1).max(64);

/** `/api/<things>/{id}`. */
export const recordIdParamsSchema = z.strictObject({ id: recordIdSchema });

/** The largest UNITID a school may have (PostgreSQL `integer`). */
export const UNITID_MAX = 2_147_483_647;

/**
 * A school id: its IPEDS UNITID, a positive whole number. `message` is the one answer to any
 * mistake, worded for the form or parameter it belongs to.
 */
export const unitIdSchema = (message: string) => z.number({ error: message }).int(message).positive(message).max(UNITID_MAX, message);

/** A UNITID that may also arrive as digits in a string (URL parameters, form values). */
export const coercedUnitIdSchema = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), unitIdSchema(message));

// ---- Response envelopes ------------------------------------------------------------------------

/**
 * A list answer names its items in the plural, `{ tasks: [...] }`, never a bare array, so a
 * list can gain fields (a count, a cursor) without breaking clients.
 */
export const listResponse = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });

/** A single-item answer names the item, `{ task: {...} }`. */
export const itemResponse = <K extends string, T extends z.ZodType>(key: K, item: T) => z.object({ [key]: item } as { [P in K]: T });
