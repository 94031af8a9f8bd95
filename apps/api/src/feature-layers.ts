/**
 * The direction of imports between API features: layers, lowest first. A feature's routes and
 * services import only features of lower layers; nothing in a layer imports its neighbours in
 * the same layer. Below every layer sit the stores (`features/<name>/*.store.ts`, each the only
 * code naming its tables, db/table-owners.ts) and read-models/: any feature may call any store or
 * read model, and they import no feature code. ESLint zones are generated from this list
 * (eslint.config.js, "API feature direction"); a feature folder missing from it fails lint.
 * See docs/architecture.md, "Feature direction".
 */
export const FEATURE_LAYERS = [
  // Accounts, and the catalogue's public reads: they need no other feature.
  ['auth', 'schools', 'programs', 'health', 'bench', 'web'],
  // The student's own workspace, and who may see it.
  ['profile', 'saved-schools', 'compare', 'applications', 'letters', 'tasks', 'sharing', 'deadlines'],
  // What hangs on applications (aid offers, letters asked of teachers), the student's dated items read together, the aid estimate and scholarships (shared with costs).
  ['essays', 'documents', 'timeline', 'admission-history', 'letter-requests', 'aid-estimate', 'offers', 'scholarships'],
  // Views built from the layers below, counselors' notes on applications and essays, and class-wide plans (joining delivers them).
  ['recommendations', 'checked-deadlines', 'dashboard', 'notes', 'class-plans'],
  // Reminders (every channel), and what counselors and parents read of their students.
  ['reminders', 'high-schools', 'students'],
  // Rosters: their invitations are sent through the reminders' delivery ledger.
  ['rosters'],
  // The account as a whole: export and deletion of everything in it.
  ['account'],
  // Sample accounts, seeded through every store and removed with the account.
  ['demo'],
] as const satisfies readonly (readonly string[])[];

export type FeatureName = (typeof FEATURE_LAYERS)[number][number];
