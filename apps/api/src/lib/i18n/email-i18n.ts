import { setupI18n, type I18n } from '@lingui/core';
import type { AccountLocale } from '@campuspath/contract/auth-terms';
import { messages as contractEnglish } from '@campuspath/contract/locales/en/messages';
import { messages as contractSpanish } from '@campuspath/contract/locales/es/messages';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';

/**
 * The language of an email (docs/i18n.md, decision 0018). Each message is written in the code as
 * `i18n._('English ICU message', values)`; `npm run i18n:api` extracts them to the PO files in
 * apps/api/src/locales and compiles them into the messages.ts imported here, so nothing is parsed
 * or compiled while sending. One `I18n` per language, made once when the API starts: a message is
 * a pure function of its values, so the instances are shared by every request and tick.
 */
const INSTANCES: Record<AccountLocale, I18n> = {
  // With the contract's field messages, which the error answers write (decision 0020).
  en: setupI18n({ locale: 'en', messages: { en: { ...contractEnglish, ...english } } }),
  es: setupI18n({ locale: 'es', messages: { es: { ...contractSpanish, ...spanish } } }),
};

/** The recipient's language's messages; an unknown value (an older row) reads as English. */
export function emailI18n(locale: AccountLocale | string | null | undefined): I18n {
  return locale === 'es' ? INSTANCES.es : INSTANCES.en;
}

/** The `Intl` locale of an email's dates and numbers, as the web's lib/locale.ts writes them. */
export function intlLocaleOf(i18n: I18n): 'en-US' | 'es-US' {
  return i18n.locale === 'es' ? 'es-US' : 'en-US';
}

/** A page's path in the email's language: Spanish pages live under `/es` (docs/i18n.md). */
export function localePath(i18n: I18n, path: string): string {
  return i18n.locale === 'es' ? `/es${path}` : path;
}
