import type { Generated } from 'kysely';

/** Table types for letters asked of teachers in the app (migration 0018). Part of `Database` in schema.ts. */

/** A student's request for a letter, addressed to a teacher's email (migration 0018). */
export interface LetterRequestsTable {
  id: string;
  user_id: string;
  letter_id: string;
  teacher_email: string;
  teacher_name: string;
  note: string;
  waived: number;
  status: string;
  message: string;
  nearest_deadline: string | null;
  created_at: string;
  updated_at: string;
  /** When the latest email to the teacher was queued (migration 0028); null: never emailed. */
  teacher_invited_at: string | null;
  /** When that email went out; null while it waits for the scheduler. */
  teacher_invitation_sent_at: string | null;
  /** When that email was given up undelivered (migration 0033); null otherwise. Null unless set, so inserts leave it out. */
  teacher_invitation_failed_at: Generated<string | null>;
  /** The school whose counselors approve it (migration 0030); null: no approval was needed. */
  approval_school_id: string | null;
  /** The counselor's message to the student with their decision ('' when none); never the teacher's to read. */
  approval_message: Generated<string>;
  /** When a counselor approved or declined it; null while it waits (or needed no approval). */
  approval_decided_at: string | null;
}

/** A college a letter request is for, with its deadline and when the teacher marked it submitted. */
export interface LetterRequestCollegesTable {
  request_id: string;
  school_id: number;
  round: string;
  deadline: string | null;
  submitted_at: string | null;
}

/** An address that chose "Stop these emails" in a letter request's email to a teacher (migration 0028). */
export interface TeacherEmailStopsTable {
  email: string;
  stopped_at: string;
}
