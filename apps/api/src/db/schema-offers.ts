/**
 * Table types for aid offers (migration 0019). Part of `Database` in schema.ts.
 *
 * One offer per application: `entries` holds the family's College Financing Plan lines as JSON
 * (whole dollars, a private loan's rate in hundredths of a percent: no float is stored), read
 * back through the contract's schema. `entered_by_name` is the parent who last changed it, null
 * when it was the student.
 */
export interface AidOffersTable {
  application_id: string;
  user_id: string;
  entries: string;
  entered_by_name: string | null;
  created_at: string;
  updated_at: string;
}
