import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { NewApplicationForm } from './new-application-form.tsx';

/** The new application takes the deadline a counselor checked, says so, and never overwrites the student's own. */
const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus', city: 'Atlanta', state: 'GA' };

const checked: CheckedDeadline = {
  id: 'd1',
  collegeId: GEORGIA_TECH.id,
  collegeName: GEORGIA_TECH.name,
  round: 'early-action',
  cycle: 2027,
  date: '2026-10-15',
  timeZone: 'America/New_York',
  dueAt: '2026-10-16T03:59:00.000Z',
  passed: false,
  previousDate: null,
  source: {
    kind: 'counselor',
    highSchool: { id: 'hs-1', name: 'Lincoln High School' },
    enteredBy: 'Ms. Dana Rivera',
    checkedOn: '2026-09-14',
    url: 'https://admission.gatech.edu/first-year/deadlines',
    label: 'From your counselor',
  },
  official: false,
  updatedAt: '2026-09-14T12:00:00.000Z',
};

function renderForm() {
  stubApi({
    'GET /auth/session': { body: { user: null } },
    // The college's admissions links: not needed here.
    [`GET /schools/${GEORGIA_TECH.id}`]: { status: 404, body: { error: 'not_found', message: 'University not found' } },
  });
  renderApp([{ path: '/', element: <NewApplicationForm initialSchool={GEORGIA_TECH} counselorDeadlines={[checked]} /> }], '/');
}

afterEach(() => vi.unstubAllGlobals());

describe("a new application and the counselor's checked deadline", () => {
  it('fills an empty deadline with the counselor’s date for the round, says where it came from, and takes it back for another round', async () => {
    renderForm();
    const deadline = screen.getByLabelText('Deadline');
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'early-action' } });
    expect(deadline).toHaveValue('2026-10-15');
    // The note loads after the form, on the first round that has a counselor's date.
    const note = await screen.findByTestId('counselor-deadline');
    expect(note).toHaveTextContent(
      'Deadline filled in from your counselor: Ms. Dana Rivera (Lincoln High School) checked the Early Action date, Oct 15, 2026, on Sep 14, 2026.',
    );
    expect(note).toHaveTextContent('Not official');
    expect(screen.getByRole('link', { name: /Source/ })).toHaveAttribute('href', checked.source.url);

    // No counselor date for Regular Decision: the filled-in date goes with the round.
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'regular-decision' } });
    expect(deadline).toHaveValue('');
    expect(screen.queryByTestId('counselor-deadline')).not.toBeInTheDocument();
  });

  it('keeps a date the student typed and offers the counselor’s beside it', async () => {
    renderForm();
    const deadline = screen.getByLabelText('Deadline');
    fireEvent.change(deadline, { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'early-action' } });
    expect(deadline).toHaveValue('2026-11-01');
    expect(await screen.findByTestId('counselor-deadline')).toHaveTextContent(
      "Your counselor's date: Ms. Dana Rivera (Lincoln High School) checked",
    );
    fireEvent.click(screen.getByRole('button', { name: "Use your counselor's date" }));
    expect(deadline).toHaveValue('2026-10-15');
    expect(screen.getByTestId('counselor-deadline')).toHaveTextContent('Deadline filled in from your counselor');
  });
});
