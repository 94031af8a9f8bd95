import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web's messages (docs/i18n.md): English is the source, written in the code; Spanish (es-US)
 * is translated in apps/web/src/locales/es/messages.po. `pseudo` is for development only: every
 * English message with accents and stretched, so a string left out of the catalogue stands out.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/testing/**'] }],
  format: formatter({ lineNumbers: false }),
});
