import type { Application } from '@campuspath/contract/applications';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
} from '@campuspath/contract/applications-terms';

export type StatusFilter = ApplicationStatus | 'all';

/** Reads the tab's ?status= and ?sort= (anything unknown falls back to all / deadline). */
export function readListView(params: URLSearchParams): { status: StatusFilter; sort: ApplicationSort } {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : 'all',
    sort: APPLICATION_SORTS.includes(sort as ApplicationSort) ? (sort as ApplicationSort) : 'deadline',
  };
}

const schoolName = (application: Application) => application.school?.name ?? '';
const byName = (a: Application, b: Application) => schoolName(a).localeCompare(schoolName(b)) || a.round.localeCompare(b.round);
/** Soonest first; no deadline last. */
const byDeadline = (a: Application, b: Application) => {
  if (a.deadline === b.deadline) return 0;
  if (a.deadline === null) return 1;
  if (b.deadline === null) return -1;
  return a.deadline.localeCompare(b.deadline);
};

const COMPARATORS: Record<ApplicationSort, (a: Application, b: Application) => number> = {
  deadline: (a, b) => byDeadline(a, b) || byName(a, b),
  name: byName,
  // Along the pipeline: drafting, in progress, submitted, then the decisions.
  status: (a, b) => APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status) || byDeadline(a, b) || byName(a, b),
  // Furthest along first.
  progress: (a, b) => b.progress - a.progress || byDeadline(a, b) || byName(a, b),
};

/** The applications the tab shows, in the chosen order. */
export function applyListView(applications: readonly Application[], view: { status: StatusFilter; sort: ApplicationSort }): Application[] {
  return applications.filter((application) => view.status === 'all' || application.status === view.status).sort(COMPARATORS[view.sort]);
}
