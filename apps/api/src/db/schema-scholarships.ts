/**
 * Table types for scholarships (migration 0022). Part of `Database` in schema.ts. Amounts are
 * whole dollars; dates `YYYY-MM-DD`.
 */
export interface LocalScholarshipsTable {
  id: string;
  high_school_id: string;
  name: string;
  sponsor: string;
  /** Null when the amount varies or is not announced. */
  amount: number | null;
  eligibility: string;
  deadline: string | null;
  link: string | null;
  checked_on: string;
  posted_by: string | null;
  posted_by_name: string;
  created_at: string;
  updated_at: string;
}

export interface ScholarshipsTable {
  id: string;
  user_id: string;
  name: string;
  amount: number;
  renewable: string;
  status: string;
  deadline: string | null;
  link: string | null;
  notes: string;
  /** The school listing it was added from; null once that listing is deleted, or for one the student typed. */
  local_scholarship_id: string | null;
  /** The school's name when it was added from its listing (kept as its source). */
  from_high_school_name: string | null;
  created_at: string;
  updated_at: string;
}
