import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseloadStudent } from '@campuspath/contract/caseload';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as Caseload } from './caseload.tsx';

/** A school's caseload comes a page of 50 students at a time, with every student one search away. */
const student = (index: number): CaseloadStudent => ({
  id: `s${index}`,
  name: `Student ${String(index).padStart(3, '0')}`,
  graduationYear: 2027,
  scopes: Object.fromEntries(PLAN_SCOPES.map((scope) => [scope, true])) as CaseloadStudent['scopes'],
  applicationsByStatus: null,
  upcoming: 0,
  overdue: 0,
  letterRequests: { pending: 1, submitted: 2, awaitingApproval: 0 },
  balance: null,
  lastActivity: null,
});
const students = Array.from({ length: 60 }, (_, index) => student(index + 1));

afterEach(() => vi.unstubAllGlobals());

const stubSchool = () =>
  stubApi({
    'GET /auth/session': { body: { user: null } },
    'GET /high-schools': {
      body: { highSchools: [{ id: 'hs1', name: 'Lincoln High', city: 'Lincoln', state: 'NE', membership: 'counselor', counselors: [] }] },
    },
    'GET /high-schools/hs1/caseload': { body: { students, count: students.length } },
  });

// Text queries, not role queries: jsdom works out roles slowly over a hundred rows. Each student
// is a phone card and a table row (one of them hidden by CSS): two names each.
describe('a caseload of 60 students', () => {
  it('shows the first 50, with a link to the next page that keeps the view', async () => {
    stubSchool();
    renderApp([{ path: '/caseload', element: <Caseload /> }], '/caseload?sort=name');
    expect(await screen.findByText('60 students share with you; showing 1–50')).toBeVisible();
    expect(screen.getAllByText('Student 050')).toHaveLength(2);
    expect(screen.queryByText('Student 051')).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.queryByText('Previous page')).toBeNull();
    expect(screen.getByText('Next page').closest('a')).toHaveAttribute('href', '/caseload?sort=name&page=2');
    // A hundred rows and cards in jsdom take a few seconds on a busy two-core machine.
  }, 20_000);

  it('shows the rest on the second page, with a link back', async () => {
    stubSchool();
    renderApp([{ path: '/caseload', element: <Caseload /> }], '/caseload?sort=name&page=2');
    expect(await screen.findByText('60 students share with you; showing 51–60')).toBeVisible();
    expect(screen.getAllByText('Student 051')).toHaveLength(2);
    expect(screen.queryByText('Student 050')).toBeNull();
    // The letters asked of teachers, on the card and in the row of each of the 10 students.
    expect(screen.getAllByText('1 pending, 2 submitted')).toHaveLength(20);
    expect(screen.queryByText('Next page')).toBeNull();
    expect(screen.getByText('Previous page').closest('a')).toHaveAttribute('href', '/caseload?sort=name');
  });
});
