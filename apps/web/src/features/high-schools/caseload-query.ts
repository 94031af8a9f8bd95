import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@campuspath/contract/applications-terms';
import { CASELOAD_SORTS } from '@campuspath/contract/caseload-terms';

/**
 * The caseload's view kept in the page URL (so it survives reloads and can be shared with a
 * colleague): search, status filter, overdue only, sort. Anything unknown in the URL falls back to
 * the default rather than reaching the API as a 400.
 */
export type CaseloadSort = (typeof CASELOAD_SORTS)[number];

export interface CaseloadView {
  search: string;
  status: ApplicationStatus | '';
  overdue: boolean;
  sort: CaseloadSort;
}

/** Each sort's order: names A to Z, counts and activity largest or newest first (the API's defaults). */
export const CASELOAD_SORT_LABELS: Record<CaseloadSort, MessageDescriptor> = {
  name: msg`Name (A–Z)`,
  upcoming: msg`Deadlines in the next 14 days (most first)`,
  overdue: msg`Overdue items (most first)`,
  lastActivity: msg`Last activity (newest first)`,
};

export function readCaseloadView(params: URLSearchParams): CaseloadView {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? 'name';
  return {
    search: params.get('search')?.slice(0, 100) ?? '',
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : '',
    overdue: params.get('overdue') === 'true',
    sort: (CASELOAD_SORTS as readonly string[]).includes(sort) ? (sort as CaseloadSort) : 'name',
  };
}

/** The API query string of a view (no `?`): only what differs from the defaults, in a fixed order. */
export function caseloadQueryString(view: CaseloadView): string {
  const query = new URLSearchParams();
  if (view.search.trim()) query.set('search', view.search.trim());
  if (view.status) query.set('status', view.status);
  if (view.overdue) query.set('overdue', 'true');
  if (view.sort !== 'name') query.set('sort', view.sort);
  return query.toString();
}

export const isFiltered = (view: CaseloadView) => view.search.trim() !== '' || view.status !== '' || view.overdue;

/**
 * Students per page of the caseload. A school's 400 sharing students in one page made the table
 * and its phone cards 11,000 elements; a page of 50 stays quick to lay out, and the search box
 * (which searches every student) and the CSV (every student) cover what one page does not.
 */
export const CASELOAD_PAGE_SIZE = 50;

/** The page the URL names (`page`, from 1), within the pages there are. */
export function readCaseloadPage(params: URLSearchParams, students: number): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(students / CASELOAD_PAGE_SIZE));
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  return { page: Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1, pages };
}
