import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * An i18n instance of its own for one language: one per server render, so two requests in two
 * languages never share one, and one for the browser's whole visit (a change of language is a
 * new page load). Lingui's global instance is never used.
 */
export function createI18n(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
