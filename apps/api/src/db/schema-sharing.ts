import type { Generated } from 'kysely';
import type { AccountLocale } from '@campuspath/contract/auth-terms';

/**
 * Table types for roles and sharing (migration 0010): high schools, their counselors and
 * students, invitations, shares, share views and counselors' notes. Part of `Database` in schema.ts.
 */
/** A high school (migration 0010): only the SHA-256 of its student join code is stored. */
export interface HighSchoolsTable {
  id: string;
  name: string;
  city: string;
  state: string;
  join_code_hash: string;
  join_code_expires_at: string;
  /** The current code, for its counselors to see (migration 0024); null when made before codes were kept. */
  join_code: string | null;
  /** The code a replacement retired and when it stops working (the grace period chosen). */
  previous_join_code_hash: string | null;
  previous_join_code_until: string | null;
  created_at: string;
  /** The first day its students may ask teachers for letters (migration 0030); null: any day. */
  letters_ask_from: string | null;
  /** 1 when a counselor approves each letter request before its teacher sees it. */
  letters_need_approval: Generated<number>;
}

export interface HighSchoolCounselorsTable {
  high_school_id: string;
  user_id: string;
  created_at: string;
}

/** A student's school: at most one (user_id is the primary key). */
export interface HighSchoolStudentsTable {
  user_id: string;
  high_school_id: string;
  joined_at: string;
}

export type InvitationKind = 'parent' | 'counselor';

/** A one-time invitation link (migration 0010): to a parent, or to another counselor of high_school_id. */
export interface InvitationsTable {
  id: string;
  kind: InvitationKind;
  token_hash: string;
  /** Who sent it: the student (parent invitations) or the counselor (counselor invitations). */
  user_id: string;
  high_school_id: string | null;
  email: string | null;
  /** 1 when emailed to `email`: then only that address's verified parent account may accept it (migration 0015). */
  emailed: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  /** Parent invitations: the switches the parent gets on accepting (JSON list); null means the defaults (migration 0012). */
  scopes: string | null;
  /** Parent invitations: the language of the email and of the invitation page, 'en' or 'es'; null before migration 0035 and for counselors. */
  locale: Generated<AccountLocale | null>;
}

/** A parent a student stopped sharing with, by address, with their last switches (migration 0012). */
export interface FormerViewersTable {
  user_id: string;
  email: string;
  viewer_id: string | null;
  scopes: string;
  ended_at: string;
}

/** What a student shows one viewer: a parent (viewer_id) or their school's counselors (high_school_id). */
export interface SharesTable {
  id: string;
  /** The student who shares (the owner). */
  user_id: string;
  viewer_id: string | null;
  high_school_id: string | null;
  /** JSON list of the scopes switched on. */
  scopes: string;
  created_at: string;
  updated_at: string;
}

export interface ShareViewsTable {
  share_id: string;
  viewer_id: string;
  viewed_at: string;
}

/** A counselor's note on a student's application or essay (migration 0010). */
export interface NotesTable {
  id: string;
  /** The student whose application or essay it is. */
  user_id: string;
  author_id: string | null;
  author_name: string;
  target_kind: 'application' | 'essay';
  target_id: string;
  body: string;
  created_at: string;
}

/** A student a counselor imported onto the school's roster (migration 0021), one per school and address. */
export interface RosterStudentsTable {
  id: string;
  high_school_id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  graduation_year: number;
  student_number: string | null;
  group_name: string | null;
  is_sample: Generated<number>;
  /** When the latest invitation was queued (its link signs this moment); null until one is. */
  invited_at: string | null;
  /** The counselor who queued it (the delivery ledger row is theirs); null once their account is gone. */
  invitation_requested_by: string | null;
  /** When the email scheduler sent that invitation; null while it waits in the queue. */
  invitation_sent_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A teacher a counselor imported with the school's roster (migration 0031). */
export interface RosterTeachersTable {
  id: string;
  high_school_id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  is_sample: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the latest invitation to join was queued (migration 0032); null: never invited. */
  invited_at: string | null;
  /** The counselor who queued it; null once their account is deleted. */
  invitation_requested_by: string | null;
  /** When that invitation's email went out; null while it waits. */
  invitation_sent_at: string | null;
  /** The teacher account that accepted the invitation; null until one does (or once it is deleted). */
  joined_user_id: string | null;
  joined_at: string | null;
}
