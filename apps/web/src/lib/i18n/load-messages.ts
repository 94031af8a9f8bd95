import type { Messages } from '@lingui/core';
import type { AppLocale } from './locales.ts';

/** Where the build's catalogue files put their messages (apps/web/scripts/chunk-messages.ts). */
declare global {
  var __campuspathMessages: Messages | undefined;
}

/**
 * The page's messages in its language. In the build, each chunk's messages arrive with the chunk
 * (apps/web/scripts/chunk-messages.ts; decision 0019): the entry's before it runs, a page's or a
 * lazy part's before its code runs, all into one object, which is the one returned here. The
 * i18n instance made from it keeps that very object (createI18n), so messages arriving later are
 * looked up with no reload or re-render. In development the whole `.po` catalogue is imported
 * instead, and `pseudo` gives every English message accented and stretched (docs/i18n.md).
 */
export async function loadMessages(locale: AppLocale | 'pseudo'): Promise<Messages> {
  if (import.meta.env.DEV) {
    if (locale === 'es') return (await import('../../locales/es/messages.po')).messages;
    if (locale === 'pseudo') return (await import('../../locales/pseudo/messages.po')).messages;
    return (await import('../../locales/en/messages.po')).messages;
  }
  return pageMessages();
}

/** The one object the page's catalogue files add their messages to. */
export const pageMessages = (): Messages => (globalThis.__campuspathMessages ??= {});
