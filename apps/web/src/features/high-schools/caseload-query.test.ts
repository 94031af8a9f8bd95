import { describe, expect, it } from 'vitest';
import { caseloadQueryString, isFiltered, readCaseloadPage, readCaseloadView } from './caseload-query.ts';

describe('the caseload view in the URL', () => {
  it('reads what the URL says and asks the API for exactly that', () => {
    const view = readCaseloadView(new URLSearchParams('school=s1&search= maya &status=submitted&overdue=true&sort=overdue'));
    expect(view).toEqual({ search: ' maya ', status: 'submitted', overdue: true, sort: 'overdue' });
    expect(caseloadQueryString(view)).toBe('search=maya&status=submitted&overdue=true&sort=overdue');
    expect(isFiltered(view)).toBe(true);
  });

  it('falls back to the defaults for anything unknown, so a mangled link never reaches the API as a 400', () => {
    const view = readCaseloadView(new URLSearchParams('status=lost&sort=height&overdue=yes'));
    expect(view).toEqual({ search: '', status: '', overdue: false, sort: 'name' });
    expect(caseloadQueryString(view)).toBe('');
    expect(isFiltered(view)).toBe(false);
  });

  it('reads the page within the pages there are: 400 students are 8 pages of 50', () => {
    expect(readCaseloadPage(new URLSearchParams('page=3'), 400)).toEqual({ page: 3, pages: 8 });
    expect(readCaseloadPage(new URLSearchParams('page=99'), 400)).toEqual({ page: 8, pages: 8 });
    expect(readCaseloadPage(new URLSearchParams('page=nope'), 400)).toEqual({ page: 1, pages: 8 });
    expect(readCaseloadPage(new URLSearchParams(''), 0)).toEqual({ page: 1, pages: 1 });
  });
});
