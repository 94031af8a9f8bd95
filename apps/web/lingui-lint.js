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
  'apps/web/src/app/routes/accept-invitation.tsx',
  'apps/web/src/components/layout/invitation-gate.tsx',
  'apps/web/src/app/routes/family.tsx',
  'apps/web/src/features/family/components/followed-students.tsx',
  'apps/web/src/features/reminders/components/family-digest-switch.tsx',
  'apps/web/src/app/routes/explore.tsx',
  'apps/web/src/features/schools/components/{active-filters,checkbox-group,distance-filter,filter-panel,filters-aside,load-more-sentinel,net-price-filter,personal-choices-note,range-slider,results-grid,results-status,school-card,school-card-skeleton,search-form,searchable-checkbox-group,sort-select}.tsx',
  'apps/web/src/features/schools/filter-options.ts',
  'apps/web/src/features/schools-map/components/{view-switch,map-lists,map-marker,map-popover,map-skeleton,school-map,school-map-view}.tsx',
  'apps/web/src/components/ui/suggest-combobox.tsx',
  'apps/web/src/app/routes/compare.tsx',
  'apps/web/src/features/compare/{compare-cells,compare-groups,compare-student-rows}.tsx',
  'apps/web/src/features/compare/components/{compare-page-states,compare-tray,comparison-table,copy-link-button}.tsx',
  'apps/web/src/features/net-price/{income-band-select,home-state-select}.tsx',
  'apps/web/src/features/recommendations/components/chance-unlock-note.tsx',
  'apps/web/src/components/ui/{net-price-estimate,chance-badge}.tsx',
  'apps/web/src/lib/{data-terms,major-family-labels,universities-count}.ts',
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
