/**
 * Table types for a high school's admission history and checked deadlines (migration
 * 0011). Part of `Database` in schema.ts.
 */
export interface HistoryImportsTable {
  id: string;
  high_school_id: string;
  file_name: string;
  row_count: number;
  /** Rows the history did not hold yet when it was imported. */
  new_rows: number;
  /** SHA-256 of the canonical multiset of its rows (unique per school). */
  content_hash: string;
  is_sample: number;
  imported_by: string | null;
  imported_by_name: string;
  created_at: string;
}

/** One past applicant's outcome: no name, no id. */
export interface HistoryRowsTable {
  import_id: string;
  high_school_id: string;
  /** The row's line in the imported file (1 is the header). */
  line: number;
  class_year: number;
  college_id: number;
  /** Null when not recorded (CampusPath's generated sample names no round). */
  round: string | null;
  decision: string;
  deferred: number;
  /** Unweighted GPA in thousandths (3.875 -> 3875). */
  gpa_milli: number;
  sat: number | null;
  act: number | null;
  major_family: string | null;
}

export interface HistorySettingsTable {
  high_school_id: string;
  display_minimum: number;
  /** JSON list of class years students see; null for all. */
  class_years: string | null;
  /** Moves with every import, deletion and settings change (cache key). */
  version: number;
  updated_at: string;
}

export interface CheckedDeadlinesTable {
  id: string;
  high_school_id: string;
  college_id: number;
  round: string;
  /** The fall students start college. */
  cycle: number;
  date: string;
  time_zone: string;
  previous_date: string | null;
  source_url: string;
  checked_on: string;
  entered_by: string | null;
  entered_by_name: string;
  created_at: string;
  updated_at: string;
}

export interface DeadlineUpdateDismissalsTable {
  application_id: string;
  deadline_id: string;
  user_id: string;
  date: string;
  time_zone: string;
  dismissed_at: string;
}
