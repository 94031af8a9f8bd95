import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryImportResponse, ImportReport } from '@campuspath/contract/admission-history-imports';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { HistoryImportForm } from './history-import-form.tsx';

/** Importing a school's admission history: the row report of a refused file, and what an accepted one added. */
const IMPORTS = 'POST /high-schools/hs-1/admission-history/imports';

const report = (problems: ImportReport['problems']): ImportReport => ({
  rowsRead: 2,
  encoding: 'utf-8',
  ignoredColumns: ['notes'],
  problems,
  problemCount: problems.length,
  unknownNames: [],
  namesRead: [],
});

const imported: HistoryImportResponse = {
  import: {
    id: 'imp-1',
    fileName: 'lincoln-2025.csv',
    rows: 2,
    newRows: 2,
    classYears: [2024, 2025],
    colleges: 1,
    importedBy: { id: 'c1', name: 'Ms. Dana Rivera' },
    importedAt: '2026-11-20T15:00:00.000Z',
    sample: false,
  },
  alreadyImported: false,
  report: report([]),
};

function chooseFile(name: string) {
  const input = screen.getByLabelText('CSV file') as HTMLInputElement;
  const file = new File(['class_year,college\n'], name, { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

afterEach(() => vi.unstubAllGlobals());

describe('importing an admission history', () => {
  it('shows a refused file’s problems by row and column, with college suggestions, and keeps the file chosen', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORTS]: {
        status: 422,
        body: {
          error: 'import_rejected',
          message: 'The file has 2 problems; nothing was imported',
          report: report([
            {
              row: 2,
              column: 'college',
              value: 'Georgia Tek',
              problem: 'No college in the catalogue is named "Georgia Tek"',
              suggestions: [{ id: 139755, name: 'Georgia Institute of Technology-Main Campus', city: 'Atlanta', state: 'GA' }],
            },
            { row: 3, column: 'gpa', value: '4.3', problem: '4.3 is above 4.0', suggestions: [] },
          ]),
        },
      },
    });
    renderApp([{ path: '/', element: <HistoryImportForm highSchoolId="hs-1" /> }], '/');
    const input = chooseFile('lincoln.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('heading', { name: 'Nothing was imported: 2 problems in lincoln.csv' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problems in lincoln.csv' });
    expect(table).toHaveTextContent('2collegeGeorgia Tek');
    expect(table).toHaveTextContent('Georgia Institute of Technology-Main Campus (Atlanta, GA), UNITID 139755');
    expect(table).toHaveTextContent('3gpa4.34.3 is above 4.0');
    expect(screen.getAllByText('Columns not used (never stored): notes.')[0]).toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe('lincoln.csv');
  });

  it('asks for a file before sending anything, then says what an accepted file added', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, [IMPORTS]: { status: 201, body: imported } });
    renderApp([{ path: '/', element: <HistoryImportForm highSchoolId="hs-1" /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose the CSV file to import')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    chooseFile('lincoln-2025.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('Imported lincoln-2025.csv.');
    expect(summary).toHaveTextContent('2 rows (2 new)');
    expect(summary).toHaveTextContent('Class years 2024–2025');
    expect(summary).toHaveTextContent('1 college');
  });

  it('applies one chosen college to every row with a name, sends the same file again with it, and moves focus to the answer', async () => {
    const rejectedBody = {
      error: 'import_rejected',
      message: 'Nothing was imported',
      report: {
        ...report([
          { row: 2, column: 'college', value: 'Rutgers', problem: 'Several colleges go by "Rutgers"', suggestions: [] },
          { row: 3, column: 'college', value: 'Rutgers', problem: 'Several colleges go by "Rutgers"', suggestions: [] },
        ]),
        unknownNames: [
          {
            value: 'Rutgers',
            rows: 2,
            problem: 'Several colleges go by "Rutgers": choose the one meant for its rows (or write its UNITID)',
            suggestions: [
              { id: 186380, name: 'Rutgers University-New Brunswick', city: 'New Brunswick', state: 'NJ' },
              { id: 186371, name: 'Rutgers University-Newark', city: 'Newark', state: 'NJ' },
            ],
          },
        ],
      },
    };
    let tries = 0;
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORTS]: () => (++tries === 1 ? { status: 422, body: rejectedBody } : { status: 201, body: imported }),
    });
    renderApp([{ path: '/', element: <HistoryImportForm highSchoolId="hs-1" /> }], '/');
    chooseFile('export.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const heading = await screen.findByRole('heading', { name: 'Nothing was imported: 2 problems in export.csv' });
    expect(heading.closest('section')).toHaveFocus();
    const group = screen.getByRole('group', { name: '“Rutgers” (2 rows)' });
    fireEvent.click(within(group).getByRole('radio', { name: /Rutgers University-New Brunswick/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Import with these colleges' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('Imported lincoln-2025.csv.');
    const sent = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/imports'));
    expect(sent.map((url) => url.searchParams.getAll('names'))).toEqual([[], ['186380:Rutgers']]);
    expect(screen.getByRole('region', { name: 'Import result' })).toHaveFocus();
  });

  it('puts the API’s refusal of the upload under the file input, focused, with the file still chosen', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORTS]: { status: 400, body: { error: 'invalid_request', message: 'The file is empty', fields: { file: 'The file is empty' } } },
    });
    renderApp([{ path: '/', element: <HistoryImportForm highSchoolId="hs-1" /> }], '/');
    const input = chooseFile('empty.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file is empty')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The file is empty'));
    expect(input).toHaveFocus();
    expect(input.files?.[0]?.name).toBe('empty.csv');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
