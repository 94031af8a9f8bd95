import { describe, expect, it } from 'vitest';
import { caseloadQueryString, isFiltered, readCaseloadView } from './caseload-query.ts';

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
});
