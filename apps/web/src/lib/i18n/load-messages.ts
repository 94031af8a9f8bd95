import type { Messages } from '@lingui/core';
import type { AppLocale } from './locales.ts';

/**
 * A language's compiled messages (the `.po` catalogue, compiled by @lingui/vite-plugin when
 * imported), each its own chunk: a page loads only its language's, never the other's. In
 * development `pseudo` gives every English message accented and stretched (docs/i18n.md).
 */
export async function loadMessages(locale: AppLocale | 'pseudo'): Promise<Messages> {
  if (locale === 'es') return (await import('../../locales/es/messages.po')).messages;
  if (locale === 'pseudo' && import.meta.env.DEV) return (await import('../../locales/pseudo/messages.po')).messages;
  return (await import('../../locales/en/messages.po')).messages;
}
