import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryImportResponse, ImportReport } from '@campuspath/contract/admission-history-imports';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { HistoryImportForm } from './history-import-form.tsx';

/** A counselor's history import on a Spanish page: the refused file's report and an accepted file's summary in Spanish. */
const IMPORTS = 'POST /high-schools/hs-1/admission-history/imports';

const report = (problems: ImportReport['problems']): ImportReport => ({
  rowsRead: 1200,
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
    rows: 1200,
    newRows: 1,
    classYears: [2022, 2024, 2025],
    colleges: 1,
    importedBy: { id: 'c1', name: 'Ms. Dana Rivera' },
    importedAt: '2026-11-20T15:00:00.000Z',
    sample: false,
  },
  alreadyImported: false,
  report: {
    ...report([]),
    namesRead: [
      { value: 'Georgia Tech', rows: 3, collegeId: 139755, collegeName: 'Georgia Institute of Technology-Main Campus', how: 'chosen' },
    ],
  },
};

const render = () => renderAppIn(createI18n('es', spanish), [{ path: '/', element: <HistoryImportForm highSchoolId="hs-1" /> }], '/');

function chooseFile(name: string) {
  const input = screen.getByLabelText('Archivo CSV') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['class_year,college\n'], name, { type: 'text/csv' })] } });
}

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('importing an admission history on a Spanish page', () => {
  it('reports a refused file in Spanish, its problems as the API wrote them', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORTS]: {
        status: 422,
        body: {
          error: 'import_rejected',
          message: 'No se importó nada',
          report: report([{ row: 3, column: 'gpa', value: '', problem: 'Falta el GPA', suggestions: [] }]),
        },
      },
    });
    render();
    chooseFile('lincoln.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('heading', { name: 'No se importó nada: 1 problema en lincoln.csv' })).toBeVisible();
    expect(screen.getByText(/1,200 filas leídas\./)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problemas en lincoln.csv' });
    expect(table).toHaveTextContent('FilaColumnaValorProblema');
    expect(table).toHaveTextContent('3gpa(vacío)Falta el GPA');
    expect(screen.getAllByText('Columnas no usadas (nunca se guardan): notes.')[0]).toBeInTheDocument();
  });

  it('says what an accepted file added in Spanish, with US figures', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } }, [IMPORTS]: { status: 201, body: imported } });
    render();
    chooseFile('lincoln-2025.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('Se importó lincoln-2025.csv.');
    expect(summary).toHaveTextContent('1,200 filas (nuevas: 1)');
    expect(summary).toHaveTextContent('Años de graduación 2022, 2024 y 2025');
    expect(summary).toHaveTextContent('1 universidad');
    expect(summary).toHaveTextContent(
      '“Georgia Tech” (3 filas): Georgia Institute of Technology-Main Campus, UNITID 139755 (elegida por usted)',
    );
    expect(summary).not.toHaveTextContent(/rows|college|class years/);
  });
});
