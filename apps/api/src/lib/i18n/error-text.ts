import type { I18n, MessageDescriptor } from '@lingui/core';
import { locales } from 'zod';
import { messageValuesOf } from '@campuspath/contract/message-values-terms';
import { emailI18n } from './email-i18n.ts';

/**
 * What an error answer says (decision 0020): English, and a message of the API's catalogue
 * (apps/api/src/locales), so the one error handler can write it in the request's language. A
 * message without values is a plain string marked for the extractor, `/*i18n*\/ 'Sign in to
 * continue'`; one with values is a descriptor, `/*i18n*\/ { id: 'No college {id}', values: { id } }`.
 * A string the catalogue does not hold (one carrying data, or not marked yet) is sent as written.
 */
export type ErrorText = string | MessageDescriptor;

const ENGLISH = emailI18n('en');

/** A value of a descriptor that is itself a message (a descriptor), not data. */
const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** `text` in `i18n`'s language; a value that is a descriptor is written in it too (a sentence inside another). */
export function renderText(i18n: I18n, text: ErrorText): string {
  if (typeof text !== 'string') {
    const values =
      text.values &&
      Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, isDescriptor(value) ? renderText(i18n, value) : value]));
    return i18n._(text.id, values, { message: text.message });
  }
  // Only a catalogue message goes through Lingui: anything else is never read as ICU (a `{` in data stays as it is).
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text);
  // A contract message with values reaches here as its English; its catalogue id says it in another language.
  const withValues = messageValuesOf(text);
  return withValues ? i18n._(withValues.id, withValues.values) : text;
}

/** The English of `text`: what a client that names no language reads, and what logs and tests see. */
export const englishText = (text: ErrorText): string => renderText(ENGLISH, text);

/** How an answer's message names a field, by the part of the request it came in. */
export type FieldPart = 'field' | 'query parameter' | 'path parameter' | 'header';

function namedField(i18n: I18n, part: FieldPart, name: string, message: string): string {
  switch (part) {
    case 'query parameter':
      return i18n._('query parameter "{name}": {message}', { name, message });
    case 'path parameter':
      return i18n._('path parameter "{name}": {message}', { name, message });
    case 'header':
      return i18n._('header "{name}": {message}', { name, message });
    default:
      return i18n._('field "{name}": {message}', { name, message });
  }
}

/** `Invalid field "a": message; field "b": message`: an answer's message naming every refused field. */
export function fieldsSummary(i18n: I18n, fields: Record<string, string>, part: FieldPart = 'field'): string {
  const named = Object.entries(fields).map(([name, message]) => namedField(i18n, part, name, message));
  return i18n._('Invalid {fields}', { fields: named.join('; ') });
}

/** What zod says about an issue, in each language, from the library's own locales (`z.locales`). */
const ZOD_LOCALES = { en: locales.en().localeError, es: locales.es().localeError } as const;

/** A zod issue as the validation error keeps it: its code, its parameters and the message zod wrote. */
export interface ZodIssueLike {
  code: string;
  message: string;
  input?: unknown;
  [parameter: string]: unknown;
}

/**
 * A zod issue's message in `i18n`'s language: zod's own message for a check the contract left to
 * zod (its locale writes it, from the same issue), else the contract's message, which is a
 * message of the API's catalogue.
 */
export function zodIssueText(i18n: I18n, issue: ZodIssueLike): string {
  if (i18n.locale === 'en') return issue.message;
  try {
    const zodsOwn = ZOD_LOCALES.en(issue as never);
    const english = typeof zodsOwn === 'string' ? zodsOwn : zodsOwn?.message;
    if (english === issue.message) {
      const spanish = ZOD_LOCALES.es(issue as never);
      return (typeof spanish === 'string' ? spanish : spanish?.message) ?? issue.message;
    }
  } catch {
    // An issue zod's locales cannot read (hostile input in its parameters) keeps the message zod wrote.
    return issue.message;
  }
  return renderText(i18n, issue.message);
}
