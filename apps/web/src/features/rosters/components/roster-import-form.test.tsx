import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RosterImportReport } from '@campuspath/contract/rosters';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RosterImportForm } from './roster-import-form.tsx';

/** Importing a OneRoster export: its files go up together, and the answer names files, rows and reasons. */
const IMPORT = 'POST /high-schools/hs-1/roster/imports';

const report = (overrides: Partial<RosterImportReport> = {}): RosterImportReport => ({
  format: 'oneroster',
  rowsRead: 4,
  encoding: 'utf-8',
  ignoredColumns: [],
  files: [{ name: 'users.csv', rows: 4 }],
  ignoredFiles: [],
  school: null,
  skippedRows: 0,
  skipped: [],
  withoutGroup: 0,
  problems: [],
  problemCount: 0,
  ...overrides,
});

const choose = (names: string[]) => {
  const files = names.map((name) => new File(['sourcedId,role\n'], name, { type: 'text/csv' }));
  fireEvent.change(screen.getByLabelText('Roster file'), { target: { files } });
};

afterEach(() => vi.unstubAllGlobals());

describe('the roster import form', () => {
  it('sends the OneRoster files together and tells the school, the teachers, the skipped rows and who has no group', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORT]: {
        body: {
          added: 3,
          updated: 0,
          unchanged: 0,
          teachers: { added: 2, updated: 0, unchanged: 0 },
          report: report({
            school: { name: 'Roosevelt High School', identifier: '170993' },
            skipped: [{ file: 'users.csv', reason: 'Only students and teachers are on the roster (role administrator).', rows: 2 }],
            skippedRows: 2,
            withoutGroup: 1,
          }),
        },
      },
    });
    renderApp([{ path: '/', element: <RosterImportForm highSchoolId="hs-1" /> }], '/');
    choose(['users.csv', 'orgs.csv', 'classes.csv', 'enrollments.csv']);
    fireEvent.click(screen.getByRole('button', { name: 'Import roster' }));

    const result = await screen.findByRole('region', { name: 'Roster import result' });
    expect(result).toHaveTextContent('3 students added');
    expect(result).toHaveTextContent('Students of Roosevelt High School (170993), as orgs.csv names the school.');
    expect(result).toHaveTextContent('Teachers: 2 teachers added, 0 teachers updated');
    expect(result).toHaveTextContent('2 rows of users.csv: Only students and teachers are on the roster (role administrator).');
    expect(result).toHaveTextContent('1 student has no group');
    expect(result).toHaveFocus();
    const sent = calls.find((call) => `${call.method} ${call.path}` === IMPORT)?.body as FormData;
    expect(sent.getAll('file').map((file) => (file as File).name)).toEqual(['users.csv', 'orgs.csv', 'classes.csv', 'enrollments.csv']);
  });

  it('shows a refused export’s problems with their file, row and column', async () => {
    const problem = {
      row: 3,
      column: 'classSourcedId',
      value: 'c9',
      problem: 'No class has this sourcedId in classes.csv.',
      suggestions: [],
    };
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORT]: {
        status: 422,
        body: {
          error: 'roster_rejected',
          message: 'Nothing was imported.',
          report: report({ problems: [{ ...problem, file: 'enrollments.csv' }], problemCount: 1 }),
        },
      },
    });
    renderApp([{ path: '/', element: <RosterImportForm highSchoolId="hs-1" /> }], '/');
    choose(['users.csv', 'classes.csv', 'enrollments.csv']);
    fireEvent.click(screen.getByRole('button', { name: 'Import roster' }));

    expect(await screen.findByRole('heading', { name: 'Nothing was imported: 1 problem in these 3 files' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problems in these 3 files' });
    expect(table).toHaveTextContent('enrollments.csv');
    expect(table).toHaveTextContent('classSourcedId');
    expect(table).toHaveTextContent('No class has this sourcedId in classes.csv.');
  });
});
