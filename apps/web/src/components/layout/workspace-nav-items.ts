import { msg } from '@lingui/core/macro';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';
import type { NavItem } from './nav-items.ts';

/*
 * The signed-in navigation, in a module of its own: only the lazy workspace nav and the account
 * menu import it, so visitors' first load (the home page's 120 KB budget) never carries it.
 */

/** Added after those for a signed-in account, by its role (parents and counselors; a school's knowledge). */
export const WORKSPACE_NAV_ITEMS: Record<AccountRole, readonly NavItem[]> = {
  student: [
    { label: msg`My Dashboard`, href: paths.dashboard.getHref() },
    { label: msg`Applications`, href: paths.applications.getHref() },
    { label: msg`Recommendations`, href: paths.recommendations.getHref() },
    { label: msg`Timeline`, href: paths.timeline.getHref() },
  ],
  parent: [{ label: msg`My Students`, href: paths.family.getHref() }],
  teacher: [{ label: msg`Letter requests`, href: paths.teacherLetters.getHref() }],
  counselor: [
    { label: msg`Caseload`, href: paths.caseload.getHref() },
    { label: msg`Class deadlines`, href: paths.classDeadlines.getHref() },
    { label: msg`My High School`, href: paths.counselor.getHref() },
    { label: msg`Admission History`, href: paths.admissionHistory.getHref() },
    { label: msg`Deadlines`, href: paths.checkedDeadlines.getHref() },
  ],
};
