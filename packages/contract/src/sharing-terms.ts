/**
 * Family and counselor access, without zod: the scopes a student switches per viewer,
 * their defaults, and the lifetimes of invitation links and join codes.
 */
export const SHARE_SCOPES = ['colleges', 'profile', 'costs', 'tasks', 'essays', 'documents', 'letters'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export const SHARE_SCOPE_LABELS: Record<ShareScope, string> = {
  colleges: 'Saved colleges and applications with deadlines',
  profile: 'Academic profile',
  costs: 'Costs and income band',
  tasks: 'Tasks',
  essays: 'Essays',
  documents: 'Documents',
  letters: 'Letters of recommendation',
};

/** Who a share is for: a named parent, or "my school's counselors". */
export const VIEWER_KINDS = ['parent', 'counselors'] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** The switches a new viewer starts with ("The student decides"). */
export const DEFAULT_SCOPES: Record<ViewerKind, readonly ShareScope[]> = {
  parent: ['colleges', 'profile', 'costs', 'tasks'],
  counselors: ['colleges', 'profile', 'tasks', 'letters'],
};

/** A parent's invitation link works once, for 7 days, and can be revoked. */
export const PARENT_INVITATION_DAYS = 7;
/** A counselor's invitation to another counselor: once, for 7 days. */
export const COUNSELOR_INVITATION_DAYS = 7;
/** A school's join code works for 180 days, for any number of its students; a counselor can replace it at any time. */
export const JOIN_CODE_DAYS = 180;

/** Deadlines the caseload counts as coming up: the next 14 days. */
export const CASELOAD_UPCOMING_DAYS = 14;

/** The one answer to a join code or invitation link that does not work, whatever was wrong with it. */
export const INVALID_CODE_MESSAGE = 'This code or link does not work. Check it, or ask for a new one.';
