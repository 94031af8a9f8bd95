import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';

/*
 * The signed-in navigation, in a module of its own: only the lazy workspace nav and the account
 * menu import it, so visitors' first load (the home page's 120 KB budget) never carries it.
 */

/** Added after those for a signed-in account, by its role (parents and counselors; a school's knowledge). */
export const WORKSPACE_NAV_ITEMS: Record<AccountRole, readonly { label: string; href: string }[]> = {
  student: [
    { label: 'My Dashboard', href: paths.dashboard.getHref() },
    { label: 'Applications', href: paths.applications.getHref() },
    { label: 'Recommendations', href: paths.recommendations.getHref() },
    { label: 'Timeline', href: paths.timeline.getHref() },
  ],
  parent: [{ label: 'My Students', href: paths.family.getHref() }],
  teacher: [{ label: 'Letter requests', href: paths.teacherLetters.getHref() }],
  counselor: [
    { label: 'Caseload', href: paths.caseload.getHref() },
    { label: 'Class deadlines', href: paths.classDeadlines.getHref() },
    { label: 'My High School', href: paths.counselor.getHref() },
    { label: 'Admission History', href: paths.admissionHistory.getHref() },
    { label: 'Deadlines', href: paths.checkedDeadlines.getHref() },
  ],
};
