import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The API's messages (docs/i18n.md, decisions 0018 and 0020): the emails' words and the error
 * answers' (the contract's field messages have their own catalogue, packages/contract/src/locales). English is the source,
 * written in the code as `i18n._('…')` (the English is the id); Spanish (es-US) is translated in
 * apps/api/src/locales/es/messages.po. `npm run i18n:api` extracts them and compiles both
 * catalogues into messages.ts beside each PO file, which the API imports (no PO parsing at run time).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
