import { HISTORY_CONSENT_DETAIL, type ShareScope } from '@campuspath/contract/sharing-terms';

/** What each sharing switch covers, in a line under it (a viewer's card and the invitation form). */
export const SCOPE_HINTS: Record<ShareScope, string> = {
  colleges: 'Your saved colleges, applications, their statuses and deadlines.',
  profile: 'GPA, test scores, courses and intended majors.',
  costs: 'Your family income band and home state, so they see net prices for your family.',
  tasks: 'Your task list and due dates.',
  essays: 'Your essays and drafts.',
  documents: 'Your uploaded documents.',
  letters: 'Your letters of recommendation and their status.',
  history: HISTORY_CONSENT_DETAIL,
};
