import type { Generated } from 'kysely';
import type { AccountLocale, AccountRole } from '@campuspath/contract/auth-terms';
import type {
  HighSchoolsTable,
  HighSchoolCounselorsTable,
  HighSchoolStudentsTable,
  RosterStudentsTable,
  RosterTeachersTable,
  InvitationsTable,
  FormerViewersTable,
  SharesTable,
  ShareViewsTable,
  NotesTable,
} from './schema-sharing.ts';
import type * as Knowledge from './schema-high-school-knowledge.ts';
import type * as Plans from './schema-class-plans.ts';
import type { LetterRequestCollegesTable, LetterRequestsTable, TeacherEmailStopsTable } from './schema-letter-requests.ts';
import type { AidOffersTable } from './schema-offers.ts';
import type { LocalScholarshipsTable, ScholarshipsTable } from './schema-scholarships.ts';
import type * as Reminders from './schema-reminders.ts';

export type {
  HighSchoolsTable,
  HighSchoolCounselorsTable,
  HighSchoolStudentsTable,
  InvitationsTable,
  FormerViewersTable,
  SharesTable,
  ShareViewsTable,
  NotesTable,
  InvitationKind,
} from './schema-sharing.ts';
export type { LetterRequestCollegesTable, LetterRequestsTable, TeacherEmailStopsTable } from './schema-letter-requests.ts';
export type {
  CalendarSequencesTable,
  DeliveryStatus,
  NotificationReadsTable,
  ReminderDeliveriesTable,
  ReminderSettingsTable,
} from './schema-reminders.ts';

/**
 * Table types for Kysely, as the migrations leave them (a high school's knowledge in
 * schema-high-school-knowledge.ts, sharing in schema-sharing.ts, reminders in schema-reminders.ts).
 * Dates are ISO `YYYY-MM-DD` text, instants ISO timestamps, booleans 0/1, lists JSON; SQLite and PostgreSQL alike.
 */
export interface MetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  graduation_year: number;
  is_demo: number;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** When `email` was proven through an emailed link; null while unverified, and always for demo accounts (migration 0008). */
  email_verified_at: string | null;
  /** An address asked for in a change of email, waiting for its link; null when none (migration 0008). */
  pending_email: string | null;
  /** 'student' (default and every older account), 'parent' or 'counselor' (migration 0010). */
  role: Generated<AccountRole>;
  locale: Generated<AccountLocale>; // 'en' (default) or 'es' (migration 0034)
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface ProfilesTable {
  user_id: string;
  gpa: number | null;
  weighted_gpa: number | null;
  sat_total: number | null;
  sat_reading: number | null;
  sat_math: number | null;
  act: number | null;
  class_rank: number | null;
  class_size: number | null;
  income_band: string | null;
  /** Two-letter home state code, or null (migration 0009). */
  home_state: string | null;
  /** JSON arrays/objects, validated by the contract schemas on the way in and out. */
  term_gpas: string;
  courses: string;
  intended_majors: string;
  preferences: string;
  updated_at: string;
}

export interface SavedSchoolsTable {
  user_id: string;
  school_id: number;
  created_at: string;
}

/** A signed-in student's comparison list, ordered by position. */
export interface CompareItemsTable {
  user_id: string;
  school_id: number;
  position: number;
  created_at: string;
}

export interface ApplicationsTable {
  id: string;
  user_id: string;
  school_id: number;
  round: string;
  deadline: string | null;
  time_zone: string | null;
  status: string;
  decision_date: string | null;
  notes: string;
  portal_url: string | null;
  checklist: string;
  /** Migration 0020: the decision season (docs/decisions-and-money.md). */
  decided_on: string | null;
  reply_deadline: string | null;
  reply_deadline_source: string | null;
  deposit_paid: Generated<number>;
  attending: Generated<number>;
  waitlist_reply_date: string | null;
  /** Migration 0023: the application was deferred before its current status. */
  was_deferred: Generated<number>;
  /** Migration 0025: the counselor who recorded the college's reply date (null: the student, or the default). */
  reply_deadline_by_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface EssaysTable {
  id: string;
  user_id: string;
  title: string;
  prompt: string;
  body: string;
  word_count: number;
  max_words: number | null;
  due_date: string | null;
  status: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface EssayVersionsTable {
  id: string;
  essay_id: string;
  user_id: string;
  body: string;
  word_count: number;
  created_at: string;
}

export interface EssayApplicationsTable {
  essay_id: string;
  application_id: string;
  user_id: string;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  name: string;
  type: string;
  mime_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: string;
  updated_at: string;
}

export interface DocumentApplicationsTable {
  document_id: string;
  application_id: string;
  user_id: string;
}

export interface LettersTable {
  id: string;
  user_id: string;
  recommender_name: string;
  recommender_title: string;
  recommender_email: string;
  status: string;
  date_requested: string | null;
  due_date: string | null;
  last_reminder: string | null;
  school_ids: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

export interface TasksTable extends Plans.TaskPlanColumns {
  id: string;
  user_id: string;
  title: string;
  due_date: string | null;
  category: string;
  priority: string;
  completed: number;
  notes: string;
  created_at: string;
  updated_at: string;
  /** The counselor who added the task, and their name as the student sees it; null for the student's own (migration 0010). */
  assigned_by: string | null;
  assigned_by_name: string | null;
}

/** One rate-limit counter: `count` hits of `key` in the window [window_start, expires_at) (migration 0006). */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
  expires_at: string;
}

export type EmailLinkPurpose = 'verify' | 'reset';

/** An emailed one-time link (migration 0008): only the SHA-256 of its token is stored. */
export interface EmailLinksTable {
  id: string;
  user_id: string;
  purpose: EmailLinkPurpose;
  /** The address the link went to (for 'verify', the address it proves). */
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  superseded_at: string | null;
}

/** A student's inputs to the aid estimator (migration 0017): the contract's JSON, the SAI computed when read. */
export interface AidEstimatesTable {
  user_id: string;
  inputs: string;
  updated_at: string;
}

export interface Database {
  meta: MetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  profiles: ProfilesTable;
  saved_schools: SavedSchoolsTable;
  compare_items: CompareItemsTable;
  applications: ApplicationsTable;
  essays: EssaysTable;
  essay_versions: EssayVersionsTable;
  essay_applications: EssayApplicationsTable;
  documents: DocumentsTable;
  document_applications: DocumentApplicationsTable;
  /** Letters (API `/api/letters`; the table was `recommendations` before migration 0005). */
  letters: LettersTable;
  letter_requests: LetterRequestsTable;
  letter_request_colleges: LetterRequestCollegesTable;
  teacher_email_stops: TeacherEmailStopsTable;
  tasks: TasksTable;
  reminder_settings: Reminders.ReminderSettingsTable;
  calendar_sequences: Reminders.CalendarSequencesTable;
  notification_reads: Reminders.NotificationReadsTable;
  reminder_deliveries: Reminders.ReminderDeliveriesTable;
  rate_limits: RateLimitsTable;
  email_links: EmailLinksTable;
  high_schools: HighSchoolsTable;
  high_school_counselors: HighSchoolCounselorsTable;
  high_school_students: HighSchoolStudentsTable;
  roster_students: RosterStudentsTable;
  roster_teachers: RosterTeachersTable;
  class_plans: Plans.ClassPlansTable;
  class_plan_tasks: Plans.ClassPlanTasksTable;
  class_plan_deliveries: Plans.ClassPlanDeliveriesTable;
  invitations: InvitationsTable;
  shares: SharesTable;
  former_viewers: FormerViewersTable;
  share_views: ShareViewsTable;
  notes: NotesTable;
  history_imports: Knowledge.HistoryImportsTable;
  history_rows: Knowledge.HistoryRowsTable;
  history_settings: Knowledge.HistorySettingsTable;
  checked_deadlines: Knowledge.CheckedDeadlinesTable;
  deadline_update_dismissals: Knowledge.DeadlineUpdateDismissalsTable;
  aid_offers: AidOffersTable;
  aid_estimates: AidEstimatesTable;
  scholarships: ScholarshipsTable;
  local_scholarships: LocalScholarshipsTable;
}
