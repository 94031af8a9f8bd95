import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadlineUpdate } from '@campuspath/contract/checked-deadlines';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { DeadlineUpdateOffer } from './deadline-update-offer.tsx';

/** A counselor's checked date offered to an application whose own differs; nothing changes until the student answers. */
const update: DeadlineUpdate = {
  applicationId: 'app-1',
  collegeId: 139755,
  collegeName: 'Georgia Institute of Technology-Main Campus',
  round: 'early-action',
  yourDeadline: '2026-11-01',
  yourTimeZone: 'America/New_York',
  deadline: {
    id: 'd1',
    collegeId: 139755,
    collegeName: 'Georgia Institute of Technology-Main Campus',
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
  },
  message:
    "Ms. Dana Rivera (Lincoln High School) checked Georgia Institute of Technology-Main Campus's Early Action deadline: Oct 15, 2026; your application says Nov 1, 2026.",
};

afterEach(() => vi.unstubAllGlobals());

describe('a deadline update offer', () => {
  it('takes the counselor’s date only when asked, sending the date the offer showed', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /applications/app-1/deadline-update': { body: { id: 'app-1' } },
    });
    const onAnswered = vi.fn();
    renderApp([{ path: '/', element: <DeadlineUpdateOffer update={update} onAnswered={onAnswered} /> }], '/');
    expect(screen.getByTestId('deadline-update')).toHaveTextContent(update.message);
    expect(screen.getByTestId('deadline-update')).toHaveTextContent('From your counselor · checked Sep 14, 2026 · source');
    expect(screen.getByTestId('deadline-update')).toHaveTextContent("Not official: confirm it on the college's site.");
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Use your counselor's date/ }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith('accepted'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2026-10-15' });
  });

  it('says in the API’s words when the counselor changed the date since, and keeps mine on request', async () => {
    const conflict = 'Your counselor changed this date again: it is now Oct 20, 2026. Check it and accept that one.';
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /applications/app-1/deadline-update': { status: 409, body: { error: 'deadline_changed', message: conflict } },
      'DELETE /applications/app-1/deadline-update': { status: 204 },
    });
    const onAnswered = vi.fn();
    renderApp([{ path: '/', element: <DeadlineUpdateOffer update={update} onAnswered={onAnswered} /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: /^Use your counselor's date/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    fireEvent.click(screen.getByRole('button', { name: /^Keep mine/ }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith('kept'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/applications/app-1/deadline-update')).toBe(true);
  });
});
