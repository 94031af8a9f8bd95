import type { ShareScope } from '@campuspath/contract/sharing-terms';

/** What each sharing switch covers, in a line under it (a viewer's card and the invitation form). */
export const SCOPE_HINTS: Record<ShareScope, string> = {
  colleges: 'Your saved colleges, applications, their statuses and deadlines.',
  profile: 'GPA, test scores, courses and intended majors.',
  costs: 'Your family income band and home state, so they see net prices for your family.',
  tasks: 'Your task list and due dates.',
  essays: 'Your essays and drafts.',
  documents: 'Your uploaded documents.',
  letters: 'Your letters of recommendation and their status.',
  // Not a part of the plan: the student's consent that the school's counselors add their decided
  // applications, without name or id, to the school's admission history (docs/admission-history.md).
  history:
    'When your counselors add this year’s decisions to your school’s admission history, each of your final decisions ' +
    '(admitted, denied, waitlisted) is added as one row: your class year, the college, the round, the decision, whether ' +
    'you were deferred first, and your GPA and test scores from your profile, and only while you also share your colleges ' +
    'and profile with them. The row carries no name, email or id, but your counselors, who already see your colleges ' +
    'and profile, could recognise it; other students see it only within the history’s usual rules (never a group ' +
    'smaller than the school’s minimum). Once imported, you cannot take it out; switching this off before then keeps you out. Your ' +
    'counselors are not shown who switched this on.',
};
