import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { messages } from '../locales/en/messages.po';

/** The English messages, as a page in English has them (component tests render in English). */
export const testI18n = createI18n('en', messages);

/** Wraps a rendered component in the English messages (`render(ui, { wrapper: WithI18n })`). */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}
