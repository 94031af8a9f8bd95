import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import { NOT_TRANSLATED_FILES, UNLOCALIZED_STRINGS_OPTIONS } from './apps/web/lingui-lint.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createJiti } from 'jiti';
import tseslint from 'typescript-eslint';

// The API's rules are generated from its TypeScript declarations (who owns each table, the
// feature layers); jiti loads them here without a build step.
const jiti = createJiti(import.meta.url);
const { apiLintPlugin, apiFeatureZones } = await jiti.import('./apps/api/lint/api-lint-plugin.ts');
const API_ROOT = fileURLToPath(new URL('./apps/api', import.meta.url));

/** The web's feature folders, one lint zone each (see the "web feature zones" block). */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Lint rules, including the module boundaries of the architecture guide. */
// A signed-in page is rendered on the server and hydrated in the browser, maybe in another zone and
// seconds later: both must read the same "now" and "today" (apps/web/src/lib/render-moment.ts).
const TODAY_MESSAGE =
  'Take now from lib/render-moment.ts (renderNow() while rendering, actionNow() in a handler) and today from lib/format-date.ts (todayIso(), renderToday()), so the server and the browser read the same day.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'var/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // The API's and the contract's compiled message catalogues (npm run i18n:api): generated from the PO files beside them.
      'apps/api/src/locales/*/messages.ts',
      'packages/contract/src/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contract imports only zod; web never imports api code.
            { target: './packages/contract', from: './apps', message: 'The contract must not depend on the apps.' },
            { target: './apps/web', from: './apps/api', message: 'The web never imports API code.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports web code.' },
            // The catalogue is pure: no HTTP, no database.
            { target: './apps/api/src/catalog', from: ['./apps/api/src/features', './apps/api/src/db', './apps/api/src/app.ts'] },
            // web layers: app -> features -> components/lib/config.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Small files with one job (style guide): past 300 lines a file usually holds two ideas, so it is
    // split along the seam. Every folder, tests and tooling included; test/file-length.test.ts
    // proves the rule reaches each one.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/api/bench/**', 'apps/api/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Only env.ts reads the environment (architecture guide, "Boundaries").
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through env.ts.' }],
    },
  },
  // API layering
  {
    // No import cycles in the API: modules form a DAG (routes -> services -> db, lib). The node
    // resolver is enough because every relative import names its `.ts` file. The rule skips
    // type-only imports, so shared types live in their own module (e.g. fit-score.ts) anyway.
    files: ['apps/api/src/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Route files do HTTP only; services own every query (architecture guide, "Boundaries").
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction)$/]',
          message: 'Route files do HTTP only: move the query into the feature service.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'Route files do HTTP only: move the SQL into the feature service.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: 'Route files do HTTP only: queries belong in the feature service.' }],
        },
      ],
    },
  },
  // API house rules (apps/api/lint/, docs/architecture.md)
  {
    // One owner per table: only the owner's *.store.ts (or a declared read model) names a table.
    // Generated from apps/api/src/db/table-owners.ts, which also lists what the rule leaves out.
    files: ['apps/api/**/*.ts'],
    plugins: { campuspath: apiLintPlugin(API_ROOT) },
    rules: { 'campuspath/owned-tables': 'error' },
  },
  {
    // One way to refuse a field: refuseField() / refuseFields(), defined in lib/errors.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/errors.ts'],
    rules: { 'campuspath/one-field-error': 'error' },
  },
  {
    // One clock: the app's time comes from deps.now() (lib/clock.ts, the only reader of the wall
    // clock). Outside the rule: tests and the test suites, which drive real time (timeouts, a
    // server's start), and the operator's backup command, which stamps its files (db/backup.ts);
    // benchmarks and scripts live outside src.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/lib/clock.ts',
      'apps/api/src/db/backup.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
      'apps/api/src/faults/**',
      'apps/api/src/security/**',
    ],
    rules: { 'campuspath/one-clock': 'error' },
  },
  {
    // API feature direction (apps/api/src/feature-layers.ts): a feature imports lower layers and
    // any feature's store; stores and read models import no feature code; lib and db none at all.
    // Its own rule name, like the web zones below, so these zones add to the boundary zones above.
    // Tests may import what they exercise.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { 'api-features': { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } } },
    rules: {
      'api-features/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiFeatureZones(API_ROOT),
            {
              target: ['./apps/api/src/lib', './apps/api/src/db'],
              from: './apps/api/src/features',
              message: 'lib/ and db/ sit below every feature: they import none.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every date the web shows is written by lib/format-date.ts, through Intl for the active locale
    // (lib/locale.ts): a call site never picks a pattern or a language of its own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format-date.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              importNames: [
                'format',
                'formatDate',
                'formatDistance',
                'formatDistanceToNow',
                'formatDistanceStrict',
                'formatRelative',
                'intlFormat',
                'lightFormat',
              ],
              message: 'Write dates with lib/format-date.ts (one module, the active locale).',
            },
            {
              name: 'date-fns',
              importNames: ['isToday', 'isTomorrow', 'isYesterday', 'isPast', 'isFuture', 'isThisMonth', 'isThisYear', 'startOfToday'],
              message: TODAY_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Write dates with lib/format-date.ts (one module, the active locale).',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
          message: 'Write dates with lib/format-date.ts (one module, the active locale).',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: TODAY_MESSAGE },
      ],
    },
  },
  // Web feature zones
  {
    // Features never import each other (architecture guide, "Boundaries"): route modules compose
    // them, and what several features need lives in lib/ or components/. One zone per feature
    // folder, so a new feature is covered without editing this file. The rule runs under its own
    // name because flat config replaces a rule's options per file: under `import-x/` these zones
    // would drop the boundary zones above instead of adding to them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // no-cycle reads the imported modules itself: it must know they are TypeScript.
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { 'web-features': { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } } },
    rules: {
      'web-features/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: `Features never import each other: compose them in a route module (app/routes), or move what both need to lib/ or components/.`,
          })),
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  // The web app: no user-facing string outside a message (docs/i18n.md), but in tests and the
  // files whose strings are code or English on purpose (NOT_TRANSLATED_FILES says why each).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**', 'apps/web/src/locales/**', ...NOT_TRANSLATED_FILES],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS_OPTIONS] },
  },
);
