import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@campuspath/contract/admission-history-imports';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { DeadlinesPasteForm } from './deadlines-paste-form.tsx';

/** A counselor pastes a list of deadlines: all lines saved or none, and the text stays to fix. */
const IMPORT = 'POST /high-schools/hs-1/checked-deadlines/import';
const SOURCE = 'https://admission.gatech.edu/first-year/deadlines';
const LIST = `college,round,date,source_url\n139755,EA,2026-10-15,${SOURCE}\nGeorgia Tek,RD,2027-01-04,${SOURCE}`;

afterEach(() => vi.unstubAllGlobals());

const renderForm = () => renderApp([{ path: '/', element: <DeadlinesPasteForm highSchoolId="hs-1" /> }], '/');
const box = () => screen.getByLabelText('Deadlines as CSV');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));

describe('pasting a list of deadlines', () => {
  it('asks for the list before sending anything', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderForm();
    fireEvent.change(box(), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Paste the list first')).toBeVisible();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps a refused list as pasted, with its problems by line', async () => {
    const report: ImportReport = {
      rowsRead: 2,
      encoding: 'utf-8',
      ignoredColumns: [],
      problemCount: 1,
      problems: [
        { row: 3, column: 'college', value: 'Georgia Tek', problem: 'No college in the catalogue is named "Georgia Tek"', suggestions: [] },
      ],
      unknownNames: [],
      namesRead: [],
    };
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORT]: { status: 422, body: { error: 'import_rejected', message: 'The list has 1 problem; nothing was saved', report } },
    });
    renderForm();
    fireEvent.change(box(), { target: { value: LIST } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Nothing was saved: 1 problem in the list' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Problems in the pasted list' })).toHaveTextContent('Georgia Tek');
    expect(box()).toHaveValue(LIST);
  });

  it('says how many were saved and empties the box', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } }, [IMPORT]: { body: { saved: 2, deadlines: [], ignoredColumns: [] } } });
    renderForm();
    fireEvent.change(box(), { target: { value: LIST } });
    submit();
    expect(await screen.findByText('Saved 2 deadlines.')).toBeVisible();
    expect(box()).toHaveValue('');
  });

  it('puts the API’s refusal of the list under the box, focused, with the text as pasted', async () => {
    const tooLarge = 'The file is larger than 1 MB';
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [IMPORT]: { status: 413, body: { error: 'payload_too_large', message: tooLarge, fields: { file: tooLarge } } },
    });
    renderForm();
    fireEvent.change(box(), { target: { value: LIST } });
    submit();
    expect(await screen.findByText(tooLarge)).toBeVisible();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(tooLarge));
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue(LIST);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
