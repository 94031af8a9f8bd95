// The lint settings of the web's messages (docs/i18n.md), read by the repository's eslint.config.js.

/**
 * Every file of the web app is checked: a string written in it for a person to read fails lint
 * (it belongs in a message, in each language). Tests and test helpers are not checked, nor the
 * files below, whose strings are code or stay English on purpose, each group saying why. A new
 * file goes here only for one of these reasons.
 */
export const NOT_TRANSLATED_FILES = [
  // Code, not words: class-name tables, JSON-LD types, cookies, SVG paths, the server render's
  // reasons for sending the shell (for the logs), an Error's message for developers.
  'apps/web/src/components/layout/prose-page.tsx',
  'apps/web/src/components/ui/{button,scroll-edges}.tsx',
  'apps/web/src/components/ui/select-layout.ts',
  'apps/web/src/features/university/college-json-ld.ts',
  'apps/web/src/features/schools-map/map-geometry.ts',
  'apps/web/src/lib/{remember-time-zone,api-client}.ts',
  'apps/web/src/lib/i18n/remember-locale.ts',
  'apps/web/src/app/{entry-server.tsx,signed-in-data.ts}',
  'apps/web/src/features/documents/api/upload-document.ts',
  // Ids and keys with an English label the pages never show (they word them from the id).
  'apps/web/src/features/recommendations/recommendations-search.ts',
  'apps/web/src/lib/residency.ts',
  'apps/web/src/features/programs/format-estimate.ts',
  // Tables already written in each language (Record<AppLocale, …>), the languages' own names
  // ("English", "Español"), and the brand.
  'apps/web/src/lib/{locale,format-distance,admission-rate-text}.ts',
  'apps/web/src/lib/i18n/locales.ts',
  'apps/web/src/components/layout/logo.tsx',
  // Names as published: the federal data sets' ("College Scorecard", "IPEDS") and the US time
  // zones' English names (lib/us-time-zone-words.ts gives the page's language).
  'apps/web/src/features/catalog-stats/dataset-vintage.ts',
  'apps/web/src/lib/us-time-zones.ts',
  // English on purpose: the email a student prepares for a teacher, who reads it in English.
  'apps/web/src/features/letters/request-email.ts',
];

/** What no-unlocalized-strings leaves alone: code, not words (class names, ids, URLs, keys, types). */
export const UNLOCALIZED_STRINGS_OPTIONS = {
  // A string with no space that does not start with a capital is an identifier, a class or a path.
  ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
  ignoreNames: [
    { regex: { pattern: 'class', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_-]+$' } },
    'href',
    'to',
    'id',
    'key',
    'type',
    'name',
    'autoComplete',
    'enterKeyHint',
    'role',
    'rel',
    'target',
    'method',
    'variant',
    'align',
    'labelId',
    'hrefLang',
    'lang',
    'data-testid',
    'search',
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    'useQuery',
    'import',
    'document.addEventListener',
    'document.removeEventListener',
    'matchMedia',
    'window.matchMedia',
    'lazy',
    'buttonClass',
    'navList',
  ],
  ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get', 'URLSearchParams.getAll', 'URLSearchParams.has'],
};
