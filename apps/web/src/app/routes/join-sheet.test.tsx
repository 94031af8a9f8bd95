import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HighSchool } from '@campuspath/contract/high-schools';
import type { RosterResponse, RosterStudent } from '@campuspath/contract/rosters';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as JoinSheets } from './join-sheet.tsx';

/** The printable join sheets: one per roster group, the code and the steps, never a student's name or address. */
const school: HighSchool = {
  id: 'hs1',
  name: 'Lincoln High',
  city: 'Lincoln',
  state: 'NE',
  membership: 'counselor',
  counselors: [],
  studentCount: 0,
  // Half a year on from whenever the test runs: a code still working.
  joinCodeExpiresAt: new Date(Date.now() + 180 * 24 * 3_600_000).toISOString(),
  joinCode: 'KQ7MX-3PTRW',
  previousJoinCodeUntil: null,
};

const student = (n: number, group: string | null, graduationYear = 2027): RosterStudent => ({
  id: `s${n}`,
  name: `Student ${n}`,
  email: `student${n}@school.example.org`,
  graduationYear,
  studentNumber: null,
  group,
  status: 'not_invited',
  invitedAt: null,
  scopes: [],
  sample: false,
});

const roster: RosterResponse = {
  students: [student(1, 'Homeroom 10'), student(2, 'Homeroom 9'), student(3, 'Homeroom 10'), student(4, null, 2028)],
  counts: { not_invited: 4, invited: 0, joined: 0, sharing: 0 },
  unrostered: [],
  teachers: [],
};

const stub = (highSchool: HighSchool) =>
  stubApi({
    'GET /auth/session': { body: { user: null } },
    'GET /high-schools': { body: { highSchools: [highSchool] } },
    'GET /high-schools/hs1/roster': { body: roster },
  });

afterEach(() => vi.unstubAllGlobals());

describe('join sheets', () => {
  it('prints one sheet per group in reading order, then one per class year, with the code and the steps', async () => {
    stub(school);
    renderApp([{ path: '/roster/join-sheet', element: <JoinSheets /> }], '/roster/join-sheet');
    const sheets = await screen.findAllByRole('region', { name: /join your school on CampusPath/ });
    expect(sheets.map((sheet) => within(sheet).getByRole('heading').textContent)).toEqual([
      'Homeroom 9: join your school on CampusPath',
      'Homeroom 10: join your school on CampusPath',
      'Class of 2028: join your school on CampusPath',
    ]);
    const second = sheets[1]!;
    expect(second).toHaveTextContent('For the 2 students of this group');
    expect(second).toHaveTextContent('KQ7MX-3PTRW');
    expect(second).toHaveTextContent('It works until');
    expect(second).toHaveTextContent(`Go to ${window.location.origin}/signup`);
    expect(second).not.toHaveTextContent('Student 1');
    expect(second).not.toHaveTextContent('student1@school.example.org');
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the roster' })).toHaveAttribute('href', '/roster?school=hs1');
  });

  it('asks for a new code when the current one was made before codes were kept', async () => {
    stub({ ...school, joinCode: null });
    renderApp([{ path: '/roster/join-sheet', element: <JoinSheets /> }], '/roster/join-sheet');
    expect(await screen.findByRole('link', { name: 'Make a new join code' })).toHaveAttribute('href', '/counselor');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('prints no sheet with a code that stopped working, and says so with the way to a new one', async () => {
    stub({ ...school, joinCodeExpiresAt: '2025-06-30T12:00:00.000Z' });
    renderApp([{ path: '/roster/join-sheet', element: <JoinSheets /> }], '/roster/join-sheet');
    expect(
      await screen.findByText(/Your school’s join code stopped working on Jun 30, 2025, so students cannot join with it\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a new join code' })).toHaveAttribute('href', '/counselor');
    expect(screen.queryByRole('region', { name: /join your school on CampusPath/ })).toBeNull();
    expect(screen.queryByText(/KQ7MX-3PTRW/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
