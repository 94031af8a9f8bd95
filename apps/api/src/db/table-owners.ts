import type { Database } from './schema.ts';

/**
 * Whose is each table. Every table has one owner, a folder of apps/api/src, and only the owner's
 * store modules (`*.store.ts` in that folder) name the table in a query; every other module calls
 * their functions. The lint rule `campuspath/owned-tables` (apps/api/lint/) is generated from
 * this file, and the `satisfies` below makes a table without an owner (or an owner of a table
 * that no longer exists) fail the type check. See docs/architecture.md, "Who owns each table".
 */
export type TableName = keyof Database;
export type TableOwner = `features/${string}` | 'lib' | 'db';

export const TABLE_OWNERS = {
  // Infrastructure: the app's own settings, sessions and rate-limit counters.
  meta: 'db',
  sessions: 'lib',
  rate_limits: 'lib',
  // Accounts and the emailed one-time links.
  users: 'features/auth',
  email_links: 'features/auth',
  // The student's workspace.
  profiles: 'features/profile',
  saved_schools: 'features/saved-schools',
  compare_items: 'features/compare',
  applications: 'features/applications',
  essays: 'features/essays',
  essay_versions: 'features/essays',
  essay_applications: 'features/essays',
  documents: 'features/documents',
  document_applications: 'features/documents',
  letters: 'features/letters',
  letter_requests: 'features/letter-requests',
  letter_request_colleges: 'features/letter-requests',
  teacher_email_stops: 'features/letter-requests',
  tasks: 'features/tasks',
  reminder_settings: 'features/reminders',
  notification_reads: 'features/reminders',
  reminder_deliveries: 'features/reminders',
  calendar_sequences: 'features/reminders',
  // Who sees whose plan, and high schools.
  invitations: 'features/sharing',
  shares: 'features/sharing',
  share_views: 'features/sharing',
  former_viewers: 'features/sharing',
  high_schools: 'features/high-schools',
  high_school_counselors: 'features/high-schools',
  high_school_students: 'features/high-schools',
  roster_students: 'features/rosters',
  roster_teachers: 'features/rosters',
  // A school's class-wide plans and which students received each.
  class_plans: 'features/class-plans',
  class_plan_tasks: 'features/class-plans',
  class_plan_deliveries: 'features/class-plans',
  notes: 'features/notes',
  // What a high school knows: its admission history and the deadlines its counselors checked.
  history_imports: 'features/admission-history',
  history_rows: 'features/admission-history',
  history_settings: 'features/admission-history',
  checked_deadlines: 'features/checked-deadlines',
  // Money: the student's inputs to the aid estimator.
  aid_estimates: 'features/aid-estimate',
  deadline_update_dismissals: 'features/checked-deadlines',
  // What each accepted application's aid offer says.
  aid_offers: 'features/offers',
  // The student's outside scholarships, and the local ones a school's counselors post.
  scholarships: 'features/scholarships',
  local_scholarships: 'features/scholarships',
} as const satisfies Record<TableName, TableOwner>;

/**
 * Reads across owners kept in one query for speed, each in its own file of read-models/ (the file
 * says why). A read model names only the tables listed here, and only reads them.
 */
export const READ_MODELS = {
  'read-models/live-session.ts': ['sessions', 'users'],
  'read-models/signed-in-user.ts': ['users', 'profiles'],
  'read-models/viewer-grants.ts': ['shares', 'high_school_counselors', 'high_school_students', 'users'],
  'read-models/caseload-students.ts': ['shares', 'high_school_students', 'users'],
  'read-models/school-members.ts': ['high_school_students', 'users', 'shares'],
  'read-models/essay-applications.ts': ['essay_applications', 'applications'],
  'read-models/open-deadlines.ts': ['tasks', 'essays', 'letters', 'applications', 'scholarships'],
  'read-models/reminder-recipients.ts': ['users', 'reminder_settings', 'reminder_deliveries', 'shares'],
  'read-models/relative-plan-tasks.ts': ['tasks', 'class_plan_tasks'],
} as const satisfies Record<`read-models/${string}.ts`, readonly TableName[]>;

/**
 * Code outside the ownership rule, relative to apps/api: the schema's own machinery (migrations,
 * the connection, backups work below the tables), and code that arranges or checks rows directly
 * rather than serving anyone (tests, their helpers and suites, benchmarks, scripts).
 */
export const OWNERSHIP_EXEMPT = [
  'src/db/migrations/',
  'src/db/database.ts',
  'src/db/migrate.ts',
  'src/db/backup.ts',
  'src/db/backup-postgres.ts',
  'src/test/',
  'src/security/',
  'src/faults/',
  '*.test.ts',
  'bench/',
  'scripts/',
  'lint/',
] as const;
