import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecisionsPreview } from '@campuspath/contract/admission-history-decisions';
import type { HistoryImport } from '@campuspath/contract/admission-history-imports';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { DecisionsImport } from './decisions-import.tsx';

/** "Add this year's decisions": nothing read until asked, a review of the rows, then one import. */
const PREVIEW = 'GET /high-schools/hs-1/admission-history/decisions';
const IMPORT = 'POST /high-schools/hs-1/admission-history/decisions';
const source = 'CampusPath decisions, 2026-27 (class of 2027)';

const preview = (overrides: Partial<DecisionsPreview> = {}): DecisionsPreview => ({
  classYear: 2027,
  season: '2026-27',
  source,
  students: { consented: 3, included: 2 },
  leftOut: [{ reason: 'no_gpa', students: 1, label: 'No GPA in their profile (a history row needs one)' }],
  rows: [
    {
      collegeId: 166683,
      collegeName: 'Massachusetts Institute of Technology',
      round: 'early-action',
      decision: 'admitted',
      deferred: true,
      gpa: 3.91,
      sat: 1520,
      act: null,
    },
    {
      collegeId: 130794,
      collegeName: 'Yale University',
      round: 'regular-decision',
      decision: 'denied',
      deferred: false,
      gpa: 3.7,
      sat: null,
      act: 33,
    },
  ],
  fingerprint: 'a'.repeat(64),
  alreadyImported: null,
  ...overrides,
});
const made: HistoryImport = {
  id: 'imp-1',
  fileName: source,
  rows: 2,
  newRows: 2,
  classYears: [2027],
  colleges: 2,
  importedBy: { id: 'c-1', name: 'Ms. Rivera' },
  importedAt: '2027-06-15T12:00:00.000Z',
  sample: false,
};

afterEach(() => vi.unstubAllGlobals());

const renderSection = () => renderApp([{ path: '/', element: <DecisionsImport highSchoolId="hs-1" /> }], '/');
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review the rows' }));

describe('adding this year’s decisions', () => {
  it('reads nothing until asked, then says how to get consent when no student agreed', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [PREVIEW]: { body: preview({ students: { consented: 0, included: 0 }, leftOut: [], rows: [] }) },
    });
    renderSection();
    expect(calls.filter((call) => call.path.includes('decisions'))).toEqual([]);
    review();
    expect(await screen.findByText('No student of the class of 2027 has agreed yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('shows who agreed, who is left out and why, and each row without names, then imports them once', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [PREVIEW]: { body: preview() },
      [IMPORT]: { status: 201, body: { import: made, alreadyImported: false } },
    });
    renderSection();
    review();
    const rows = await screen.findByRole('region', { name: 'Rows from the class of 2027' });
    expect(within(rows).getByText('3 students of the class of 2027 agreed; 2 students add 2 rows.')).toBeVisible();
    expect(within(rows).getByText('1 student: No GPA in their profile (a history row needs one)')).toBeVisible();
    const table = within(rows).getByRole('table', { name: 'Rows to add for the class of 2027, without names' });
    expect(within(table).getByRole('rowheader', { name: 'Massachusetts Institute of Technology' }).closest('tr')).toHaveTextContent(
      'Deferred, then admitted',
    );

    fireEvent.click(within(rows).getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Added 2 rows to the history as “${source}”.`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ classYear: 2027, fingerprint: 'a'.repeat(64) });
  });

  it('says the rows are already in the history instead of offering to import them again', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } }, [PREVIEW]: { body: preview({ alreadyImported: made }) } });
    renderSection();
    review();
    expect(await screen.findByText(/These rows are already in the history: imported by Ms\. Rivera/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('shows the API’s words when the rows changed since the review', async () => {
    const message =
      'The rows changed since you reviewed them (a student switched their consent, or a decision or profile changed). Review them again before importing.';
    stubApi({
      'GET /auth/session': { body: { user: null } },
      [PREVIEW]: { body: preview() },
      [IMPORT]: { status: 409, body: { error: 'decisions_changed', message } },
    });
    renderSection();
    review();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
