// The lint settings of the translated screens (docs/i18n.md), read by the repository's eslint.config.js.

/**
 * The web's screens whose every user-facing string is a message (docs/i18n.md): a string written
 * in them for a person to read fails lint. The list grows as screens are converted and translated.
 */
export const TRANSLATED_FILES = [
  'apps/web/src/app/routes/root-layout.tsx',
  'apps/web/src/app/routes/home.tsx',
  'apps/web/src/app/routes/home-closing.tsx',
  'apps/web/src/app/routes/login.tsx',
  'apps/web/src/app/routes/signup.tsx',
  'apps/web/src/app/routes/forgot-password.tsx',
  'apps/web/src/app/routes/reset-password.tsx',
  'apps/web/src/components/layout/{site-header,language-switch,nav-items,nav-label,user-menu,account-action,footer-content,workspace-nav,workspace-nav-items}.{ts,tsx}',
  'apps/web/src/features/catalog-stats/components/catalog-facts.tsx',
  'apps/web/src/features/auth/components/{login-form,signup-form,forgot-password-form,reset-password-form,reset-password-view,new-password-field}.tsx',
  'apps/web/src/app/routes/university.tsx',
  'apps/web/src/app/routes/programs.tsx',
  'apps/web/src/features/programs/components/{program-field-card,programs-browser,programs-status}.tsx',
  'apps/web/src/features/university/{university-tabs,admissions-facts,visit-link}.ts',
  'apps/web/src/features/university/components/{university-hero,share-button,stats-row,overview-tab,outcomes-card,departments-card,federal-data-gaps,side-column,your-chance,costs-tab,aid-shares,housing-costs,admissions-tab,programs-tab,campus-tab,student-services-links,trend-charts}.tsx',
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
