import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The contract's own messages (decision 0020): the field messages its schemas write, marked for the
 * extractor with an `i18n` comment before the English literal (the English is the id). The API
 * writes them into its 400 answers in the request's language and the web's forms show them in the
 * page's; both import the compiled messages.ts beside each PO file. `npm run i18n:api` extracts and
 * compiles them with the API's catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/locales/**'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
