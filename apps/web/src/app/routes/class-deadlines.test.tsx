import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassDeadline, ClassDeadlinesResponse } from '@campuspath/contract/class-deadlines';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as ClassDeadlines } from './class-deadlines.tsx';

/** The class-wide deadlines: overdue named first, then the coming weeks by week or by college. */
const application = (overrides: Partial<ClassDeadline>): ClassDeadline => ({
  applicationId: `a-${Math.random()}`,
  studentId: 's1',
  studentName: 'Ana Lopez',
  collegeId: 1,
  collegeName: 'Reed College',
  round: 'early-action',
  deadline: '2026-10-06',
  status: 'drafting',
  missing: [],
  ...overrides,
});

const view: ClassDeadlinesResponse = {
  today: '2026-10-01',
  until: '2026-11-25',
  sharingStudents: 2,
  overdue: {
    total: 1,
    applications: [
      application({ deadline: '2026-09-15', collegeName: 'Bard College', collegeId: 2, missing: ['Personal essay', 'Test scores sent'] }),
    ],
  },
  upcoming: {
    total: 3,
    applications: [
      application({ deadline: '2026-10-06', missing: ['Transcript requested'] }),
      application({ deadline: '2026-10-07', studentId: 's2', studentName: 'Ben Okafor', collegeName: 'Bard College', collegeId: 2 }),
      application({ deadline: '2026-10-20', status: 'submitted' }),
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

const stubSchool = (answer: ClassDeadlinesResponse) =>
  stubApi({
    'GET /auth/session': { body: { user: null } },
    'GET /high-schools': {
      body: { highSchools: [{ id: 'hs1', name: 'Lincoln High', city: 'Lincoln', state: 'NE', membership: 'counselor', counselors: [] }] },
    },
    'GET /high-schools/hs1/class-deadlines': { body: answer },
  });

describe('class deadlines', () => {
  it('names each overdue application with its student and what is missing, then groups the coming deadlines by week', async () => {
    stubSchool(view);
    renderApp([{ path: '/class-deadlines', element: <ClassDeadlines /> }], '/class-deadlines');
    const overdue = await screen.findByRole('region', { name: 'Overdue (1)' });
    const item = within(overdue).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute('href', '/students/s1');
    expect(item).toHaveTextContent('Bard College');
    expect(item).toHaveTextContent('overdue by 16 days');
    expect(item).toHaveTextContent('Missing: Personal essay, Test scores sent');

    const upcoming = screen.getByRole('region', { name: 'Upcoming (3)' });
    const weeks = within(upcoming).getAllByRole('heading', { level: 3 });
    expect(weeks.map((heading) => heading.textContent)).toEqual(['Week of Monday, October 5', 'Week of Monday, October 19']);
    expect(within(upcoming).getByRole('region', { name: 'Week of Monday, October 5' })).toHaveTextContent('2 applications');
    expect(within(upcoming).getByRole('button', { name: 'By week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/high-schools/hs1/class-deadlines.csv');
  });

  it('groups by college on request, nearest deadline first', async () => {
    stubSchool(view);
    renderApp([{ path: '/class-deadlines', element: <ClassDeadlines /> }], '/class-deadlines');
    fireEvent.click(await screen.findByRole('button', { name: 'By college' }));
    const upcoming = screen.getByRole('region', { name: 'Upcoming (3)' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Reed College', 'Bard College']);
    const reed = within(upcoming).getByRole('region', { name: 'Reed College' });
    expect(within(reed).getAllByRole('listitem')).toHaveLength(2);
    expect(reed).toHaveTextContent('Submitted');
  });

  it('says what to do when nobody shares their applications', async () => {
    stubSchool({ ...view, sharingStudents: 0, overdue: { total: 0, applications: [] }, upcoming: { total: 0, applications: [] } });
    renderApp([{ path: '/class-deadlines', element: <ClassDeadlines /> }], '/class-deadlines');
    expect(await screen.findByText('No student shares their applications with you yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get the join code' })).toHaveAttribute('href', '/counselor');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
